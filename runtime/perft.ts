// Perft: the number of leaves of the legal-move tree, one ply per turn, bulk-counting the
// last ply. Draw claims (50-move, repetition) are ignored, as in the published perft tables.
// An optional budget stops a long count cleanly (node cap, deadline, or an interrupt flag the
// caller sets, e.g. on Ctrl-C): it is charged only where the last ply is bulk-counted, so the
// hot path pays one comparison per depth-1 node.

import type { MoveGenerator } from './generator.ts';
import { generateLegal } from './legal.ts';
import type { MoveBuffer } from './moves.ts';
import type { Position } from './position.ts';

/** Why a budgeted perft stopped. */
export type PerftStop = 'interrupted' | 'max-nodes' | 'timeout';

/** Limits of a perft run, and the leaves counted so far under them (`nodes`). */
export interface PerftBudget {
  nodes: number;
  /** Stop once this many leaves are counted (Infinity: no cap). */
  readonly maxNodes: number;
  /** Stop after this `performance.now()` time in ms (Infinity: none). */
  readonly deadline: number;
  /** Set by the caller (a signal handler) to stop at the next check. */
  interrupted: boolean;
}

export function perftBudget(limits: { maxNodes?: number; timeoutMs?: number } = {}): PerftBudget {
  const deadline = limits.timeoutMs === undefined ? Infinity : performance.now() + limits.timeoutMs;
  return { nodes: 0, maxNodes: limits.maxNodes ?? Infinity, deadline, interrupted: false };
}

/**
 * Thrown by a budgeted perft that ran out; `nodes` is what was counted so far. The position
 * and buffer are left mid-tree: discard them.
 */
export class PerftAborted extends Error {
  override readonly name = 'PerftAborted';
  constructor(
    readonly reason: PerftStop,
    readonly nodes: number,
  ) {
    super(`perft stopped (${reason}) after ${nodes} nodes`);
  }
}

/** The reason to stop now, if any (checks the clock too). */
export function budgetExceeded(b: PerftBudget): PerftStop | null {
  if (b.interrupted) return 'interrupted';
  if (b.nodes >= b.maxNodes) return 'max-nodes';
  if (b.deadline !== Infinity && performance.now() >= b.deadline) return 'timeout';
  return null;
}

let charges = 0;

/** Adds `n` counted leaves; throws PerftAborted when the budget is spent (the clock is read every 256 charges). */
function charge(b: PerftBudget, n: number): void {
  b.nodes += n;
  if (b.nodes >= b.maxNodes || b.interrupted || ((++charges & 255) === 0 && b.deadline !== Infinity && performance.now() >= b.deadline)) {
    throw new PerftAborted(budgetExceeded(b) ?? 'max-nodes', b.nodes);
  }
}

export function perft(pos: Position, gen: MoveGenerator, buf: MoveBuffer, depth: number, budget?: PerftBudget): number {
  if (depth === 0) {
    if (budget) charge(budget, 1);
    return 1;
  }
  const top = buf.top;
  const count = buf.count;
  const first = generateLegal(pos, gen, buf);
  let nodes = 0;
  if (depth === 1) {
    nodes = buf.count - first;
    if (budget) charge(budget, nodes);
  } else {
    const end = buf.count;
    for (let i = first; i < end; i++) {
      const off = buf.offsets[i];
      pos.make(buf.data, off);
      nodes += perft(pos, gen, buf, depth - 1, budget);
      pos.unmake(buf.data, off);
    }
  }
  buf.top = top;
  buf.count = count;
  return nodes;
}
