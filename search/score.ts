// Search scores: centipawns for the side to move, and won or lost games as MATE minus the plies
// to the end, so that a nearer win scores higher. UCI reports the latter as `mate N` (moves).

/** A won game at the root; a win n plies away scores MATE - n. */
export const MATE = 32000;
/** Scores beyond this are wins or losses, not evaluations. */
export const MATE_BOUND = MATE - 1000;
export const INFINITE = MATE + 1;

/** Whether a score is a won or lost game. */
export function isMate(score: number): boolean {
  return score > MATE_BOUND || score < -MATE_BOUND;
}

/** A won or lost game in moves (UCI's `mate N`: positive when the side to move wins). */
export function mateMoves(score: number): number {
  return score > 0 ? Math.ceil((MATE - score) / 2) : -Math.ceil((MATE + score) / 2);
}
