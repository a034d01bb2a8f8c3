// User text is read in linear time, whatever its shape: move text (PGN comments), a FEN, the
// UCI and CECP lines, and Commander's messages quoting an argument. 100,000-character inputs of
// the shapes that make a backtracking regex quadratic (`{` unclosed 100,000 times, long runs of
// spaces, brackets, digits) are each answered well within 2 s.

import { CommanderError } from 'commander';
import { describe, expect, test } from 'vitest';
import { commanderMessage, UserError } from '../../cli/errors.ts';
import { readerFlags } from '../../cli/line-reader.ts';
import { moveTokens } from '../../cli/move-tokens.ts';
import { UciSession } from '../../cli/uci.ts';
import { XboardSession } from '../../cli/xboard.ts';
import { loadVariant } from '../../lib/index.ts';
import { fairyforge } from '../cli-run.ts';

const N = 100_000;
const SHAPES: Record<string, string> = {
  'unclosed braces': '{'.repeat(N),
  spaces: `${' '.repeat(N)}x`,
  'spaces and newlines': `${' '.repeat(N)}\n${' '.repeat(N)}x`,
  brackets: '['.repeat(N),
  digits: '1'.repeat(N),
  'move numbers': '1.'.repeat(N / 2),
  slashes: '/'.repeat(N),
  'a move repeated': 'e4 '.repeat(N / 3),
};
const BOUND_MS = 2000;

/** Milliseconds `f` takes, errors included. */
async function timed(f: () => unknown): Promise<number> {
  const t0 = performance.now();
  try {
    await f();
  } catch {
    // a refusal is an answer too: only the time matters here
  }
  return performance.now() - t0;
}

describe.each(Object.entries(SHAPES))('100,000 characters of %s', (_, text) => {
  test('as play moves', async () => {
    expect(await timed(() => moveTokens([text]))).toBeLessThan(BOUND_MS);
  });

  test('as a FEN and as a move of the library', async () => {
    const chess = await loadVariant('chess');
    expect(await timed(() => chess.moves(text))).toBeLessThan(BOUND_MS);
    expect(await timed(() => chess.play([text]))).toBeLessThan(BOUND_MS);
  });

  test('in UCI and CECP lines', async () => {
    const stamp = { stops: 0, aborts: 0 };
    const uci = new UciSession(() => {}, readerFlags());
    const xboard = new XboardSession(() => {}, readerFlags());
    const lines = [`position fen ${text}`, `position startpos moves ${text}`, `setoption name ${text} value ${text}`];
    for (const line of lines) expect(await timed(() => uci.handle(line, stamp))).toBeLessThan(BOUND_MS);
    for (const word of ['setboard', 'variant', 'level', 'st', 'protover', 'force']) {
      expect(await timed(() => xboard.handle(`${word} ${text}`, stamp))).toBeLessThan(BOUND_MS);
    }
  });

  test('in a Commander message quoting the argument', async () => {
    const err = new CommanderError(1, 'commander.invalidArgument', `error: option '--depth <n>' argument '${text}' is invalid.`);
    expect(await timed(() => commanderMessage(err))).toBeLessThan(BOUND_MS);
  });
});

describe('PGN comments', () => {
  test('are dropped; a comment left open is one usage error naming where it opened', () => {
    expect(moveTokens(['1. e4 {best by test} e5 2. Nf3 {a {nested?} Nc6 1-0'])).toEqual({ moves: ['e4', 'e5', 'Nf3', 'Nc6'], termination: '1-0' });
    let e: unknown;
    try {
      moveTokens(['e4 e5 {open']);
    } catch (err) {
      e = err;
    }
    expect(e).toBeInstanceOf(UserError);
    expect((e as UserError).message).toBe("the comment opened by '{' at character 7 of the moves is not closed with '}'");
  });

  test("play chess '{' x 100,000: one usage line, exit 2, quickly", async () => {
    const t0 = performance.now();
    const r = await fairyforge('play', 'chess', '{'.repeat(N));
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^fairyforge: the comment opened by '\{' at character 1 of the moves is not closed/);
    expect(performance.now() - t0).toBeLessThan(15_000);
  });
});
