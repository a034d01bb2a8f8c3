// Royal safety where the reverse attack tables cannot see every capture: approach, withdrawal,
// jump, remove and custodian captures, capture chains and colour binding. There a royal piece is
// attacked when some pseudo-legal move of the enemy would remove it, so the test generates the
// enemy's moves (after the capture rules: a chain that takes the royal at any step counts, a move
// colour binding forbids does not) into the move buffer above its top, as the chains do, and
// looks for one whose diff removes a royal piece. The enemy's capture obligation plays no part:
// any of its captures is an attack, as any capture is under mandatory capture with the tables.

import { applyCaptureRules } from '../rules/chains.ts';
import type { MoveGenerator } from '../generate/generator.ts';
import { M_COUNT, M_HEADER, MoveBuffer } from '../moves.ts';
import type { Position } from '../state/position.ts';

/**
 * Whether some pseudo-legal move of the side to move removes a royal piece of colour `victim`.
 * Leaves `buf` as it found it (also when the chain-state limit throws).
 */
export function replyTakesRoyal(pos: Position, gen: MoveGenerator, buf: MoveBuffer, victim: number): boolean {
  const count = buf.count;
  const top = buf.top;
  try {
    gen.generate(pos, buf);
    if (pos.t.capturePostProcess) applyCaptureRules(pos, gen, buf, count);
    const d = buf.data;
    const royal = pos.t.royal;
    for (let i = count; i < buf.count; i++) {
      const off = buf.offsets[i];
      const end = off + M_HEADER + 3 * d[off + M_COUNT];
      for (let k = off + M_HEADER; k < end; k += 3) {
        const old = d[k + 1];
        if (old > 0 && royal[old] && (old & 1) === victim && d[k + 2] !== old) return true;
      }
    }
    return false;
  } finally {
    buf.count = count;
    buf.top = top;
  }
}

/** Whether the move at `off` of the side to move leaves one of its royal pieces to be taken by a reply. */
export function exposesRoyal(pos: Position, gen: MoveGenerator, buf: MoveBuffer, off: number): boolean {
  const us = pos.side;
  pos.make(buf.data, off);
  try {
    return replyTakesRoyal(pos, gen, buf, us);
  } finally {
    // the buffer may have grown (a new data array with the same records)
    pos.unmake(buf.data, off);
  }
}

let scratch: MoveBuffer | undefined;

/**
 * Whether a royal piece of the side to move is attacked: the enemy's moves as if it were to move
 * now (no en-passant target: the last double step was the enemy's own). `buf` defaults to a
 * buffer of this module's own, made once.
 */
export function inCheckByReplies(pos: Position, gen: MoveGenerator, buf: MoveBuffer = (scratch ??= new MoveBuffer())): boolean {
  const side = pos.side;
  // the enemy moves as if we had passed: every en-passant right lapses with the pass
  pos.makeNull();
  try {
    return replyTakesRoyal(pos, gen, buf, side);
  } finally {
    pos.unmakeNull();
  }
}
