// Balance figures from a set of games: White's, Black's and draw percentages with 95% confidence
// intervals (normal approximation), White's score and the Elo difference it implies (with the
// interval of the score carried through the logistic curve), game lengths and how games ended.

import type { SelfplayGame } from './game.ts';

export interface Share {
  /** Percentage, and the half-width of its 95% confidence interval, in percentage points. */
  readonly percent: number;
  readonly margin: number;
}

export interface Balance {
  readonly games: number;
  readonly white: Share;
  readonly black: Share;
  readonly draws: Share;
  /** White's score (a win 1, a draw ½) in percent, with its 95% margin. */
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

function share(count: number, n: number): Share {
  const p = count / n;
  return { percent: 100 * p, margin: 100 * Z95 * Math.sqrt((p * (1 - p)) / n) };
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
    whiteScore: { percent: 100 * score, margin: 100 * margin },
    elo: eloOf(score),
    eloLow: eloOf(Math.max(0, score - margin)),
    eloHigh: eloOf(Math.min(1, score + margin)),
    meanPlies: plies.reduce((a, b) => a + b, 0) / n,
    minPlies: Math.min(...plies),
    maxPlies: Math.max(...plies),
    endings: [...endings].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
  };
}
