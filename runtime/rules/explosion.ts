// Explosions (atomic chess, the plan's `explosion`): a capture removes the capturing piece, the
// captured piece and every piece on the blast's squares around the capture square (the square
// the capturer lands on, also for en passant), except the immune types there. A move stays a
// diff: the writer (landing.ts) lists the blast's squares among the move's removals and puts no
// piece on the landing square, so make/unmake need nothing new.
//
// Royal safety (Fairy-Stockfish's atomic, lichess's rules): a move that explodes one's own royal
// piece is illegal (a king never captures: it stands at ground zero); one that explodes the
// enemy's royal piece is legal whatever else it leaves attacked (it wins at once); and a royal
// piece within the blast of an enemy royal piece is not attacked, since taking it would explode
// the taker's own royal piece (kings that touch do not check each other). Everything else is
// the reverse attack tables on the board after the diff: every capture lands on its victim.

import type { MoveGenerator } from '../generate/generator.ts';
import { pieceCode } from '../board/pieces.ts';
import type { ExplosionPlan } from '../plan/variant.ts';
import type { Position } from '../state/position.ts';
import type { VariantTables } from '../tables/tables.ts';

export class Explosion {
  /** Mailbox offsets of the blast's squares around the capture square. */
  readonly offsets: Int32Array;
  /** By piece code: 1 where the blast spares the piece on a surrounding square. */
  readonly immune: Uint8Array;

  constructor(t: VariantTables, plan: ExplosionPlan) {
    // the atoms are symmetric, so White's orientation serves both colours
    this.offsets = Int32Array.from(plan.vectors, ([dx, dy]) => t.geo.offset(dx, dy, 0));
    this.immune = new Uint8Array(t.codes);
    for (const type of plan.immune) for (const c of [0, 1]) this.immune[pieceCode(type, c)] = 1;
  }
}

/**
 * Appends to `squares` (from index `count`) the squares around `to` whose pieces a capture there
 * explodes, skipping the mover's own start square (it leaves it) and squares already listed;
 * returns the new count. Reads the board before the move.
 */
export function blastSquares(pos: Position, e: Explosion, from: number, to: number, squares: Int32Array, count: number): number {
  const board = pos.board;
  const offsets = e.offsets;
  let n = count;
  for (let i = 0; i < offsets.length; i++) {
    const sq = to + offsets[i];
    const p = board[sq];
    if (p <= 0 || sq === from || e.immune[p] || listed(squares, n, sq)) continue;
    squares[n++] = sq;
  }
  return n;
}

function listed(squares: Int32Array, n: number, sq: number): boolean {
  for (let i = 0; i < n; i++) if (squares[i] === sq) return true;
  return false;
}

/** Whether a capture by colour `by` on `sq` would explode one of `by`'s own royal pieces. */
export function blastHitsOwnRoyal(pos: Position, sq: number, by: number): boolean {
  const e = pos.t.explosion!;
  const board = pos.board;
  const royal = pos.t.royal;
  for (let i = 0; i < e.offsets.length; i++) {
    const p = board[sq + e.offsets[i]];
    if (p > 0 && (p & 1) === by && royal[p] && !e.immune[p]) return true;
  }
  return false;
}

/** Whether colour `by` attacks `sq` in an explosion variant: it could capture there without exploding its own royal piece. */
export function attackedByBlast(pos: Position, gen: MoveGenerator, sq: number, by: number): boolean {
  return !blastHitsOwnRoyal(pos, sq, by) && gen.attacked(pos, sq, by);
}

/**
 * Royal safety of `owner` on the board after a move's diff (applied by the caller): `royalSq` and
 * `enemySq` are the royal squares after it (-1 when gone), `hadRoyal` and `enemyHad` whether
 * they stood before. Exploding one's own royal piece is unsafe, exploding the enemy's is safe.
 */
export function unsafeAfterBlast(pos: Position, gen: MoveGenerator, owner: number, royalSq: number, enemySq: number, hadRoyal: boolean, enemyHad: boolean): boolean {
  if (hadRoyal && royalSq < 0) return true;
  if (enemyHad && enemySq < 0) return false;
  return royalSq >= 0 && attackedByBlast(pos, gen, royalSq, owner ^ 1);
}
