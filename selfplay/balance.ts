// Balance figures from a set of games: White's, Black's and draw percentages with 95% confidence
// intervals (Wilson's, which stay inside 0–100% and do not shrink to nothing at 0 or 100%),
// White's score (with a normal-approximation interval, draws counting half) and the Elo difference it implies (with the
// interval of the score carried through the logistic curve), game lengths and how games ended.

import type { SelfplayGame } from './game.ts';

export interface Share {
  /** Percentage, and its 95% confidence interval, in percent. */
  readonly percent: number;
  readonly low: number;
  readonly high: number;
}

export interface Balance {
  readonly games: number;
  readonly white: Share;
  readonly black: Share;
  readonly draws: Share;
  /** White's score (a win 1, a draw ½) in percent, with its 95% interval. */
  readonly whiteScore: Share;
  /** Elo difference White − Black implied by White's score, and the 95% interval (±Infinity at 0% or 100%). */
  readonly elo: number;
  readonly eloLow: number;
  readonly eloHigh: number;
  /** Plies per game. */
  readonly meanPlies: number;
  readonly minPlies: number;
  readonly maxPlies: number;
  /** How many games ended each way, most frequent first. */
  readonly endings: readonly (readonly [string, number])[];
}

const Z95 = 1.959964;

/** A share of `count` in `n` games with Wilson's score interval. */
export function share(count: number, n: number): Share {
  const p = count / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { percent: 100 * p, low: 100 * Math.max(0, centre - half), high: 100 * Math.min(1, centre + half) };
}

/** Elo difference of a score in [0, 1]. */
export function eloOf(score: number): number {
  if (score <= 0) return -Infinity;
  if (score >= 1) return Infinity;
  return -400 * Math.log10(1 / score - 1);
}

export function balanceOf(games: readonly SelfplayGame[]): Balance | null {
  const n = games.length;
  if (n === 0) return null;
  const wins = games.filter((g) => g.white === 1).length;
  const losses = games.filter((g) => g.white === 0).length;
  const draws = n - wins - losses;
  const score = (wins + draws / 2) / n;
  const variance = games.reduce((v, g) => v + (g.white - score) ** 2, 0) / n;
  const margin = Z95 * Math.sqrt(variance / n);
  const endings = new Map<string, number>();
  for (const g of games) endings.set(g.ending, (endings.get(g.ending) ?? 0) + 1);
  const plies = games.map((g) => g.plies);
  return {
    games: n,
    white: share(wins, n),
    black: share(losses, n),
    draws: share(draws, n),
    whiteScore: { percent: 100 * score, low: 100 * Math.max(0, score - margin), high: 100 * Math.min(1, score + margin) },
    elo: eloOf(score),
    eloLow: eloOf(Math.max(0, score - margin)),
    eloHigh: eloOf(Math.min(1, score + margin)),
    meanPlies: plies.reduce((a, b) => a + b, 0) / n,
    minPlies: Math.min(...plies),
    maxPlies: Math.max(...plies),
    endings: [...endings].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
  };
}
