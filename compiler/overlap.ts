// A piece's moves are a set, as in Betza's notation and Fairy-Stockfish: when two atoms of one
// piece give the same move (KW, WfW, ifmnD + mfnD), it is one move. This compile step removes,
// per vector and per part (quiet, capture), what another node of the piece already makes under
// the same or weaker conditions, so most overlaps cost nothing at run time. What is left is an
// overlap no node list can say without a new condition (RfD: the rook reaches d3 only over an
// empty d2, the leap always): `overlaps` flags such a piece, and both engines then drop its
// duplicate moves after generating them (runtime/generate/duplicates.ts) — only for that piece.

import { leapSquares } from '../runtime/generate/paths.ts';
import type { MoveNode, NodeRegion, Vector } from '../runtime/plan/moves.ts';

type Part = 'quiet' | 'capture';
const PARTS: readonly Part[] = ['quiet', 'capture'];

/**
 * The piece's nodes without the (vector, part) pairs another node makes too; unchanged nodes are
 * kept as they are. Only nodes that have the vector, or a rider's step that divides it, can
 * cover a move (see `covers`): they are looked up by vector, so the work grows with the moves a
 * piece has, not with their square.
 */
export function normaliseMoves(nodes: readonly MoveNode[]): MoveNode[] {
  const byVector = nodesByVector(nodes);
  const out: MoveNode[] = [];
  nodes.forEach((node, i) => {
    const kept = new Map<string, Vector[]>(); // remaining parts → vectors
    for (const v of node.vectors) {
      const rivals = coverCandidates(byVector, v).filter((j) => j !== i);
      const parts = PARTS.filter((part) => has(node, part) && !rivals.some((j) => wins(nodes[j], j, node, i, v, part)));
      const key = parts.join('+');
      if (!kept.has(key)) kept.set(key, []);
      kept.get(key)!.push(v);
    }
    if (kept.size === 1 && kept.has(PARTS.filter((p) => has(node, p)).join('+'))) {
      out.push(node);
      return;
    }
    for (const [key, vectors] of kept) {
      if (key === '') continue;
      out.push(restrict(node, vectors, key.split('+') as Part[]));
    }
  });
  return out;
}

const vectorKey = ([dx, dy]: Vector): string => `${dx},${dy}`;

/** Each vector's nodes (indexes, in order, once each). */
function nodesByVector(nodes: readonly MoveNode[]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  nodes.forEach((node, i) => {
    for (const v of node.vectors) {
      const list = index.get(vectorKey(v)) ?? [];
      if (list[list.length - 1] !== i) list.push(i);
      index.set(vectorKey(v), list);
    }
  });
  return index;
}

/** The nodes that have `v` or a vector `v / k` (k a whole number): the only ones that may cover a move along `v`. */
function coverCandidates(byVector: ReadonlyMap<string, readonly number[]>, [dx, dy]: Vector): number[] {
  const found = new Set<number>(byVector.get(vectorKey([dx, dy])) ?? []);
  const g = gcd(Math.abs(dx), Math.abs(dy));
  for (let k = 2; k <= g; k++) {
    if (g % k !== 0) continue;
    for (const j of byVector.get(vectorKey([dx / k, dy / k])) ?? []) found.add(j);
  }
  return [...found];
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * Whether two nodes of the piece can still make one move twice (same landing, a shared part).
 * One pass over every node's landings, keyed by what must agree for two moves to be one (the
 * part, the fission a node makes, the landing square), so a piece of many nodes costs their
 * landings, not their pairs.
 */
export function overlaps(nodes: readonly MoveNode[], files: number, ranks: number): boolean {
  const longest = Math.max(files, ranks);
  const seen = new Map<string, number>();
  for (const [i, node] of nodes.entries()) {
    // a fission leaves a component behind: it never equals a move of the whole piece, nor of another component's fission
    const group = node.split === null ? 'whole' : `${node.split}:${node.component}`;
    for (const part of PARTS) {
      if (!has(node, part)) continue;
      for (const square of landings(node, longest)) {
        const key = `${group}|${part}|${square}`;
        const first = seen.get(key);
        if (first === undefined) seen.set(key, i);
        else if (first !== i) return true;
      }
    }
  }
  return false;
}

function has(node: MoveNode, part: Part): boolean {
  return part === 'quiet' ? node.quiet : node.capture || node.enPassant;
}

/** `other` (index j) takes over `node`'s (v, part): it covers it, and if they cover each other the earlier one stays. */
function wins(other: MoveNode, j: number, node: MoveNode, i: number, v: Vector, part: Part): boolean {
  if (!covers(other, node, v, part)) return false;
  return j < i || !covers(node, other, v, part);
}

