// The null move: the side to move passes. Used by null-move pruning, where a position so good
// that even passing keeps it above beta needs no full search. The runtime has no pass (no rule
// allows one), so it is made here from the position's public state: the side flips, an
// en-passant right lapses, the hash follows, and the move-rule count restarts so that the
// repetition test never looks back across the pass. Saved state lives in a typed stack by ply.

import type { Position } from '../runtime/state/position.ts';
import { MAX_PLY } from './ordering.ts';

const FIELDS = 9;

export class NullMoves {
  private readonly saved = new Int32Array(FIELDS * (MAX_PLY + 2));

  make(pos: Position, ply: number): void {
    const s = this.saved;
    const b = ply * FIELDS;
    s[b] = pos.epA;
    s[b + 1] = pos.epB;
    s[b + 2] = pos.epVictim;
    s[b + 3] = pos.halfmove;
    s[b + 4] = pos.hashLo;
    s[b + 5] = pos.hashHi;
    s[b + 6] = pos.passFirst;
    s[b + 7] = pos.passStep;
    s[b + 8] = pos.passVictim;
    const z = pos.t.zobrist;
    let lo = pos.hashLo ^ z.sideLo;
    let hi = pos.hashHi ^ z.sideHi;
    if (pos.epA >= 0) {
      lo ^= z.miscLo[pos.t.epKeyBase + pos.epVictim];
      hi ^= z.miscHi[pos.t.epKeyBase + pos.epVictim];
    }
    if (pos.passStep !== 0) {
      // en passant by any piece (runtime/rules/any-ep.ts) lapses too
      lo ^= z.miscLo[pos.t.epKeyBase + pos.passVictim] ^ z.miscLo[pos.t.epKeyBase + pos.passFirst];
      hi ^= z.miscHi[pos.t.epKeyBase + pos.passVictim] ^ z.miscHi[pos.t.epKeyBase + pos.passFirst];
    }
    pos.epA = pos.epB = pos.epVictim = -1;
    pos.passFirst = pos.passVictim = -1;
    pos.passStep = 0;
    pos.halfmove = 0;
    pos.side ^= 1;
    pos.hashLo = lo;
    pos.hashHi = hi;
  }

  unmake(pos: Position, ply: number): void {
    const s = this.saved;
    const b = ply * FIELDS;
    pos.epA = s[b];
    pos.epB = s[b + 1];
    pos.epVictim = s[b + 2];
    pos.halfmove = s[b + 3];
    pos.hashLo = s[b + 4];
    pos.hashHi = s[b + 5];
    pos.passFirst = s[b + 6];
    pos.passStep = s[b + 7];
    pos.passVictim = s[b + 8];
    pos.side ^= 1;
  }
}
