// What the spec builder's parts share: the section's state, the board, the regions being
// declared and the refusals collected, with helpers that read option values and refuse bad ones.

import type { FsfState, Located } from './state.ts';
import { relation, sortedSquares, wholeRanks, type Board } from './squares.ts';

export type Spec = Record<string, unknown>;
export interface Refusal {
  readonly at: Located;
  readonly reason: string;
}

/** What a build needs besides the state, and where it reports. */
export interface BuildContext {
  readonly state: FsfState;
  readonly board: Board;
  readonly refusals: Refusal[];
  readonly regions: Record<string, unknown>;
  opt(key: string): Located | undefined;
  bool(key: string, fallback: boolean): boolean;
  refuse(at: Located | undefined, reason: string): void;
  letters(key: string, fallback: readonly string[]): string[];
  squares(key: string, fallback: ReadonlySet<string>): Set<string>;
}

export function readInt(o: Located | undefined, fallback: number, min: number, max: number, refuse: (at: Located | undefined, reason: string) => void): number {
  if (!o) return fallback;
  const n = Number(o.value.trim());
  if (!Number.isInteger(n) || n < min || n > max) {
    refuse(o, `expected a whole number from ${min} to ${max}`);
    return fallback;
  }
  return n;
}

/** One side's part of a region: a range of whole ranks where the set is one, else its squares. */
function sidePart(ctx: BuildContext, set: ReadonlySet<string>, side: 'white' | 'black'): Spec {
  const ranks = wholeRanks(set, ctx.board);
  if (ranks && ranks[ranks.length - 1]! - ranks[0]! === ranks.length - 1) return { ranks: [ranks[0], ranks[ranks.length - 1]], side };
  return { squares: sortedSquares(set), side };
}

/**
 * A pair of FSF square sets (White's, Black's) as a region name in `ctx.regions`: mirrored, the
 * same for both, or else a part per side; undefined when both are empty.
 */
export function sideRegion(ctx: BuildContext, name: string, white: ReadonlySet<string>, black: ReadonlySet<string>): string | undefined {
  if (white.size === 0 && black.size === 0) return undefined;
  const rel = white.size === 0 ? 'other' : relation(white, black, ctx.board);
  if (rel === 'other') {
    const parts = [...(white.size > 0 ? [sidePart(ctx, white, 'white')] : []), ...(black.size > 0 ? [sidePart(ctx, black, 'black')] : [])];
    ctx.regions[name] = parts.length === 1 ? parts[0] : parts;
  } else ctx.regions[name] = rel === 'mirror' ? { squares: sortedSquares(white) } : { squares: sortedSquares(white), mirror: false };
  return name;
}
