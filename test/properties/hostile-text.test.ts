// User text in messages: terminal escapes, newlines, bidi overrides and huge values in a spec,
// a FEN, a move or a variant name are quoted escaped and cut (runtime/state/quote.ts), so every error
// is one bounded line that cannot retitle or clear the terminal.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseFen } from '../../runtime/legal/setup.ts';
import { formatFenError } from '../../runtime/state/fen.ts';
import { clip, oneLine, quote, QUOTE_LIMIT } from '../../schema/quote.ts';
import { VariantTables } from '../../runtime/tables/tables.ts';
import { compileSpec } from '../../compiler/compile.ts';
import { formatDiagnostic } from '../../schema/diagnostic.ts';
import { loadSpecFile, loadSpecText } from '../../plan-checks/load.ts';
import { fairyforge } from '../cli-run.ts';

const ESCAPES = '\x1b]0;pwned\x07\x1b[2J';
/** Anything a terminal could act on, or that would break a line. */
const RAW = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const dir = mkdtempSync(join(tmpdir(), 'fairyforge-hostile-'));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** Every line of a CLI's stderr: no raw control character, bounded. */
function expectCleanLines(stderr: string, maxLength = 600): void {
  const lines = stderr.split('\n').filter((l) => l !== '');
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(line).not.toMatch(RAW);
    expect(line.length).toBeLessThanOrEqual(maxLength);
  }
}

describe('quote', () => {
  test('escapes C0, DEL, C1, bidi controls, separators and lone surrogates', () => {
    expect(quote(ESCAPES)).toBe("'\\x1b]0;pwned\\x07\\x1b[2J'");
    expect(clip('a\nb\r\tc\x7f\x85\u202e\u2066\u2028\u2029\ud800')).toBe('a\\nb\\r\\tc\\x7f\\x85\\u202e\\u2066\\u2028\\u2029\\ud800');
    expect(clip('♞ échecs 象棋 😀')).toBe('♞ échecs 象棋 😀');
  });

  test('cuts long values with an ellipsis, never inside an escape or a surrogate pair', () => {
    expect(clip('x'.repeat(900_000))).toBe(`${'x'.repeat(QUOTE_LIMIT)}…`);
    expect(clip('x'.repeat(QUOTE_LIMIT))).toBe('x'.repeat(QUOTE_LIMIT));
    expect(clip(`${'x'.repeat(QUOTE_LIMIT - 2)}\x1b`)).toBe(`${'x'.repeat(QUOTE_LIMIT - 2)}…`);
    expect(clip(`${'x'.repeat(QUOTE_LIMIT - 1)}😀`)).toBe(`${'x'.repeat(QUOTE_LIMIT - 1)}…`);
  });

  test('oneLine escapes without cutting', () => {
    expect(oneLine('a\nb')).toBe('a\\nb');
    expect(oneLine('y'.repeat(1000))).toHaveLength(1000);
  });
});

