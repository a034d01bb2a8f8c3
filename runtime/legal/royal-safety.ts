// The royal-safety filters of legality (runtime/legal/steps.ts's royalSafety step): the moves that
// leave no royal piece of the mover attacked, tested on the board alone with the reverse attack
// tables (skipped where the alignment shortcut proves them safe) where every capture is a
// replacement capture, otherwise by the enemy's replies (runtime/legal/royal-replies.ts).

import { royalAttackedAfter } from './checks-given.ts';
import type { MoveGenerator } from '../generate/generator.ts';
import { F_CAPTURE, F_DROP, F_EN_PASSANT, F_PASS, M_COUNT, M_FLAGS, M_FROM, M_HEADER, type MoveBuffer } from '../moves.ts';
import type { Position } from '../state/position.ts';
import { exposesRoyal } from './royal-replies.ts';

/** Drops the moves `first`..`buf.count` of `buf` that leave the mover's one royal piece attacked. */
export function keepRoyalsSafe(pos: Position, gen: MoveGenerator, buf: MoveBuffer, first: number, passFree: boolean): void {
  const us = pos.side;
  const data = buf.data;
  const royalSq = pos.royalSq[us];
  // Outside check, a move that neither moves the royal nor vacates a square on a line an
  // enemy rider could use towards it, nor takes en passant, cannot expose the royal.
  const shortcut = gen.alignment !== null && royalSq >= 0 && !gen.attacked(pos, royalSq, us ^ 1);
  const aligned = gen.alignment;
  const size = pos.t.geo.size;
  const board = pos.board;
  const royal = pos.t.royal;
  const passage = pos.t.passage;
  // an explosion or a shot empties squares a capturer does not fill (an explosion may take its own royal)
  const unaligned = pos.t.capturesOpenLines ? F_EN_PASSANT | F_CAPTURE : F_EN_PASSANT;
  // Pins, once per square: where the shortcut holds, a move that only vacates its start square
  // is safe when vacating that square alone leaves the royal unattacked (filling squares only
  // blocks lines, and capturing only removes attackers); a square's moves come one after another.
  const pinTest = shortcut && pos.t.explosion === null;
  let pinFrom = -1;
  let pinned = false;
  let kept = first;
  for (let i = first; i < buf.count; i++) {
    const off = buf.offsets[i];
    const from = data[off + M_FROM];
    if (passFree && data[off + M_FLAGS] & F_PASS) {
      buf.offsets[kept++] = off;
      continue;
    }
    // with no royal piece of the mover's on the board (horde's White), only a move that puts one on is tested
    if (royalSq < 0 && !putsRoyal(data, off, royal, us)) {
      buf.offsets[kept++] = off;
      continue;
    }
    // a drop only fills an empty square: outside check it cannot expose the royal piece
    if (shortcut && (data[off + M_FLAGS] & F_DROP || (!royal[board[from]] && !(data[off + M_FLAGS] & unaligned)))) {
      if (data[off + M_FLAGS] & F_DROP || !aligned![us ^ 1][from - royalSq + size]) {
        buf.offsets[kept++] = off;
        continue;
      }
      if (pinTest) {
        if (from !== pinFrom) {
          const piece = board[from];
          board[from] = 0;
          pinned = gen.attacked(pos, royalSq, us ^ 1);
          board[from] = piece;
          pinFrom = from;
        }
        if (!pinned) {
          buf.offsets[kept++] = off;
          continue;
        }
      }
    }
    if (passage !== null && royal[board[from]] && !(data[off + M_FLAGS] & F_PASS) && !passage.allows(pos, gen, data, off)) continue;
    if (!royalAttackedAfter(pos, gen, data, off, us)) buf.offsets[kept++] = off;
  }
  buf.count = kept;
}

/** Whether the move record at `off` puts a royal piece of `us` on a square (a drop, a promotion). */
function putsRoyal(data: Int32Array, off: number, royal: Uint8Array, us: number): boolean {
  const end = off + M_HEADER + 3 * data[off + M_COUNT];
  for (let i = off + M_HEADER + 2; i < end; i += 3) {
    const piece = data[i];
    if (piece > 0 && royal[piece] && (piece & 1) === us) return true;
  }
  return false;
}

/**
 * The legality filter where the tables cannot see every capture: each move is made and the
 * enemy's replies are generated above the list (the list's own entries stay below `buf.count`).
 */
export function keepSafeByReplies(pos: Position, gen: MoveGenerator, buf: MoveBuffer, first: number, top: number, passFree: boolean): number {
  const passage = pos.t.passage;
  const royal = pos.t.royal;
  let kept = first;
  try {
    for (let i = first; i < buf.count; i++) {
      const off = buf.offsets[i];
      if (passFree && buf.data[off + M_FLAGS] & F_PASS) {
        buf.offsets[kept++] = off;
        continue;
      }
      if (passage !== null && royal[pos.board[buf.data[off + M_FROM]]] && !passage.allows(pos, gen, buf.data, off)) continue;
      if (!exposesRoyal(pos, gen, buf, off)) buf.offsets[kept++] = off;
    }
  } catch (e) {
    // past the chain-state limit in a reply: drop this list, as generateLegal does for its own
    buf.count = first;
    buf.top = top;
    throw e;
  }
  buf.count = kept;
  return first;
}
