// What a node emitter knows about the piece whose moves it writes, and the conditions every
// kind of node tests the same way (an enemy on `to`, a region, colour binding).

import type { CodeBlockWriter } from 'ts-morph';
import { pieceCode } from '../../runtime/board/pieces.ts';
import type { MoveNode } from '../../runtime/plan/moves.ts';
import type { VariantTables } from '../../runtime/tables/tables.ts';
import type { RegionNames } from './attacks.ts';
import { colorConstant, pieceConstant } from './names.ts';

/** What one node emitter needs to know about the piece whose moves it writes. */
export interface NodeContext {
  readonly t: VariantTables;
  readonly color: number;
  readonly code: number;
  /** The constant naming `code` (names.ts). */
  readonly piece: string;
  /** Moves must go through the runtime's `land` (promotion or custodian capture may apply). */
  readonly viaLand: boolean;
  /** The piece promotes (a node that may not promote then writes through `landUnpromoted`). */
  readonly promotes: boolean;
  /**
   * Where promotion is the only reason to go through `land`: the condition (on `from` and `to`)
   * under which the move promotes nowhere, so that it is one plain record written here; else null.
   */
  readonly outsideZone: string | null;
  /** The piece's quiet moves reset the move-rule counter (runtime tables' `resetsMoveRule`). */
  readonly resetsMoveRule: boolean;
  /** Name of a module constant this node may use for its table (remove nodes). */
  readonly tableName: string;
  /** Partner and compound codes of the piece's fusions (see writeFusions). */
  readonly fusions: readonly (readonly [partner: number, compound: number])[];
  /** Names of the module's region masks (see engine.ts, addRegionConstants). */
  readonly regions: RegionNames;
  /** Fission nodes that walk with this node (see fission.ts): each empty square it reaches is also theirs. */
  readonly splitsAlong: readonly Carried[];
}

/** A fission node written in a whole-piece node's walk: its squares are kept at SPLIT_SQUARES[base + i], `along<index>` of them. */
export interface Carried {
  readonly node: MoveNode;
  readonly index: number;
  readonly base: number;
}

export type NodeEmitter = (w: CodeBlockWriter, node: MoveNode, ctx: NodeContext) => void;

/** The piece `p` is an enemy of `color`. */
export const enemyTest = (color: number): string => `p > 0 && (p & 1) === ${colorConstant(color ^ 1)}`;

/** The condition for taking the piece `p` on the landing square: an enemy, not one of the node's `captureExcept`. */
export function captureTest(node: MoveNode, ctx: NodeContext): string {
  const except = (node.captureExcept ?? []).map((type) => ` && p !== ${pieceConstant(ctx.t, pieceCode(type, ctx.color ^ 1))}`).join('');
  return `${enemyTest(ctx.color)}${except}`;
}

/** The condition a confined node's landing square must meet (`to` in its region), or null. */
export function toGuard(node: MoveNode, ctx: NodeContext): string | null {
  return node.to ? `${ctx.regions(node.to, ctx.color)}[to] === 1` : null;
}

/** Writes `body` under `guard` (or plainly without one). */
export function guarded(w: CodeBlockWriter, guard: string | null, body: () => void): void {
  if (guard === null) body();
  else w.write(`if (${guard})`).block(body);
}

/**
 * Whether the vector (dx, dy) goes to a square of the other colour, in a variant with colour
 * binding (runtime/chains.ts drops every move that ends on the other colour): the generated
 * engine then writes no such leap, and a line of such steps lands at even distances only. The
 * colours are (file + rank) parity, which a cylinder's wrap may break: there it writes every move.
 */
export function changesColour(ctx: NodeContext, dx: number, dy: number): boolean {
  return ctx.t.plan.colourBound && !ctx.t.geo.wrap && ((dx + dy) & 1) === 1;
}

/** Whether a node's captures need their own walk (approach, withdrawal, jump); shooting walks as replacement does. */
export const needsOwnWalk = (node: MoveNode): boolean => node.captureMode !== 'replace' && node.captureMode !== 'shoot';

/** The runtime writer a node's moves go through when they may promote: a node that may not promote has its own. */
export function landing(node: MoveNode, ctx: NodeContext): string {
  return node.noPromotion && ctx.promotes ? 'landUnpromoted' : 'land';
}
