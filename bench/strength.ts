// Strength against a random mover in every bundled variant (or the ones named): fairyforge over
// UCI, as a GUI runs it, refereed by our runtime (bench/uci-match.ts), colours alternating.
// Prints one row per variant (+W =D -L, score) and the time the whole run took; a variant
// whose games end in draws (the 300-ply adjudication, or a draw rule) is the finding to look at.
//
//   npx tsx bench/strength.ts [--games 4] [--movetime 100] [--variants chess,shogi] [--max-plies 300]

import Table from 'cli-table3';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEngine, variantNames } from '../cli/variant-source.ts';
import { fairyforgeScript, playMatch, randomPlayer, uciPlayer, type MatchScore } from './uci-match.ts';

export interface RandomRow {
  readonly variant: string;
  readonly match: MatchScore;
  readonly seconds: number;
}

/** Plays `games` games of `variant` against a random mover; `onGame` sees each game as it ends. */
export async function againstRandom(variant: string, options: { games: number; movetime: number; maxPlies: number; seed?: number }): Promise<RandomRow> {
  const began = Date.now();
  const { engine } = await loadEngine(variant);
  const ours = await uciPlayer('fairyforge', fairyforgeScript(), { UCI_Variant: variant }, { movetime: options.movetime });
  const theirs = randomPlayer(options.seed ?? 11);
  try {
    const match = await playMatch(engine, ours, theirs, { games: options.games, maxPlies: options.maxPlies, randomPlies: 2 });
    return { variant, match, seconds: (Date.now() - began) / 1000 };
  } finally {
    await ours.close();
    await theirs.close();
  }
}

/** How the games that were not won ended, e.g. "adjudicated a draw after 300 plies ×2". */
function notWon(row: RandomRow): string {
  const counts = new Map<string, number>();
  row.match.games.forEach((g, i) => {
    const oursWhite = i % 2 === 0;
    const won = g.score !== '1/2-1/2' && (g.score === '1-0') === oursWhite;
    if (!won) counts.set(g.ending, (counts.get(g.ending) ?? 0) + 1);
  });
  return [...counts].map(([ending, n]) => (n > 1 ? `${ending} ×${n}` : ending)).join('; ');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      games: { type: 'string', default: '4' },
      movetime: { type: 'string', default: '100' },
      'max-plies': { type: 'string', default: '300' },
      variants: { type: 'string' },
    },
  });
  const names = values.variants === undefined ? variantNames() : values.variants.split(',').map((s) => s.trim()).filter((s) => s !== '');
  const options = { games: Number(values.games), movetime: Number(values.movetime), maxPlies: Number(values['max-plies']) };
  const table = new Table({ head: ['variant', '+W =D -L', 'score', 'plies (mean)', 'seconds', 'not won'], style: { head: [], border: [] } });
  const began = Date.now();
  let below = 0;
  for (const variant of names) {
    const row = await againstRandom(variant, options);
    const { wins, draws, losses, score, games } = row.match;
    const plies = games.reduce((s, g) => s + g.moves.length, 0) / Math.max(1, games.length);
    if (score < 0.95) below++;
    // each row as it comes, so a long run shows progress; the table at the end
    console.error(`${variant}: +${wins} =${draws} -${losses} ${(100 * score).toFixed(1)}% (${row.seconds.toFixed(0)} s)`);
    table.push([variant, `+${wins} =${draws} -${losses}`, `${(100 * score).toFixed(1)}%`, plies.toFixed(0), row.seconds.toFixed(0), notWon(row)]);
  }
  console.log(table.toString());
  console.log(`${names.length} variants, ${options.games} games each at ${options.movetime} ms/move: ${below} below 95%; ${((Date.now() - began) / 60000).toFixed(1)} min in all`);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) await main();
