// Fission in generated engines: a compound's component moving away alone (runtime/fusion.ts,
// split). Where a fission node walks the very squares a whole-piece node walks, the one walk
// keeps them (SPLIT_SQUARES) and the fission node lists its moves from them.

import type { CodeBlockWriter } from 'ts-morph';
import { pieceCode } from '../../runtime/board/pieces.ts';
import type { MoveNode } from '../../runtime/plan/moves.ts';
import type { VariantTables } from '../../runtime/tables/tables.ts';
import { commentText } from '../escape.ts';
import { attackCall } from './attacks.ts';
import type { Carried, NodeContext } from './context.ts';
import { pieceConstant } from './names.ts';

/** By whole-node index, the fission nodes it carries; by carried node index, the same; and the squares they keep. */
export interface SplitsAlong {
  readonly carriers: Map<number, Carried[]>;
  readonly carried: Map<number, Carried>;
  readonly size: number;
}

/**
 * Fission nodes that may walk with a whole-piece node: the compound's component moves alone
 * by the very move the compound makes as that component (Fusion: the Queen's bishop lines, once
 * as the Queen, once as the Bishop leaving a Rook), so one walk writes both at each empty square.
 * The walk keeps the squares, and the fission node lists its moves from them in its own place
 * among the piece's nodes, so that the moves come in the order of the plan's nodes.
 */
export function splitsAlong(t: VariantTables, moves: readonly MoveNode[]): SplitsAlong {
  const carriers = new Map<number, Carried[]>();
  const carried = new Map<number, Carried>();
  let size = 0;
  moves.forEach((node, k) => {
    if (node.split === null || !node.quiet || node.captureMode !== 'replace') return;
    const whole = moves.slice(0, k).findIndex((w) => w.split === null && carries(w, node));
    if (whole < 0) return;
    const c: Carried = { node, index: k, base: size };
    size += node.vectors.length * (node.kind === 'ride' ? node.range || Math.max(t.geo.files, t.geo.ranks) : 1);
    carriers.set(whole, [...(carriers.get(whole) ?? []), c]);
    carried.set(k, c);
  });
  return { carriers, carried, size };
}

/** A carried fission node's moves, to the squares its whole-piece node's walk kept. */
export function writeCarried(w: CodeBlockWriter, c: Carried, ctx: NodeContext): void {
  const stays = pieceConstant(ctx.t, pieceCode(c.node.split!, ctx.color));
  const moved = pieceConstant(ctx.t, pieceCode(c.node.component!, ctx.color));
  w.writeLine(`// fission: ${commentText(ctx.t.plan.pieces[c.node.component!].name)} moves away, to the squares kept above`);
  w.writeLine(`for (let i = 0; i < along${c.index}; i++) split(buf, from, SPLIT_SQUARES[${keptAt(c, 'i')}], ${ctx.piece}, ${stays}, ${moved});`);
}

/** The index in SPLIT_SQUARES of the carried node's square `i` (an expression). */
export function keptAt(c: Carried, i: string): string {
  return c.base === 0 ? i : `${c.base} + ${i}`;
}

/** The length of SPLIT_SQUARES: the most squares one piece's carried fission nodes keep (0: none). */
export function splitSquaresLength(t: VariantTables): number {
  return Math.max(0, ...t.plan.pieces.map((p) => splitsAlong(t, p.moves).size));
}

/** Whether the whole-piece node `w` walks exactly the squares the fission node `s` moves to, under the same conditions. */
function carries(w: MoveNode, s: MoveNode): boolean {
  if ((w.kind !== 'leap' && w.kind !== 'ride') || !w.quiet || w.captureMode !== 'replace' || w.doubleStep) return false;
  const shape = (n: MoveNode): string =>
    JSON.stringify([n.kind, n.vectors, n.kind === 'ride' ? n.range : 0, n.kind === 'leap' ? [n.lame, n.legs ?? null] : 0, n.initial, n.ranks ?? null, n.notInCheck ?? false, n.to ?? null, n.from ?? null]);
  return w.component === s.component && shape(w) === shape(s);
}

/** Fission's condition, once per piece: `splits` says whether the compound on `from` may split. */
export function writeCanSplit(w: CodeBlockWriter, t: VariantTables, color: number): void {
  if (t.plan.fission?.whenAttacked) w.writeLine('const splits = true;');
  else w.writeLine(`const splits = !${attackCall(t, color ^ 1, 'from', 'false')};`);
}

/** A quiet move that splits the compound on `from`: the component moves to `to`, its partner stays. */
export function splitMove(node: MoveNode, ctx: NodeContext): string {
  const stays = pieceConstant(ctx.t, pieceCode(node.split!, ctx.color));
  return `split(buf, from, to, ${ctx.piece}, ${stays}, ${pieceConstant(ctx.t, pieceCode(node.component!, ctx.color))});`;
}
