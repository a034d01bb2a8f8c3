// The match runner (bench/uci-match.ts) in the default run, briefly: fairyforge over UCI against
// Debian's native Fairy-Stockfish, both colours, in chess and in a goal variant, with our
// runtime refereeing every move. Short games (adjudicated a draw after 40 plies) at 50 ms a
// move: what is checked is that every answer of both engines is a legal move and every game
// ends by a rule or the ply cap, never by an illegal move. Strength is test/strength.test.ts's
// (FAIRYFORGE_LONG=1). Skipped when /usr/games/fairy-stockfish is absent (.ci/run installs it).

import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { fairyforgeScript, FAIRY_STOCKFISH, playMatch, uciPlayer } from '../bench/uci-match.ts';
import { Engine } from '../runtime/engine.ts';
import { loadPlan } from './support.ts';

const run = existsSync(FAIRY_STOCKFISH) ? describe : describe.skip;

run('match runner: fairyforge against native Fairy-Stockfish', () => {
  test.each([
    ['chess', 'chess'],
    ['kingofthehill', 'kingofthehill'],
    // drops (P@e4) in bestmove: the client must read any move token
    ['crazyhouse', 'crazyhouse'],
  ])('%s: two short games, every move legal', async (variant, fsfName) => {
    const engine = new Engine(loadPlan(variant));
    const ours = await uciPlayer('fairyforge', fairyforgeScript(), { UCI_Variant: variant }, 50);
    const theirs = await uciPlayer('fairy-stockfish', FAIRY_STOCKFISH, { UCI_Variant: fsfName, 'Skill Level': '0' }, 50);
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
