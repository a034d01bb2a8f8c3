// What the exporter's parts share: the plan, each piece type's FSF type, the options written so
// far and the rules refused (each part adds to both).

import type { VariantPlan } from '../../runtime/plan/variant.ts';
import type { FsfPiece } from './pieces.ts';

/** A rule of the variant that Fairy-Stockfish cannot say: the spec key it comes from and why. */
export interface RefusedRule {
  /** The spec key (or piece) the rule is written under, e.g. `captureRules.chains`, `pieces.smasher`. */
  readonly rule: string;
  /** What FSF cannot say about it. */
  readonly reason: string;
}

export interface ExportContext {
  readonly plan: VariantPlan;
  readonly pieces: readonly FsfPiece[];
  /** Options in the order first written, each key once. */
  readonly options: [key: string, value: string][];
  readonly refused: RefusedRule[];
}

/** Sets an option; a key set again keeps its place and takes the new value (FSF reads each key once). */
export function set(ctx: ExportContext, key: string, value: string | number | boolean): void {
  const at = ctx.options.find(([k]) => k === key);
  if (at) at[1] = String(value);
  else ctx.options.push([key, String(value)]);
}

export function refuse(ctx: ExportContext, rule: string, reason: string): void {
  if (!ctx.refused.some((r) => r.rule === rule && r.reason === reason)) ctx.refused.push({ rule, reason });
}

/** The FSF letters of piece types (our indexes), or '-' for none. */
export function letters(ctx: ExportContext, types: Iterable<number>): string {
  const out = [...new Set([...types].map((t) => ctx.pieces[t].letter))].join('');
  return out === '' ? '-' : out;
}

/** A board coordinate as a square name. */
export function squareName(ctx: ExportContext, coord: number): string {
  return `${String.fromCharCode(97 + (coord % ctx.plan.files))}${Math.floor(coord / ctx.plan.files) + 1}`;
}

/** A rank counted from the colour's side (0 = own first) as a board rank index (0 = White's first). */
export function boardRank(ctx: ExportContext, colour: 0 | 1, rank: number): number {
  return colour === 0 ? rank : ctx.plan.ranks - 1 - rank;
}

export function outcomeValue(outcome: 'win' | 'loss' | 'draw'): string {
  return outcome;
}
