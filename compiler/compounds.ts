// Compounds: the compile step for compound pieces, fusion and fission (Fusion chess). A
// compound moves as either of its components: its plan gets the union of their move nodes,
// each tagged with the component it comes from, without the moves two components share. With
// `fusion`, the moving pieces get the combination table (derived from which compounds exist)
// and the quiet nodes that may end on a partner; with fission, each compound also gets one
// fission-only node per component node, which moves that component away and leaves the other.

import type { MoveNode } from '../runtime/plan/moves.ts';
import type { FusionPlan, PiecePlan } from '../runtime/plan/pieces.ts';
import type { VariantSpec } from '../schema/spec-types.ts';
import { sameOrigin } from './overlap.ts';

/** The plan's pieces with compounds resolved; `pieces` are the compiled pieces in spec order (not modified). */
export function withCompounds(spec: VariantSpec, pieces: readonly PiecePlan[]): PiecePlan[] {
  const byName = new Map(spec.pieces.map((p, i) => [p.name, i]));
  const componentsOf = spec.pieces.map((p) => (p.compound ?? []).map((name) => byName.get(name)!));
  const fission = spec.fusion !== undefined && (spec.fusion.fission?.enabled ?? true);
  const movers = new Set((spec.fusion?.pieces ?? []).map((name) => byName.get(name)!));
  const fusions = fusionTable(componentsOf, movers);
  return pieces.map((piece, type) => {
    const components = componentsOf[type];
    if (components.length === 0) return fusions[type].length ? withFusions(piece, fusions[type]) : piece;
    const parts = components.map((c) => pieces[c]);
    const whole = union(
      piece.moves,
      parts.map((part, i) => part.moves.map((n) => ({ ...n, component: components[i] }))),
    );
    const splits = fission ? components.flatMap((c, i) => splitNodes(pieces[c], c, components[1 - i])) : [];
    const royal = spec.pieces[type].royal ?? parts.some((p) => p.royal);
    return { ...piece, royal, moves: [...whole, ...splits], components };
  });
}

/** For each piece type, what it becomes by moving onto each partner. */
function fusionTable(componentsOf: readonly number[][], movers: ReadonlySet<number>): FusionPlan[][] {
  const table: FusionPlan[][] = componentsOf.map(() => []);
  componentsOf.forEach((components, compound) => {
    if (components.length !== 2) return;
    const [a, b] = components;
    if (movers.has(a)) table[a].push({ partner: b, compound });
    if (movers.has(b)) table[b].push({ partner: a, compound });
  });
  return table;
}

/** A mover's non-capturing nodes may also end on a partner and fuse. */
function withFusions(piece: PiecePlan, fusions: FusionPlan[]): PiecePlan {
  return { ...piece, fusions, moves: piece.moves.map((n) => (n.quiet ? { ...n, fuse: true } : n)) };
}

/** The component's non-capturing moves as fission-only nodes: it moves away, `stays` remains. */
function splitNodes(part: PiecePlan, component: number, stays: number): MoveNode[] {
  return part.moves
    .filter((n) => n.quiet)
    .filter((n) => n.kind !== 'remove')
    .map((n) => ({ ...n, captureMode: 'replace' as const, quiet: true, capture: false, doubleStep: false, enPassant: false, component, split: stays }));
}

/**
 * The union of node lists without generating a move twice: a vector is dropped when a node
 * kept before it makes the same moves, and a leap's vector also when any rider of the same
 * flags steps along it (the rider's first step is that leap).
 */
function union(own: readonly MoveNode[], lists: readonly MoveNode[][]): MoveNode[] {
  const candidates = lists.flat();
  const riders = candidates.filter((n) => n.kind === 'ride');
  const out: MoveNode[] = [...own];
  for (const node of candidates) {
    const earlier = node.kind === 'leap' ? [...out, ...riders] : out;
    const vectors = node.vectors.filter((v) => !earlier.some((other) => covers(other, node, v)));
    if (vectors.length === node.vectors.length) out.push(node);
    else if (vectors.length > 0) out.push({ ...node, vectors });
  }
  return out;
}

const FLAGS = ['quiet', 'capture', 'initial', 'doubleStep', 'enPassant', 'captureMode'] as const;

/** Whether `other` makes every move `node` makes along vector `v` (same flags, same or longer reach). */
function covers(other: MoveNode, node: MoveNode, [dx, dy]: readonly [number, number]): boolean {
  if (FLAGS.some((f) => other[f] !== node[f]) || !sameOrigin(other, node)) return false;
  if (other.kind === 'hop' || node.kind === 'hop') return false;
  if ((other.to?.name ?? '') !== (node.to?.name ?? '') || (other.from?.name ?? '') !== (node.from?.name ?? '')) return false;
  if (`${other.captureExcept ?? ''}` !== `${node.captureExcept ?? ''}`) return false;
  if (!other.vectors.some(([x, y]) => x === dx && y === dy)) return false;
  if (other.kind === 'ride') {
    if (node.kind === 'leap') return true;
    return node.kind === 'ride' && (other.range === 0 || (node.range !== 0 && other.range >= node.range));
  }
  if (other.kind === 'leap') return node.kind === 'leap' && other.lame === node.lame && JSON.stringify(other.legs) === JSON.stringify(node.legs);
  return false;
}
