// Self-play: the balance figures from known game sets (percentages, the normal-approximation
// interval, the logistic Elo curve: a 65% score is +107.5 Elo, 76% is +200), one engine game
// in each of a few variants ending by the runtime's result, and `fairyforge selfplay` run whole
// (worker threads) and stopped by Ctrl-C with the games it finished.

import { describe, expect, test } from 'vitest';
import { Engine } from '../../runtime/use/engine.ts';
import { balanceOf, eloOf, share } from '../../selfplay/balance.ts';
import { playSelfGame, type SelfplayGame } from '../../selfplay/game.ts';
import { fairyforge, fairyforgeInterrupted } from '../cli-run.ts';
import { LONG, loadPlan } from '../support.ts';
import { basename } from 'node:path';
import { bundledSpecFiles } from '../../generator/generate.ts';

const game = (white: 1 | 0 | 0.5, plies = 40, ending = 'checkmate'): SelfplayGame => ({ white, plies, ending });

describe('balance figures', () => {
  test('shares, score, interval and Elo of 5 wins, 3 draws and 2 losses', () => {
    const b = balanceOf([...Array(5).fill(game(1)), ...Array(3).fill(game(0.5, 80, 'repetition')), ...Array(2).fill(game(0, 20))])!;
    expect(b.white.percent).toBeCloseTo(50);
    expect(b.draws.percent).toBeCloseTo(30);
    expect(b.black.percent).toBeCloseTo(20);
    // Wilson's interval of 5 in 10: 23.7% to 76.3%; of 0 in 10: 0% to 27.8%
    expect([b.white.low, b.white.high]).toEqual([expect.closeTo(23.66, 1), expect.closeTo(76.34, 1)]);
    expect(share(0, 10).low).toBe(0);
    expect(share(0, 10).high).toBeCloseTo(27.75, 1);
    expect(b.whiteScore.percent).toBeCloseTo(65);
    expect(b.elo).toBeCloseTo(107.5, 0);
    expect(b.eloLow).toBeLessThan(b.elo);
    expect(b.eloHigh).toBeGreaterThan(b.elo);
    expect([b.meanPlies, b.minPlies, b.maxPlies]).toEqual([48, 20, 80]);
    expect(b.endings).toEqual([
      ['checkmate', 7],
      ['repetition', 3],
    ]);
  });

  test('the Elo curve: 50% is even, 76% about +200, all or nothing unbounded', () => {
    expect(eloOf(0.5)).toBeCloseTo(0);
    expect(eloOf(0.76)).toBeCloseTo(200, -1);
    expect(eloOf(1)).toBe(Infinity);
    expect(eloOf(0)).toBe(-Infinity);
    expect(balanceOf([])).toBeNull();
  });
});

describe('engine games', () => {
  test.each(['kingofthehill', 'antichess', 'racingkings'])('%s: a game at depth 1 ends by a result of the rules', (name) => {
    const engine = new Engine(loadPlan(name));
    const g = playSelfGame(engine, { limits: { depth: 1 }, randomPlies: 2, maxPlies: 60, seed: 1 });
    expect(g.plies).toBeGreaterThan(0);
    expect(['checkmate', 'stalemate', 'move-rule', 'repetition', 'region', 'extinction', 'ply-limit']).toContain(g.ending);
    // the same seed and depth replay the same game
    expect(playSelfGame(engine, { limits: { depth: 1 }, randomPlies: 2, maxPlies: 60, seed: 1 })).toEqual(g);
  });

  // The game once ran the search inside the lookup of its move, once per legal move compared: the
  // table filled between runs and a later run could name another move, so none matched and the
  // game stopped with "the search found no legal move" (coregal at ply 18 of seed 0x5eed, checkless).
  // Every bundled variant plays two games in the long run.
  test.each(LONG ? bundledSpecFiles().map((f) => basename(f, '.yaml')) : ['coregal', 'checkless'])('%s: two games at depth 1 play to an end', (name) => {
    const engine = new Engine(loadPlan(name));
    for (const seed of [0x5eed, 0x5eee]) {
      const g = playSelfGame(engine, { limits: { depth: 1 }, randomPlies: 4, maxPlies: 400, seed });
      expect(g.plies).toBeGreaterThan(4);
    }
  }, 120_000);
});

describe('fairyforge selfplay', () => {
  test('games in two threads, the figures printed', async () => {
    const r = await fairyforge('selfplay', 'kingofthehill', '--games', '4', '--depth', '1', '--threads', '2', '--json');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { variant: string; balance: { games: number; white: { percent: number }; black: { percent: number }; draws: { percent: number } }; games: SelfplayGame[] };
    expect(out.variant).toBe('kingofthehill');
    expect(out.games).toHaveLength(4);
    expect(out.balance.white.percent + out.balance.black.percent + out.balance.draws.percent).toBeCloseTo(100);
    const text = await fairyforge('selfplay', 'kingofthehill', '--games', '2', '--depth', '1');
    expect(text.stdout).toMatch(/^kingofthehill: 2 games\nWhite wins {2}\d/);
    expect(text.stdout).toMatch(/Elo difference/);
  });

  test('Ctrl-C stops the games and reports those finished', async () => {
    const r = await fairyforgeInterrupted(['selfplay', 'chess', '--games', '1000', '--depth', '1', '--threads', '2']);
    expect(r.code).toBe(130);
    expect(r.stdout).toMatch(/chess: \d+ games \(partial: stopped by Ctrl-C\)|chess: no game finished/);
  });
});
