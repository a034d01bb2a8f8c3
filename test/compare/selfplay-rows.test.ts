// `compare --selfplay N`: the self-play rows beside the measured figures, in text, HTML and JSON.
// Games at a fixed depth replay exactly (seeded random plies, no clock), so the rows must equal
// what `fairyforge selfplay <variant> --depth d --games N` reports for each variant on its own:
// two commands, two code paths, one set of games. The shares must add up to the games played.

import { describe, expect, test } from 'vitest';
import { selfplayRows } from '../../compare/selfplay-rows.ts';
import { share, type Balance } from '../../selfplay/balance.ts';
import { fairyforge } from '../cli-run.ts';

const ARGS = ['--games', '2', '--selfplay', '2', '--selfplay-depth', '1', '--threads', '2'];

interface SelfplayJson {
  balance: Balance;
}

describe('compare --selfplay', () => {
  test('JSON: each variant\'s rows are the selfplay command\'s figures for the same games', async () => {
    const [compared, ...alone] = await Promise.all([
      fairyforge('compare', 'kingofthehill', 'racingkings', '--format', 'json', ...ARGS),
      fairyforge('selfplay', 'kingofthehill', '--depth', '1', '--games', '2', '--json'),
      fairyforge('selfplay', 'racingkings', '--depth', '1', '--games', '2', '--json'),
    ]);
    expect(compared.code, compared.stderr).toBe(0);
    const model = JSON.parse(compared.stdout) as { selfplay: { rows: { key: string; values: string[] }[]; games: number; depth: number; method: string } };
    expect(model.selfplay.games).toBe(2);
    expect(model.selfplay.depth).toBe(1);
    expect(model.selfplay.method).toMatch(/depth 1/);
    const balances = alone.map((r) => (JSON.parse(r.stdout) as SelfplayJson).balance);
    // JSON writes an infinite Elo bound as null: the Elo row is compared by its finite part
    const expected = selfplayRows(balances);
    const elo = (values: readonly (string | null)[]): string[] => values.map((v) => v!.split(' ')[0]);
    for (const [i, row] of model.selfplay.rows.entries()) {
      if (row.key === 'selfplay-elo') expect(elo(row.values)).toEqual(elo(expected[i].values));
      else expect(row.values).toEqual(expected[i].values);
    }
    for (const b of balances) {
      expect(b.games).toBe(2);
      expect(Math.round(b.white.percent + b.black.percent + b.draws.percent)).toBe(100);
    }
  }, 240_000);

  test('text and HTML carry a Self-play section with every row', async () => {
    const [text, html] = await Promise.all([fairyforge('compare', 'racingkings', 'kingofthehill', ...ARGS), fairyforge('compare', 'racingkings', 'kingofthehill', '--format', 'html', ...ARGS)]);
    expect(text.code, text.stderr).toBe(0);
    const section = text.stdout.slice(text.stdout.indexOf('\nSelf-play\n'));
    for (const label of ['Self-play games', 'White wins', 'Black wins', 'Draws', 'Elo', 'Mean game length', 'How games ended']) expect(section).toContain(label);
    expect(html.stdout).toContain('<h2>Self-play</h2>');
    expect(html.stdout).toContain('How games ended');
  }, 240_000);

  test('rows: Wilson shares as percentages, an unplayed variant shown as a dash', () => {
    const b: Balance = {
      games: 4,
      white: share(2, 4),
      black: share(1, 4),
      draws: share(1, 4),
      whiteScore: share(2.5, 4),
      elo: 0,
      eloLow: -100,
      eloHigh: 100,
      meanPlies: 60,
      minPlies: 40,
      maxPlies: 80,
      endings: [['checkmate', 3], ['repetition', 1]],
    };
    const rows = selfplayRows([b, null]);
    // Wilson's interval for 2 of 4: 15.0% to 85.0%
    expect(rows.find((r) => r.key === 'selfplay-white')?.values).toEqual(['50.0% (15.0–85.0)', null]);
    expect(rows.find((r) => r.key === 'selfplay-endings')?.values[0]).toBe('checkmate 3, repetition 1');
    expect(rows.every((r) => r.differs)).toBe(true);
  });
});
