// Hoppers (Betza p and g: the cannon, the grasshopper): a hopper goes along a line over empty
// squares to exactly one piece, its screen, and beyond it to an empty square or an enemy. Its
// attack is seen in reverse from the attacked square: over empty squares (or, for a hopper that
// lands right behind its screen, none) to the screen, then over empty squares to the hopper.
// Because a move can make a check by putting a screen INTO a line as well as by taking one away,
// the alignment shortcut (which looks at the square a move leaves) is off where hoppers capture.

import { EMPTY, OFFBOARD, pieceCode } from '../board/pieces.ts';
import type { EntryStarts } from '../generate/move-origin.ts';
import type { NodeRegion } from '../plan/moves.ts';
import type { VariantTables } from '../tables/tables.ts';

/** By piece code, 1 for both colours of the listed piece types (the types that may not be a screen, or not be captured). */
export function typeCodes(t: VariantTables, types: readonly number[]): Uint8Array {
  const mask = new Uint8Array(t.codes);
  for (const type of types) for (const c of [0, 1]) mask[pieceCode(type, c)] = 1;
  return mask;
}

/** Hopper attacks of one colour, one entry per (direction, reach beyond the screen, screen rule, region). */
export interface HopAttacks extends EntryStarts {
  steps: Int32Array;
  /** Squares beyond the screen: 0 = any number. */
  afters: Int32Array;
  /** By piece code: 1 for the hoppers of this entry. */
  masks: Uint8Array[];
  /** By piece code: 1 where that piece may not be this entry's screen (null: any may). */
  noScreen: (Uint8Array | null)[];
  /** Mailbox squares the hopper may capture on (null: any), and start from (null: any). */
  toMasks: (Uint8Array | null)[];
  fromMasks: (Uint8Array | null)[];
  /** The regions those masks come from (for generated code, which names them). */
  toRegions: (NodeRegion | null)[];
  fromRegions: (NodeRegion | null)[];
  /** By piece code: 1 where the entry may not capture that piece (null = any enemy). */
  noCapture: (Uint8Array | null)[];
}

/**
 * The square of a hopper of entry `i` that attacks `sq` on this board, or -1 (its start
 * restrictions, EntryStarts, are the caller's to ask).
 */
export function hopperSquare(board: Int8Array, h: HopAttacks, i: number, sq: number): number {
  const to = h.toMasks[i];
  if (to !== null && !to[sq]) return -1;
  const noCapture = h.noCapture[i];
  if (noCapture !== null && board[sq] > 0 && noCapture[board[sq]]) return -1;
  const step = h.steps[i];
  const after = h.afters[i] > 0 ? h.afters[i] : 1 << 30;
  // back from the target over at most `after` - 1 empty squares to the screen
  let s = sq - step;
  for (let k = 1; board[s] === EMPTY; k++) {
    if (k >= after) return -1;
    s -= step;
  }
  const screen = board[s];
  const noScreen = h.noScreen[i];
  if (screen === OFFBOARD || (noScreen !== null && noScreen[screen])) return -1;
  s -= step;
  while (board[s] === EMPTY) s -= step;
  const p = board[s];
  if (p === OFFBOARD || !h.masks[i][p]) return -1;
  const from = h.fromMasks[i];
  return from === null || from[s] === 1 ? s : -1;
}
