// A FEN read as a position a game can reach (chessops's setupPosition beside its parseFen): the
// fields as runtime/state/fen.ts reads them, then what no game reaches is refused here — royal
// pieces missing or too many, pawns on ranks they never stand on, the side that just moved in
// check, material beyond the rules' bounds (runtime/legal/material.ts) — and a capture goal
// already reached finishes the position. Checks that need moves sit here, beside legality.

import { colorOf, pieceCode } from '../board/pieces.ts';
import { Interpreter } from '../generate/interpreter.ts';
import { MoveBuffer } from '../moves.ts';
import { ChainLimitExceeded } from '../rules/chain-states.ts';
import { blastHitsOwnRoyal } from '../rules/explosion.ts';
import { isDropSquare } from '../rules/hand.ts';
import { fenFailure, readFen, type FenOptions, type FenResult } from '../state/fen.ts';
import type { Position } from '../state/position.ts';
import type { VariantTables } from '../tables/tables.ts';
import { AttackTables } from './attacks.ts';
import { checkMaterial, movesBackward, startCount } from './material.ts';
import { replyTakesRoyal } from './royal-replies.ts';

/** A FEN as a position: its fields read, then refused where no game can reach it. */
export function parseFen(t: VariantTables, fen: string, options: FenOptions = {}): FenResult {
  const read = readFen(t, fen, options);
  if (!read.ok) return read;
  const { pos } = read;
  const placementError = checkPlacement(t, pos, options.diagram ?? false);
  if (placementError) return fenFailure('board', placementError);
  const materialError = options.diagram ? null : checkMaterial(t, pos);
  if (materialError) return fenFailure(materialError.field, materialError.message);
  const checkError = options.diagram ? null : oppositeCheck(t, pos);
  if (checkError) return fenFailure('side', checkError);
  if (!options.diagram) pos.finished = goalReached(t, pos);
  return read;
}

/**
 * With goal `capture`, a side that has fewer goal pieces than the start position gave it has
 * lost: the position is finished (1 + the winner's colour), else 0.
 */
function goalReached(t: VariantTables, pos: Position): number {
  if (t.plan.goal.kind !== 'capture' || t.plan.goal.target < 0) return 0;
  for (const c of [0, 1]) {
    const code = pieceCode(t.plan.goal.target, c);
    const count = t.geo.squares.filter((sq) => pos.board[sq] === code).length;
    if (t.goalTarget[code] && count < startCount(t, code)) return 1 + (c ^ 1);
  }
  return 0;
}

/** Checks that need the whole board: royal pieces present, pawns off their impossible ranks. */
function checkPlacement(t: VariantTables, pos: Position, diagram: boolean): string | null {
  const { geo, plan } = t;
  if (plan.goal.kind === 'checkmate' && !diagram) {
    for (const c of [0, 1]) {
      // a setup phase (placement chess) starts the royal piece in hand: it is there, to be dropped
      let count = geo.squares.filter((sq) => pos.board[sq] > 0 && t.royal[pos.board[sq]] && colorOf(pos.board[sq]) === c).length;
      for (let code = 2 + c; code < t.codes; code += 2) if (t.royal[code]) count += pos.hand[code];
      const side = c === 0 ? 'White' : 'Black';
      // a side the start position gives no royal piece plays without one where losing its pieces
      // ends the game (horde's White: an extinction condition); otherwise it could never lose.
      // With explosions, the side to move may have lost its royal piece to its opponent's last move (a finished game)
      const exploded = t.explosion !== null && c === pos.side;
      if (count === 0 && !exploded && (startsWithRoyal(t, c) || !plan.goal.conditions.some((e) => e.kind === 'extinction'))) return `${side} has no royal piece (${royalNames(t)})`;
      if (count > 1 && !t.severalRoyals) return `${side} has ${count} royal pieces; this variant allows one`;
    }
  }
  // a rule diagram is an illustration: pawns may stand anywhere
  for (const sq of diagram ? [] : geo.squares) {
    const p = pos.board[sq];
    if (p <= 0 || !t.pawn[p]) continue;
    const c = colorOf(p);
    const relRank = c === 0 ? geo.rankOf(sq) : geo.ranks - 1 - geo.rankOf(sq);
    const letter = plan.pieces[(p >> 1) - 1].letter;
    const shown = c === 0 ? letter.toUpperCase() : letter;
    // a drop promotes nothing: a pawn dropped into its compulsory zone stands there unpromoted
    if (t.promotes[p] && t.promoZone[p * geo.size + sq] === 2 && !isDropSquare(t.hand, p, sq)) return `pawn ${shown} on ${geo.name(sq)} stands where it must already have promoted`;
    if (relRank === 0 && !movesBackward(t, p) && !startsOnFirstRank(t, p) && !isDropSquare(t.hand, p, sq)) return `pawn ${shown} on ${geo.name(sq)} stands on its own first rank, which it can never reach`;
  }
  return null;
}