describe('spec diagnostics', () => {
  test.each([
    ['an unknown key', 'name: evil\n"a\\e]0;pwned\\a\\e[2J": 1\n'],
    ['a key with a newline', 'name: evil\n"a\\nb\\u202e": 1\n'],
    ['a huge unknown key', `name: evil\n${'k'.repeat(900_000)}: 1\n`],
    ['a bad enum value', `name: evil\ngoal: { type: checkmate, stalemate: "\\e[2Jx" }\n`],
    ['a huge enum value', `name: evil\ngoal: { type: checkmate, stalemate: ${'d'.repeat(900_000)} }\n`],
    ['a bad goal type', 'name: evil\ngoal: { type: "\\e]0;t\\a" }\n'],
    ['a huge YAML tag', `name: evil\nb: !${'t'.repeat(100_000)} 1\n`],
    ['a huge unresolved alias', `name: evil\nb: *${'a'.repeat(100_000)}\n`],
    ['a misspelled key', `name: evil\nbaord${'\\e[2J'}: 1\n`],
    ['a bad piece name', 'name: evil\npieces: [{ name: "\\e[2J\\n", letter: p }]\n'],
    ['a bad betza', 'name: evil\nboard: {files: 8, ranks: 8}\nstart: 8/8/8/8/8/8/8/8 w - - 0 1\npieces: [{ name: king, letter: k, royal: true, betza: "K\\e[2J" }]\n'],
    ['a removed piece', 'name: evil\nextends: chess\nremovePieces: ["x\\e[2J"]\n'],
    ['a bad start letter', 'name: evil\nboard: {files: 8, ranks: 8}\npieces: [{ name: king, letter: k, royal: true, betza: K }]\nstart: "k7/8/8/8/8/8/8/7\\e w - - 0 1"\n'],
  ])('%s is quoted escaped and cut', (_what, text) => {
    const r = loadSpecText(text, join(dir, 'evil.yaml'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    for (const d of r.diagnostics) {
      expect(d.message).not.toMatch(RAW);
      expect(d.message.length).toBeLessThan(400);
      expect(formatDiagnostic(d)).not.toMatch(RAW);
    }
  });

  test('formatDiagnostic escapes a raw control character a message forgot to quote', () => {
    expect(formatDiagnostic({ file: 'a\nb.yaml', line: 1, col: 1, code: 'c', message: 'x\x1b[2Jy' })).toBe('a\\nb.yaml:1:1: x\\x1b[2Jy');
  });
});

describe('FEN and move errors', () => {
  const chess = loadSpecFile(join(import.meta.dirname, '..', '..', 'variants', 'chess.yaml'));
  if (!chess.ok) throw new Error('chess does not load');
  const tables = new VariantTables(compileSpec(chess.spec));

  test.each([
    `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN${ESCAPES} w - - 0 1`,
    `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR ${ESCAPES} - - 0 1`,
    `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w ${'Q'.repeat(5000)}\x9b - 0 1`,
    `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - ${ESCAPES} 0 1`,
    `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 ${'9'.repeat(900_000)}`,
    `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[${ESCAPES}] w - - 0 1`,
  ])('FEN %#', (fen) => {
    const r = parseFen(tables, fen);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const text = formatFenError(r.error);
    expect(text).not.toMatch(RAW);
    expect(text.length).toBeLessThan(300);
  });
});

describe('through the CLI: one clean line each', () => {
  test('a spec with terminal escapes in a key', async () => {
    const path = file('escapes.yaml', `name: escapes\ntitle: t\nboard: { files: 8, ranks: 8 }\n"a\\e]0;pwned\\a\\e[2J": 1\nbogus: "x\\ny"\n`);
    const r = await fairyforge('validate', path);
    expect(r.code).toBe(1);
    expectCleanLines(r.stderr);
    expect(r.stderr).toContain("unknown key 'a\\x1b]0;pwned\\x07\\x1b[2J'");
  });

  test('a 900 KB scalar is not echoed whole', async () => {
    const path = file('huge.yaml', `name: huge\ngoal: { type: checkmate, stalemate: ${'d'.repeat(900_000)} }\n`);
    const r = await fairyforge('validate', path);
    expect(r.code).toBe(1);
    expectCleanLines(r.stderr);
  });

  test('a 5,001-character piece name: one located line, exit 1', async () => {
    const r = await fairyforge('validate', join(import.meta.dirname, '..', 'fixtures', 'bad-specs', 'piece-name-long.yaml'));
    expect(r.code).toBe(1);
    expectCleanLines(r.stderr, 300);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/piece-name-long\.yaml:7:13: name must be at most 40 characters long/);
  });

  test('a file name with terminal escapes, in a validated directory', async () => {
    const sub = join(dir, 'names');
    mkdirSync(sub, { recursive: true });
    writeFileSync(join(sub, `a${ESCAPES}.yaml`), 'name: a\n');
    const r = await fairyforge('validate', sub);
    expect(r.code).toBe(1);
    expectCleanLines(r.stderr);
    expect(r.stdout).not.toMatch(RAW);
  });

  test('a variant name, a FEN and a move with escapes', async () => {
    for (const args of [
      ['perft', `che\x1b[2Jss`, '--depth', '1'],
      ['perft', 'chess', '--depth', '1', '--fen', `8/8/8/8/8/8/8/8 ${ESCAPES} - - 0 1`],
      ['play', 'chess', `e4\x1b]0;x\x07`],
      ['play', 'chess', `${'e'.repeat(100_000)}`],
      ['perft', 'chess', '--engine', `x\x1b[2J${'y'.repeat(10_000)}`],
      ['perft', 'chess', `--x\x1b[2J${'y'.repeat(10_000)}`],
    ]) {
      const r = await fairyforge(...args);
      expect(r.code, args.join(' ').slice(0, 40)).toBeGreaterThan(0);
      expectCleanLines(r.stderr);
    }
  });
});
