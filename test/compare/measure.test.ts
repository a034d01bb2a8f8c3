// compare's measured figures count every game and measure movement where the game goes on:
// the endings table sums to the games played whatever ended them (an ending condition such as
// antichess's lost-every-piece or king of the hill's region included), and a piece's mobility
// on an empty board is its moves there, not zero because a lone piece "has won".

import { describe, expect, test } from 'vitest';
import { loadEngine } from '../../cli/variant-source.ts';
import { emptyBoardMobility, ENDING_ORDER, playRandomGames, PLY_CAP } from '../../compare/measure.ts';

const GAMES = 12;

describe('how the random games ended', () => {
  // variants whose games end by each kind of ending: checkmate, conditions (extinction, region,
  // n checks, bare king), stalemate as a win, a captured goal piece
  test.each(['chess', 'antichess', 'kingofthehill', 'threecheck', 'racingkings', 'horde', 'shatranj', 'interweave'])(
    '%s: the endings sum to the games played, in the table order',
    async (name) => {
      const { engine } = await loadEngine(name);
      const stats = playRandomGames(engine, { games: GAMES, plyCap: PLY_CAP });
      const counts = Object.values(stats.endings);
      expect(counts.reduce((a, b) => a + (b ?? 0), 0)).toBe(GAMES);
      const keys = Object.keys(stats.endings);
      expect(keys).toEqual(ENDING_ORDER.filter((e) => keys.includes(e)));
    },
  );

  test('antichess games end by losing every piece, king of the hill games on the hill', async () => {
    const anti = playRandomGames((await loadEngine('antichess')).engine, { games: GAMES, plyCap: PLY_CAP });
    expect(anti.endings.extinction).toBeGreaterThan(0);
    const hill = playRandomGames((await loadEngine('kingofthehill')).engine, { games: GAMES, plyCap: PLY_CAP });
    expect(hill.endings.region).toBeGreaterThan(0);
  });
});

describe('mobility on an empty board', () => {
  test('antichess and king of the hill pieces move as chess pieces do (an ending condition does not stop them)', async () => {
    const chess = emptyBoardMobility((await loadEngine('chess')).engine);
    // a lone knight averages 5.25 moves over the 64 squares (336 / 64), a queen 22.75 (1456 / 64), a king 6.5625 (420 / 64)
    expect(chess.n).toBe(5.25);
    expect(chess.q).toBe(22.75);
    expect(chess.k).toBe(6.5625);
    for (const name of ['antichess', 'kingofthehill', 'racingkings']) {
      const m = emptyBoardMobility((await loadEngine(name)).engine);
      // the king too: king of the hill's on the hill, antichess's with no enemy left
      for (const letter of ['n', 'b', 'r', 'q', 'k']) expect([name, letter, m[letter]]).toEqual([name, letter, chess[letter]]);
    }
  });
});