/** Whether the start position gives side `c` a royal piece. */
function startsWithRoyal(t: VariantTables, c: number): boolean {
  const { geo } = t;
  for (let code = 2 + c; code < t.codes; code += 2) if (t.royal[code] && geo.squares.some((sq) => t.initial[code * geo.size + sq])) return true;
  return false;
}

/** Whether the start position puts a pawn of this code on its own first rank (horde): it may stand there. */
function startsOnFirstRank(t: VariantTables, code: number): boolean {
  const { geo } = t;
  const rank = (code & 1) === 0 ? 0 : geo.ranks - 1;
  for (let file = 0; file < geo.files; file++) if (t.initial[code * geo.size + geo.mailbox(file, rank)]) return true;
  return false;
}

// the attack tables and the interpreter of each variant, built on the first FEN that needs them:
// a suite reads thousands of FENs of one variant, and neither changes after it is built
const attackTables = new WeakMap<VariantTables, AttackTables>();

/**
 * In a checkmate variant, the side that just moved cannot have left a royal piece attacked:
 * such a position never arises, and from it the side to move would capture the royal piece.
 */
function oppositeCheck(t: VariantTables, pos: Position): string | null {
  if (t.plan.goal.kind !== 'checkmate') return null;
  const them = pos.side ^ 1;
  // exploding the enemy royal piece was legal even if it left one's own attacked
  if (t.explosion !== null && pos.royalSq[pos.side] < 0) return null;
  const squares = t.severalRoyals ? t.geo.squares.filter((sq) => pos.board[sq] > 0 && t.royal[pos.board[sq]] && colorOf(pos.board[sq]) === them) : [pos.royalSq[them]];
  const sq = squares.find((s) => s >= 0 && royalAttacked(t, pos, s, them));
  if (sq === undefined) return null;
  const [mover, other] = pos.side === 0 ? ['White', 'Black'] : ['Black', 'White'];
  // the replies tell that some royal piece could be taken, not which one
  const royal = t.checkByReplies && squares.length > 1 ? `one of ${other}'s royal pieces` : `${other}'s ${t.plan.pieces[(pos.board[sq] >> 1) - 1].name} on ${t.geo.name(sq)}`;
  return `${mover} to move, but ${royal} is attacked: the side that has just moved cannot be in check`;
}

const interpreters = new WeakMap<VariantTables, Interpreter>();
let scratch: MoveBuffer | undefined;

/**
 * Whether the side to move could take the other side's royal piece: by the attack tables, or by
 * its moves where those cannot see every capture (runtime/legal/royal-replies.ts).
 */
function royalAttacked(t: VariantTables, pos: Position, sq: number, them: number): boolean {
  if (t.checkByReplies) {
    let gen = interpreters.get(t);
    if (!gen) interpreters.set(t, (gen = new Interpreter(t)));
    pos.rehash(); // chains make and unmake their steps
    try {
      return replyTakesRoyal(pos, gen, (scratch ??= new MoveBuffer()), them);
    } catch (e) {
      // too many chain states to tell: accepted here, and generating its moves says why
      if (e instanceof ChainLimitExceeded) return false;
      throw e;
    }
  }
  // touching kings: taking the royal piece would explode the taker's own
  if (t.explosion !== null && blastHitsOwnRoyal(pos, sq, pos.side)) return false;
  let attacks = attackTables.get(t);
  if (!attacks) attackTables.set(t, (attacks = new AttackTables(t)));
  return attacks.attacked(pos, sq, pos.side);
}

function royalNames(t: VariantTables): string {
  return t.plan.pieces.filter((p) => p.royal).map((p) => `${p.name} ${p.letter.toUpperCase()}/${p.letter}`).join(', ');
}
