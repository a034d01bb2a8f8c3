// Counting (the goal's `counting`, runtime/rules/passing.ts countingWinner) beyond passing: a game
// the rules end without a winner (a drawn stalemate, the move rule, a repetition) is decided by
// material, as Fairy-Stockfish's materialCounting decides it. Queens only, no king (FSF's
// capturethequeen): a side left with no piece is stalemated. Both engines, against ffish
// sections written here for each of FSF's methods but janggi's (the bundled janggi plays that):
// blackdrawodds (komi 1, no points), whitedrawodds (komi -1), unweighted (every piece 1).
import { describe, expect, test } from 'vitest';
import { describeRules } from '../../../compare/rules.ts';
import { engines, fenOf, planOf } from '../zebras.ts';
import { loadFfish } from '../../oracle/ffish.ts';

const ff = await loadFfish();
const SECTIONS = ['blackdrawodds', 'whitedrawodds', 'unweighted'] as const;
(ff.raw as unknown as { loadVariantConfig(config: string): void }).loadVariantConfig(
  SECTIONS.map((m) => `[ffcount-${m}]\nstartFen = 3q4/8/8/8/8/8/8/1QQ1QQ2 w - - 0 1\nqueen = q\nnFoldRule = 3\nmaterialCounting = ${m}\n`).join('\n'),
);

/** The queens game counted with `komi`, each queen worth `points` (absent: none). */
function queens(komi: number, points?: number): string {
  return [
    'name: queens',
    'board: { files: 8, ranks: 8 }',
    'pieces:',
    `  - { name: queen, letter: q, betza: Q${points === undefined ? '' : `, points: ${points}`} }`,
    `goal: { type: conditions, stalemate: draw, counting: { komi: ${komi} } }`,
    'draws: { moveRule: 50, repetition: 3 }',
    'start: "3q4/8/8/8/8/8/8/1QQ1QQ2 w - - 0 1"',
  ].join('\n');
}

const SPECS: Record<(typeof SECTIONS)[number], string> = { blackdrawodds: queens(1), whitedrawodds: queens(-1), unweighted: queens(0, 1) };
const RESULT = { 0: '1-0', 1: '0-1', null: '1/2-1/2' } as const;

describe.each(SECTIONS)('materialCounting = %s', (method) => {
  const plan = planOf(SPECS[method]);
  const cases = [
    // Black has lost its queen: no move, a stalemate the rules would draw
    ['a drawn stalemate', '8/8/8/8/8/8/8/1QQ1QQ2 b - - 0 1'],
    // fifty moves by each side without a capture
    ['the move rule', '3q4/8/8/8/8/8/8/1QQ1QQ2 w - - 100 80'],
    // four queens against none of Black's is no stalemate for White: the game goes on
    ['a position that has not ended', '8/8/8/8/8/8/8/1QQ1QQ2 w - - 0 1'],
  ] as const;
  test.each(cases)('%s: the result as ffish gives it', async (_, fen) => {
    const want = ff.result(`ffcount-${method}`, fen, true);
    for (const e of await engines(plan)) {
      const r = e.result(fenOf(e, fen));
      expect(r.over ? RESULT[String(r.winner) as keyof typeof RESULT] : '*', e.constructor.name).toBe(want);
    }
  });

  test('a repetition is decided by counting too', async () => {
    const moves = ['b1a1', 'd8d7', 'a1b1', 'd7d8', 'b1a1', 'd8d7', 'a1b1', 'd7d8'];
    // ffish reads a repetition off its board's own move history: the moves are pushed on one board
    type RawBoard = { push(m: string): boolean; result(claimDraw: boolean): string; delete(): void };
    const board = new (ff.raw as unknown as { Board: new (v: string) => RawBoard }).Board(`ffcount-${method}`);
    for (const m of moves) board.push(m);
    const fsf = board.result(true);
    board.delete();
    for (const e of await engines(plan)) {
      const pos = e.start();
      for (const m of moves) expect(e.playText(pos, m), m).toBeNull();
      const r = e.result(pos);
      expect(r).toMatchObject({ over: true, reason: 'repetition' });
      expect(r.over && RESULT[String(r.winner) as keyof typeof RESULT]).toBe(fsf);
    }
  });
});

test('describe says the draws are counted', () => {
  const lines = describeRules(planOf(queens(1))).map((l) => l.text).join('\n');
  expect(lines).toContain('is stalemated: instead of a draw, Black wins (draw odds)');
  expect(lines).toContain('the game is decided by counting material instead of drawn: Black wins (draw odds)');
  expect(describeRules(planOf(queens(0, 1))).map((l) => l.text).join('\n')).toContain('material is counted (queen 1; Black adds 0)');
});
