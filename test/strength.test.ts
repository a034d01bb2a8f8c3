// Playing strength, measured (FAIRYFORGE_LONG=1 only: minutes of games, and timing-dependent):
// fairyforge over UCI against Debian's native Fairy-Stockfish at Skill Level 0, 200 ms a move,
// and against a random mover at 100 ms a move, refereed by our runtime (bench/uci-match.ts).
// The bars are the issue's: at least 50% against Fairy-Stockfish over 20 games of chess and
// in two more variants both know, at least 95% against a random mover.

import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { fairyforgeScript, FAIRY_STOCKFISH, playMatch, randomPlayer, uciPlayer } from '../bench/uci-match.ts';
import { Engine } from '../runtime/engine.ts';
import { LONG, loadPlan } from './support.ts';

const run = LONG && existsSync(FAIRY_STOCKFISH) ? describe : describe.skip;

async function match(variant: string, opponent: 'fsf' | 'random', games: number, movetime: number, fsfName = variant): Promise<number> {
  const engine = new Engine(loadPlan(variant));
  const ours = await uciPlayer('fairyforge', fairyforgeScript(), { UCI_Variant: variant }, movetime);
  const theirs = opponent === 'random' ? randomPlayer(11) : await uciPlayer('fairy-stockfish', FAIRY_STOCKFISH, { UCI_Variant: fsfName, 'Skill Level': '0' }, movetime);
  try {
    const m = await playMatch(engine, ours, theirs, { games, maxPlies: 300, randomPlies: 2 });
    console.log(`${variant} vs ${opponent}: +${m.wins} =${m.draws} -${m.losses} (${(100 * m.score).toFixed(1)}%)`);
    return m.score;
  } finally {
    await ours.close();
    await theirs.close();
  }
}

run('strength (FAIRYFORGE_LONG=1)', () => {
  test('chess: at least 50% against Fairy-Stockfish Skill Level 0 over 20 games', async () => {
    expect(await match('chess', 'fsf', 20, 200)).toBeGreaterThanOrEqual(0.5);
  }, 3_600_000);

  test.each([
    ['kingofthehill', 'kingofthehill'],
    ['threecheck', '3check'],
  ])('%s: at least 50% against Fairy-Stockfish Skill Level 0', async (variant, fsf) => {
    expect(await match(variant, 'fsf', 10, 200, fsf)).toBeGreaterThanOrEqual(0.5);
  }, 3_600_000);

  test.each(['chess', 'antichess', 'racingkings', 'shatranj', 'grand', 'interweave'])('%s: at least 95% against a random mover', async (variant) => {
    expect(await match(variant, 'random', 10, 100)).toBeGreaterThanOrEqual(0.95);
  }, 3_600_000);
});
