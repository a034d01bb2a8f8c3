// The match runner (bench/uci-match.ts) in the default run, briefly: fairyforge over UCI against
// Debian's native Fairy-Stockfish, both colours, in chess and in a goal variant, with our
// runtime refereeing every move. Short games (adjudicated a draw after 40 plies) at a fixed
// depth, so the moves do not depend on how loaded the machine is: what is checked is that every
// answer of both engines is a legal move and every game ends by a rule or the ply cap, never by
// an illegal move. Strength is test/oracle/strength.test.ts's
// (FAIRYFORGE_LONG=1). Skipped when /usr/games/fairy-stockfish is absent (.ci/run installs it).

import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { fairyforgeScript, FAIRY_STOCKFISH, playMatch, randomPlayer, uciPlayer, type GoLimit } from '../../bench/uci-match.ts';
import { Engine } from '../../runtime/use/engine.ts';
import { loadPlan } from '../support.ts';

const run = existsSync(FAIRY_STOCKFISH) ? describe : describe.skip;

/** Each engine's search per move in the default run's matches. */
const DEPTH: GoLimit = { depth: 2 };

test('at a fixed depth a match is reproducible: the same seed plays the same game twice', async () => {
  const engine = new Engine(loadPlan('chess'));
  const games: (readonly string[])[] = [];
  for (let i = 0; i < 2; i++) {
    const ours = await uciPlayer('fairyforge', fairyforgeScript(), { UCI_Variant: 'chess' }, { depth: 1 });
    try {
      const m = await playMatch(engine, ours, randomPlayer(5), { games: 1, maxPlies: 20, randomPlies: 2 });
      games.push(m.games[0].moves);
    } finally {
      await ours.close();
    }
  }
  expect(games[0].length).toBeGreaterThan(10);
  expect(games[1]).toEqual(games[0]);
}, 120_000);

run('match runner: fairyforge against native Fairy-Stockfish', () => {
  test.each([
    ['chess', 'chess'],
    ['kingofthehill', 'kingofthehill'],
    // drops (P@e4) in bestmove: the client must read any move token
    ['crazyhouse', 'crazyhouse'],
  ])('%s: two short games, every move legal', async (variant, fsfName) => {
    const engine = new Engine(loadPlan(variant));
    const ours = await uciPlayer('fairyforge', fairyforgeScript(), { UCI_Variant: variant }, DEPTH);
    const theirs = await uciPlayer('fairy-stockfish', FAIRY_STOCKFISH, { UCI_Variant: fsfName, 'Skill Level': '0' }, DEPTH);
    try {
      const m = await playMatch(engine, ours, theirs, { games: 2, maxPlies: 40, randomPlies: 2 });
      expect(m.games).toHaveLength(2);
      expect(m.games.map((g) => g.white)).toEqual(['fairyforge', 'fairy-stockfish']);
      for (const g of m.games) {
        expect(g.ending).not.toMatch(/illegal/);
        expect(['1-0', '0-1', '1/2-1/2']).toContain(g.score);
      }
    } finally {
      await ours.close();
      await theirs.close();
    }
  }, 120_000);
});
