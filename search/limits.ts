// Search limits and time management: how deep, how many nodes, how long. A fixed time per move
// is used whole; on a clock (time left and increment, as UCI's wtime/btime/winc/binc) the search
// plans a share of what is left (a soft limit: no new iteration starts past it) and never
// passes a hard limit a few times larger, kept well inside the time left.

export interface SearchLimits {
  /** Deepest iteration, in plies. */
  readonly depth?: number;
  /** Stop after about this many nodes. */
  readonly nodes?: number;
  /** Milliseconds for this move. */
  readonly movetime?: number;
  /** Milliseconds left on each side's clock, and their increments per move. */
  readonly wtime?: number;
  readonly btime?: number;
  readonly winc?: number;
  readonly binc?: number;
  /** Moves to the next time control; absent = sudden death. */
  readonly movestogo?: number;
  /** Search until stopped (UCI `go infinite`). */
  readonly infinite?: boolean;
}

/** Milliseconds from the search's start. */
export interface TimePlan {
  /** No new iteration starts after this. */
  readonly soft: number;
  /** The search stops here, mid-iteration if need be. */
  readonly hard: number;
}

/** Time kept back for the engine's own overhead and the message's way to the GUI. */
const OVERHEAD_MS = 20;
/** Moves a sudden-death clock is planned to last for. */
const HORIZON = 30;

export function timePlan(limits: SearchLimits, side: number): TimePlan {
  if (limits.infinite) return { soft: Infinity, hard: Infinity };
  if (limits.movetime !== undefined) {
    const t = Math.max(1, limits.movetime - OVERHEAD_MS / 2);
    return { soft: t, hard: t };
  }
  const left = side === 0 ? limits.wtime : limits.btime;
  if (left === undefined) return { soft: Infinity, hard: Infinity };
  const inc = (side === 0 ? limits.winc : limits.binc) ?? 0;
  const usable = Math.max(1, left - OVERHEAD_MS);
  const moves = Math.max(1, Math.min(limits.movestogo ?? HORIZON, HORIZON));
  const soft = Math.min(usable / moves + inc * 0.75, usable * 0.5);
  const hard = Math.min(soft * 4, usable * 0.6);
  return { soft: Math.max(1, soft), hard: Math.max(1, hard) };
}

/**
 * Milliseconds a protocol's search gets when its `go` names no limit that ends it: a UCI `go`
 * with no words, a CECP `go` with no time control or a clock only for the other side.
 */
export const DEFAULT_MOVE_MS = 2000;

/** `limits`, or `limits` with a move time of DEFAULT_MOVE_MS when nothing in them ends a search for `side` (`infinite` waits for a stop). */
export function boundedLimits(limits: SearchLimits, side: number): SearchLimits {
  const clock = side === 0 ? limits.wtime : limits.btime;
  const bounded = limits.infinite === true || limits.depth !== undefined || limits.nodes !== undefined || limits.movetime !== undefined || clock !== undefined;
  return bounded ? limits : { ...limits, movetime: DEFAULT_MOVE_MS };
}
