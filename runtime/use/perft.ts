// Perft: the number of leaves of the legal-move tree, one ply per turn, bulk-counting the
// last ply. Draw claims (50-move, repetition) are ignored, as in the published perft tables.
// `perft` is the hot recursion. `divideSteps` is the same count split at the root (the one
// divide, used by Engine.divide and the CLI) and cut into steps of a few thousand nodes, so
// that a driver can check its budget between them — a clock, a node cap, an interrupt flag
// that only a signal handler can set, which needs the event loop (`countInSlices`).
// Budgets (runtime/use/perft-budget.ts) are charged where the last ply is bulk-counted, so the
// hot path pays one comparison per depth-1 node.

import type { MoveGenerator } from '../generate/generator.ts';
import { generateLegal } from '../legal/legal.ts';
import { M_COUNT, M_HEADER, type MoveBuffer } from '../moves.ts';
import { describeMoves } from '../state/notation.ts';
import { chargeBudget, checkPerftDepth, stopIfSpent, type PerftBudget } from './perft-budget.ts';
import type { Position } from '../state/position.ts';

export function perft(pos: Position, gen: MoveGenerator, buf: MoveBuffer, depth: number, budget?: PerftBudget): number {
  if (depth === 0) {
    if (budget) chargeBudget(budget, 1);
    return 1;
  }
  const top = buf.top;
  const count = buf.count;
  const first = generateLegal(pos, gen, buf);
  let nodes = 0;
  if (depth === 1) {
    nodes = buf.count - first;
    if (budget) chargeBudget(budget, nodes);
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

/** The count below one root move, yielded by `divideSteps` once that move is done. */
export interface RootCount {
  readonly uci: string;
  readonly nodes: number;
  /** The move's place among the root moves (from 0), and how many there are. */
  readonly index: number;
  readonly moves: number;
}

/** A stepped count: yields `undefined` between steps and a RootCount after each root move; returns the total. */
export type PerftSteps = Generator<RootCount | undefined, number, void>;

/**
 * Subtrees this shallow are one step, counted by `perft` in one call: a few thousand leaves in
 * chess, tens of thousands with a couple of hundred moves per position.
 */
const STEP_DEPTH = 2;

/**
 * Perft split at the root, in steps: the count below each legal move of `pos` (keyed by its
 * UCI-like text) and the total. Memory grows with the depth searched only: one move list in
 * `buf` and one saved state in `pos` per ply.
 */
export function* divideSteps(pos: Position, gen: MoveGenerator, buf: MoveBuffer, depth: number, budget?: PerftBudget): PerftSteps {
  checkPerftDepth(depth);
  if (depth === 0) return perft(pos, gen, buf, 0, budget);
  const moves = describeMoves(pos, gen, buf);
  // describeMoves released the buffer: copy each root record before the count below reuses it
  const records = moves.map((m) => buf.data.slice(m.offset, m.offset + M_HEADER + 3 * buf.data[m.offset + M_COUNT]));
  let total = 0;
  for (const [index, m] of moves.entries()) {
    pos.make(records[index], 0);
    const nodes = yield* stepsBelow(pos, gen, buf, depth - 1, budget);
    pos.unmake(records[index], 0);
    total += nodes;
    yield { uci: m.uci, nodes, index, moves: moves.length };
  }
  return total;
}

/** Perft of `pos` to `depth`, yielding after each subtree of STEP_DEPTH plies. */
function* stepsBelow(pos: Position, gen: MoveGenerator, buf: MoveBuffer, depth: number, budget?: PerftBudget): Generator<undefined, number, void> {
  if (depth <= STEP_DEPTH) {
    const nodes = perft(pos, gen, buf, depth, budget);
    yield;
    return nodes;
  }
  const top = buf.top;
  const count = buf.count;
  const first = generateLegal(pos, gen, buf);
  const end = buf.count;
  let nodes = 0;
  for (let i = first; i < end; i++) {
    const off = buf.offsets[i];
    pos.make(buf.data, off);
    nodes += yield* stepsBelow(pos, gen, buf, depth - 1, budget);
    // the buffer may have grown (and moved) during the steps below: read it afresh
    pos.unmake(buf.data, off);
  }
  buf.top = top;
  buf.count = count;
  return nodes;
}

/** Runs a stepped count to its end in one go, checking the budget between steps. */
export function countNow(steps: PerftSteps, budget?: PerftBudget, onRoot?: (c: RootCount) => void): number {
  if (budget) stopIfSpent(budget);
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
    if (step.value !== undefined) onRoot?.(step.value);
    if (budget) stopIfSpent(budget);
  }
}

/** How long a stepped count runs before it lets the event loop run (signal handlers, timers, output). */
const SLICE_MS = 50;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Runs a stepped count in slices of about SLICE_MS, letting the event loop run between them,
 * so that a signal handler can set the budget's interrupt flag; the budget is checked between
 * steps (throws PerftAborted when spent).
 */
export async function countInSlices(steps: PerftSteps, budget?: PerftBudget, onRoot?: (c: RootCount) => void): Promise<number> {
  if (budget) stopIfSpent(budget);
  let sliceEnd = performance.now() + SLICE_MS;
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
    if (step.value !== undefined) onRoot?.(step.value);
    if (performance.now() >= sliceEnd) {
      await nextTurn();
      sliceEnd = performance.now() + SLICE_MS;
    }
    if (budget) stopIfSpent(budget);
  }
}
