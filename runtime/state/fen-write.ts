// Writing a position as FEN, the canonical form runtime/state/fen.ts reads back: the board
// (with `~` on promoted pieces), the pool, the side, castling, en passant (the passed squares,
// and the pawn's square only where another pawn could have passed them too), the checks still
// to give (n-check) and the move counters.

import { EMPTY, colorOf, pieceCode } from '../board/pieces.ts';
import { makeAnyEnPassant } from '../rules/any-ep.ts';
import { castlingField } from '../rules/castling.ts';
import { doubleStepVictims } from '../rules/double-step.ts';
import type { Position } from './position.ts';

export function makeFen(pos: Position): string {
  const t = pos.t;
  const { geo } = t;
  const rows: string[] = [];
  for (let rank = geo.ranks - 1; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < geo.files; file++) {
      const p = pos.board[geo.mailbox(file, rank)];
      if (p === EMPTY) {
        empty++;
        continue;
      }
      if (empty) row += String(empty);
      empty = 0;
      const letter = t.plan.pieces[(p >> 1) - 1].letter;
      row += colorOf(p) === 0 ? letter.toUpperCase() : letter;
      if (pos.promotedFrom[geo.mailbox(file, rank)] > 0) row += '~';
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  const checks = t.checkGoal > 0 ? [`${t.checkGoal - pos.checks[0]}+${t.checkGoal - pos.checks[1]}`] : [];
  return [rows.join('/') + makePool(pos), pos.side ? 'b' : 'w', castlingField(pos), makeEnPassant(pos), ...checks, pos.halfmove, pos.fullmove].join(' ');
}

/**
 * The hands in brackets, White's first. A drop variant's hands as Fairy-Stockfish orders them:
 * from the last piece type down to the first (chess-like plans list the pawn first and the king
 * last, as FSF's types run); a promotion pool in plan order, as it always was.
 */
function makePool(pos: Position): string {
  const t = pos.t;
  if (!t.plan.promotion?.fromCaptured && !t.plan.hand) return '';
  let text = '';
  for (const c of [0, 1]) {
    for (let i = 0; i < t.types; i++) {
      const type = t.plan.hand ? t.types - 1 - i : i;
      const code = pieceCode(type, c);
      const letter = t.plan.pieces[type].letter;
      if (t.hand.held[code]) text += (c === 0 ? letter.toUpperCase() : letter).repeat(pos.hand[code]);
    }
  }
  return `[${text}]`;
}

function makeEnPassant(pos: Position): string {
  if (pos.t.anyEp !== null) return makeAnyEnPassant(pos);
  if (pos.epA < 0) return '-';
  const t = pos.t;
  const passed = pos.epB >= 0 ? [pos.epA, pos.epB] : [pos.epA];
  const text = passed.map((s) => t.geo.name(s)).join('');
  const candidates = doubleStepVictims(t, pos, passed, pos.side ^ 1);
  return candidates.length === 1 && candidates[0] === pos.epVictim ? text : text + t.geo.name(pos.epVictim);
}
