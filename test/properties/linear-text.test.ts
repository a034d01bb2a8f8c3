// User text is read in linear time, whatever its shape: move text (PGN comments), a FEN, the
// UCI and CECP lines, and Commander's messages quoting an argument. Inputs of the shapes that
// make a backtracking regex quadratic (`{` unclosed 100,000 times, long runs of spaces,
// brackets, digits) are read at 12,500 and at 100,000 characters: eight times the text may
// take about eight times as long, never the sixty-four times a quadratic reader takes. The
// bound is a ratio of two times taken in the same moment, so a loaded machine slows both.

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
const SHAPES: Record<string, (n: number) => string> = {
  'unclosed braces': (n) => '{'.repeat(n),
  spaces: (n) => `${' '.repeat(n)}x`,
  'spaces and newlines': (n) => `${' '.repeat(n)}\n${' '.repeat(n)}x`,
  brackets: (n) => '['.repeat(n),
  digits: (n) => '1'.repeat(n),
  'move numbers': (n) => '1.'.repeat(n / 2),
  slashes: (n) => '/'.repeat(n),
  'a move repeated': (n) => 'e4 '.repeat(n / 3),
};
/** Eight times the text in at most this many times the time: linear is 8, quadratic 64. */
const MAX_GROWTH = 24;
/**
 * Below this many milliseconds at full length a reader is fast whatever its growth: a quadratic
 * one takes seconds there, and a pause of the collector alone can take tens of milliseconds.
 */
const NOISE_MS = 250;

/** Milliseconds `f` takes, errors included (the better of two: a pause elsewhere is not the reader's). */
async function timed(f: () => unknown): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < 2; i++) {
    const t0 = performance.now();
    try {
      await f();
    } catch {
      // a refusal is an answer too: only the time matters here
    }
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

/** Reads `shape` at N/8 and at N characters with `read`, and holds the growth to linear. */
async function expectLinear(shape: (n: number) => string, read: (text: string) => unknown, what: string): Promise<void> {
  const short = await timed(() => read(shape(N / 8)));
  const long = await timed(() => read(shape(N)));
  if (long < NOISE_MS) return;
  expect(long / Math.max(short, NOISE_MS / 8), `${what}: ${long.toFixed(0)} ms at ${N} characters, ${short.toFixed(0)} ms at ${N / 8}`).toBeLessThan(MAX_GROWTH);
}

describe.each(Object.entries(SHAPES))('100,000 characters of %s', (_, shape) => {
  test('as play moves', async () => {
    await expectLinear(shape, (text) => moveTokens([text]), 'moveTokens');
  });

  test('as a FEN and as a move of the library', async () => {
    const chess = await loadVariant('chess');
    await expectLinear(shape, (text) => chess.moves(text), 'moves(FEN)');
    await expectLinear(shape, (text) => chess.play([text]), 'play([move])');
  });

  test('in UCI and CECP lines', async () => {
    const stamp = { stops: 0, aborts: 0 };
    const uci = new UciSession(() => {}, readerFlags());
    const xboard = new XboardSession(() => {}, readerFlags());
    for (const line of [(t: string) => `position fen ${t}`, (t: string) => `position startpos moves ${t}`, (t: string) => `setoption name ${t} value ${t}`]) {
      await expectLinear(shape, (text) => uci.handle(line(text), stamp), line('…'));
    }
    for (const word of ['setboard', 'variant', 'level', 'st', 'protover', 'force']) {
      await expectLinear(shape, (text) => xboard.handle(`${word} ${text}`, stamp), `xboard ${word}`);
    }
  });

  test('in a Commander message quoting the argument', async () => {
    const message = (text: string) => commanderMessage(new CommanderError(1, 'commander.invalidArgument', `error: option '--depth <n>' argument '${text}' is invalid.`));
    await expectLinear(shape, message, 'commanderMessage');
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