/** Whether `other` makes `node`'s move along `v` (that part of it) whenever `node` does. */
function covers(other: MoveNode, node: MoveNode, v: Vector, part: Part): boolean {
  if (!has(other, part)) return false;
  if (other.initial && !node.initial) return false;
  if (!sameOrigin(other, node)) return false;
  if (other.split !== null || node.split !== null || other.fuse || node.fuse) return false;
  if (other.component !== node.component) return false;
  // a move that may not promote makes less than one that may, where the mover promotes
  if (other.noPromotion && !node.noPromotion) return false;
  if (part === 'quiet' && other.doubleStep !== node.doubleStep) return false;
  if (part === 'capture' && (other.enPassant !== node.enPassant || other.capture !== node.capture)) return false;
  if (!regionCovers(other.to, node.to) || !regionCovers(other.from, node.from)) return false;
  if (part === 'capture' && `${other.captureExcept ?? ''}` !== `${node.captureExcept ?? ''}`) return false;
  if (other.captureMode !== 'replace' || node.captureMode !== 'replace' || other.kind === 'remove' || node.kind === 'remove' || other.kind === 'hop' || node.kind === 'hop') {
    // other capture mechanics: only the very same move counts
    return other.kind === node.kind && other.captureMode === node.captureMode && sameShape(other, node) && hasVector(other, v);
  }
  if (node.kind === 'leap') {
    if (other.kind === 'leap') return hasVector(other, v) && (!other.lame || (node.lame && sameLegs(other, node, v)));
    if (other.kind === 'ride') return rideCoversLeap(other, node, v);
    return false;
  }
  if (node.kind === 'ride' && other.kind === 'ride') {
    return hasVector(other, v) && (other.range === 0 || (node.range !== 0 && other.range >= node.range));
  }
  return false;
}

/** A rider reaches k steps along u over k - 1 empty squares: it covers a leap to k·u that needs at least those empty. */
function rideCoversLeap(ride: MoveNode & { kind: 'ride' }, leap: MoveNode & { kind: 'leap' }, [dx, dy]: Vector): boolean {
  for (const [ux, uy] of ride.vectors) {
    const k = ux !== 0 ? dx / ux : dy / uy;
    if (!Number.isInteger(k) || k < 1 || dx !== k * ux || dy !== k * uy) continue;
    if (ride.range !== 0 && k > ride.range) continue;
    if (k === 1) return true;
    if (!leap.lame) continue;
    const passed = leapSquares(leap, leap.vectors.findIndex(([x, y]) => x === dx && y === dy));
    let all = true;
    for (let s = 1; s < k; s++) if (!passed.some(([x, y]) => x === s * ux && y === s * uy)) all = false;
    if (all) return true;
  }
  return false;
}

/** Whether a move bound to region `a` (null: anywhere) may go wherever one bound to `b` may. */
function regionCovers(a: NodeRegion | null, b: NodeRegion | null): boolean {
  if (a === null) return true;
  if (b === null) return false;
  return [0, 1].every((c) => b.squares[c].every((sq) => a.squares[c].includes(sq)));
}

function sameShape(a: MoveNode, b: MoveNode): boolean {
  if (a.kind === 'ride' && b.kind === 'ride') return a.range === b.range;
  if (a.kind === 'hop' && b.kind === 'hop') return a.after === b.after && (a.screenExcept ?? []).join() === (b.screenExcept ?? []).join();
  if (a.kind === 'leap' && b.kind === 'leap') return a.lame === b.lame && a.vectors.every((v) => !hasVector(b, v) || sameLegs(a, b, v));
  return a.kind === b.kind;
}

/** Whether two lame leaps pass the same squares on vector `v` (both have it). */
function sameLegs(a: MoveNode & { kind: 'leap' }, b: MoveNode & { kind: 'leap' }, v: Vector): boolean {
  const at = (n: MoveNode & { kind: 'leap' }): string => `${leapSquares(n, n.vectors.findIndex(([x, y]) => x === v[0] && y === v[1]))}`;
  return at(a) === at(b);
}

function hasVector(node: MoveNode, [dx, dy]: Vector): boolean {
  return node.vectors.some(([x, y]) => x === dx && y === dy);
}

/** `node` on `vectors` only, making only `parts`. */
function restrict(node: MoveNode, vectors: Vector[], parts: readonly Part[]): MoveNode {
  const quiet = parts.includes('quiet');
  const capture = parts.includes('capture');
  // a leap's own legs follow its vectors
  const legs = node.kind === 'leap' && node.legs ? { legs: vectors.map((v) => leapSquares(node, node.vectors.indexOf(v))) } : {};
  return {
    ...node,
    ...legs,
    vectors,
    quiet,
    capture: capture && node.capture,
    enPassant: capture && node.enPassant,
    doubleStep: quiet && node.doubleStep,
  };
}

/** Every square (relative to the start) where the node may end a move. */
function landings(node: MoveNode, longest: number): Set<string> {
  const out = new Set<string>();
  if (node.kind === 'remove') {
    out.add('0,0');
    return out;
  }
  // a jump ride may land beyond its range's last step; count every square on the line
  const steps = node.kind === 'leap' ? 1 : node.kind === 'hop' || node.range === 0 || node.captureMode === 'jump' ? longest : node.range;
  for (const [dx, dy] of node.vectors) for (let k = 1; k <= steps; k++) out.add(`${k * dx},${k * dy}`);
  return out;
}

/** Whether two nodes start from the same squares by their rank and check conditions (runtime/generate/move-origin.ts). */
export function sameOrigin(a: MoveNode, b: MoveNode): boolean {
  return (a.ranks ?? []).join() === (b.ranks ?? []).join() && !!a.notInCheck === !!b.notInCheck;
}
