// The Zobrist hash of a position computed from scratch: after setup, and in tests against the
// hash make/unmake keep incrementally. Every keyed part of the state is here: the pieces, the
// side, castling rights, en-passant rights of both kinds, promoted marks, hand counts, checks
// given, first-move rights (their key offsets: runtime/tables/tables.ts).

import type { Position } from './position.ts';

export function positionHash(pos: Position): [number, number] {
  const t = pos.t;
  const { zobrist: z, geo } = t;
  let lo = 0;
  let hi = 0;
  for (const sq of geo.squares) {
    const i = z.index(pos.board[sq], sq);
    lo ^= z.pieceLo[i];
    hi ^= z.pieceHi[i];
  }
  if (pos.side) {
    lo ^= z.sideLo;
    hi ^= z.sideHi;
  }
  lo ^= z.miscLo[pos.castling & 15];
  hi ^= z.miscHi[pos.castling & 15];
  if (pos.epA >= 0) {
    lo ^= z.miscLo[t.epKeyBase + pos.epVictim];
    hi ^= z.miscHi[t.epKeyBase + pos.epVictim];
  }
  if (pos.passStep !== 0) {
    lo ^= z.miscLo[t.epKeyBase + pos.passVictim] ^ z.miscLo[t.epKeyBase + pos.passFirst];
    hi ^= z.miscHi[t.epKeyBase + pos.passVictim] ^ z.miscHi[t.epKeyBase + pos.passFirst];
  }
  if (t.hand.tracksPromoted) {
    for (const sq of geo.squares) {
      if (pos.promotedFrom[sq] <= 0) continue;
      lo ^= z.pieceLo[z.index(1, sq)];
      hi ^= z.pieceHi[z.index(1, sq)];
    }
  }
  for (let code = 2; code < t.codes; code++) {
    if (!t.hand.held[code]) continue;
    lo ^= z.miscLo[t.poolKey(code, pos.hand[code])];
    hi ^= z.miscHi[t.poolKey(code, pos.hand[code])];
  }
  if (t.checkGoal > 0) {
    for (const c of [0, 1]) {
      lo ^= z.miscLo[checksKey(pos, c)];
      hi ^= z.miscHi[checksKey(pos, c)];
    }
  }
  for (let i = 0; i < t.firstMoves.rights.length; i++) {
    if (!(pos.firstMoves & (1 << i))) continue;
    lo ^= z.miscLo[t.firstMoveKeyBase + i];
    hi ^= z.miscHi[t.firstMoveKeyBase + i];
  }
  return [lo, hi];
}

/** Zobrist misc index of the checks side `c` has given (n-check). */
export function checksKey(pos: Position, c: number): number {
  return pos.t.checksKeyBase + c * (pos.t.checkGoal + 1) + pos.checks[c];
}
