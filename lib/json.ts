// The JSON forms of a move and of a game result: one mapping each, shared by the library
// (Variant.moves, Variant.play) and the CLI (`moves --json`, `play --json`), so the two
// cannot drift apart.

import type { GameResult } from '../runtime/legal.ts';
import type { MoveInfo } from '../runtime/notation.ts';

/** A legal move as `fairyforge moves --json` prints it. */
export interface MoveJson {
  /** UCI-like text: from-square, to-square, promotion letter, extended where needed to be unique (e.g. `e7e8q`). */
  readonly uci: string;
  readonly from: string;
  readonly to: string;
  /** The letter standing on `to` after the move (uppercase for White). */
  readonly piece: string;
  /** The squares of every enemy piece the move removes. */
  readonly captures: string[];
  /** The letter the piece promotes to (uppercase for White), or null. */
  readonly promotion: string | null;
  /** Standard algebraic notation, with `+` / `#`. */
  readonly san: string;
}

/** A game's state as data: over or not, who won, why, and the PGN-style text. */
export interface ResultJson {
  readonly over: boolean;
  /** The winner, or null for a draw or a game still in progress. */
  readonly winner: 'white' | 'black' | null;
  /** Why the game ended (`checkmate`, `stalemate`, `capture`, `move-rule`, `repetition`), or null while it goes on. */
  readonly reason: string | null;
  /** e.g. `1-0 (White wins by checkmate)`, `1/2-1/2 (draw by stalemate)`, `* (game in progress)`. */
  readonly text: string;
}

/** The JSON object of one legal move. */
export function moveJson(m: MoveInfo): MoveJson {
  return { uci: m.uci, from: m.from, to: m.to, piece: m.piece, captures: m.captures, promotion: m.promotion, san: m.san };
}

/** A result as text: `1-0 (White wins by checkmate)`, `1/2-1/2 (draw by repetition)`, `* (game in progress)`. */
export function resultText(r: GameResult): string {
  if (!r.over) return '* (game in progress)';
  const score = r.winner === 0 ? '1-0' : r.winner === 1 ? '0-1' : '1/2-1/2';
  const who = r.winner === 0 ? 'White wins' : r.winner === 1 ? 'Black wins' : 'draw';
  return `${score} (${who} by ${r.reason})`;
}

/** The JSON object of a result: the winner by colour name, never a number. */
export function resultJson(r: GameResult): ResultJson {
  if (!r.over) return { over: false, winner: null, reason: null, text: resultText(r) };
  const winner = r.winner === 0 ? 'white' : r.winner === 1 ? 'black' : null;
  return { over: true, winner, reason: r.reason, text: resultText(r) };
}
