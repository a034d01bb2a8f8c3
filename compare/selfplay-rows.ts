// The self-play rows of a comparison (`compare --selfplay N`): per variant, the balance figures of
// engine-against-engine games (selfplay/balance.ts) — White's, Black's and draw shares with their
// 95% intervals, White's score as an Elo difference, the mean game length and how games ended —
// as rows beside the measured figures, in every format of the report.

import type { Balance, Share } from '../selfplay/balance.ts';
import type { Row } from './compare.ts';

/** The self-play section of a comparison: its rows and how the games were played. */
export interface SelfplaySection {
  readonly rows: readonly Row[];
  readonly games: number;
  readonly depth: number;
  readonly randomPlies: number;
  readonly maxPlies: number;
}

const pct = (s: Share): string => `${s.percent.toFixed(1)}% (${s.low.toFixed(1)}–${s.high.toFixed(1)})`;
const elo = (x: number): string => (Number.isFinite(x) ? `${x >= 0 ? '+' : ''}${Math.round(x)}` : x > 0 ? '+inf' : '-inf');

function row(key: string, label: string, balances: readonly (Balance | null)[], value: (b: Balance) => string): Row {
  const values = balances.map((b) => (b === null ? null : value(b)));
  return { key, label, values, differs: values.some((v) => v !== values[0]) };
}

export function selfplayRows(balances: readonly (Balance | null)[]): Row[] {
  return [
    row('selfplay-games', 'Self-play games', balances, (b) => String(b.games)),
    row('selfplay-white', 'White wins (95% interval)', balances, (b) => pct(b.white)),
    row('selfplay-black', 'Black wins (95% interval)', balances, (b) => pct(b.black)),
    row('selfplay-draws', 'Draws (95% interval)', balances, (b) => pct(b.draws)),
    row('selfplay-elo', "White's edge in Elo (95% interval)", balances, (b) => `${elo(b.elo)} (${elo(b.eloLow)} to ${elo(b.eloHigh)})`),
    row('selfplay-length', 'Mean game length (plies)', balances, (b) => b.meanPlies.toFixed(1)),
    row('selfplay-endings', 'How games ended', balances, (b) => b.endings.map(([why, n]) => `${why} ${n}`).join(', ')),
  ];
}

/** The sentence that says how the self-play games were played. */
export function selfplayNote(s: SelfplaySection): string {
  return (
    `Self-play: ${s.games} games per variant of the engine against itself, ${s.randomPlies} random plies first (seeded), then a search of depth ${s.depth} per move, ` +
    `a game still going at ${s.maxPlies} plies adjudicated a draw (ply-limit). Shares with Wilson 95% intervals; the Elo difference is White's score's, interval carried through.`
  );
}
