// The limits of a perft count: the deepest count accepted, and a budget that stops a long
// count cleanly (node cap, deadline, or an interrupt flag the caller sets, e.g. on Ctrl-C).
// No imports, so that the command line can check a depth before it loads any of the runtime.

/**
 * The deepest perft the library and the CLI count. Leaf counts grow exponentially with the
 * depth (chess has about 2 × 10^21 leaves at depth 15), so no count much deeper than 15 plies
 * can finish, even partially bounded by --max-nodes it means little; 100 leaves room for
 * narrow variants while bounding the memory of a count (a move list and a state per ply).
 */
export const MAX_PERFT_DEPTH = 100;

/**
 * Why `depth` cannot be counted (a sentence), or null when it can; `shown` is the depth as the
 * user wrote it, cut to a few characters when long.
 */
export function perftDepthProblem(depth: number, shown = String(depth)): string | null {
  const got = shown.length > 24 ? `${shown.slice(0, 20)}…` : shown;
  if (depth > MAX_PERFT_DEPTH) return `the depth must be at most ${MAX_PERFT_DEPTH} plies (perft grows exponentially with depth), got ${got}`;
  if (!Number.isSafeInteger(depth) || depth < 0) return `the depth must be a non-negative integer, got ${got}`;
  return null;
}

/** The most worker threads a count may ask for: far above any core count a count gains from. */
export const MAX_PERFT_THREADS = 256;

/** Why `threads` is not a thread count for a perft (a sentence), or null when it is one. */
export function perftThreadsProblem(threads: unknown): string | null {
  if (typeof threads === 'number' && Number.isSafeInteger(threads) && threads >= 1 && threads <= MAX_PERFT_THREADS) return null;
  return `the thread count must be a whole number from 1 to ${MAX_PERFT_THREADS}`;
}

/** Throws a RangeError for a depth that cannot be counted: a bug of the caller. */
export function checkPerftDepth(depth: number): void {
  const problem = perftDepthProblem(depth);
  if (problem !== null) throw new RangeError(`perft: ${problem}`);
}

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
  /**
   * Called at each clock check (every 256 charges) before the budget is judged: a worker thread
   * publishes its count there and may set `interrupted` (lib/perft-threads.ts).
   */
  readonly tick?: ((b: PerftBudget) => void) | undefined;
}

/**
 * A budget of at most `maxNodes` leaves and `timeoutMs` milliseconds counted from `since`, a
 * `performance.now()` time: now by default; 0 is the start of the process (its time origin),
 * which makes the timeout bound a whole command, loading included.
 */
export function perftBudget(limits: { maxNodes?: number; timeoutMs?: number; since?: number } = {}): PerftBudget {
  const deadline = limits.timeoutMs === undefined ? Infinity : (limits.since ?? performance.now()) + limits.timeoutMs;
  return { nodes: 0, maxNodes: limits.maxNodes ?? Infinity, deadline, interrupted: false, tick: undefined };
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

/** Throws PerftAborted when the budget is spent (checks the clock). */
export function stopIfSpent(b: PerftBudget): void {
  const reason = budgetExceeded(b);
  if (reason !== null) throw new PerftAborted(reason, b.nodes);
}

let charges = 0;

/**
 * Adds `n` counted leaves; throws PerftAborted when the budget is spent. The clock is read
 * every 256 charges: this runs once per bulk-counted position, in the hot path.
 */
export function chargeBudget(b: PerftBudget, n: number): void {
  b.nodes += n;
  if (b.nodes >= b.maxNodes || b.interrupted || ((++charges & 255) === 0 && clockCheck(b))) {
    throw new PerftAborted(budgetExceeded(b) ?? 'max-nodes', b.nodes);
  }
}

/** The periodic check of chargeBudget: runs the budget's tick, then reads the flag and the clock. */
function clockCheck(b: PerftBudget): boolean {
  b.tick?.(b);
  return b.interrupted || (b.deadline !== Infinity && performance.now() >= b.deadline);
}
