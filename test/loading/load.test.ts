// Loading variant files: the bad-spec corpus (each file states its expected diagnostics in
// `# expect: line:col: message` lines), orthodox chess, inheritance, and hostile input.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { codeFrame, formatDiagnostic } from '../../schema/diagnostic.ts';
import { loadSpecFile, loadSpecText } from '../../plan-checks/load.ts';

const BAD = join(import.meta.dirname, '..', 'fixtures', 'bad-specs');
const CHESS = join(import.meta.dirname, '..', '..', 'variants', 'chess.yaml');

interface Expected {
  line: number;
  col: number;
  message: string;
}

function expectations(text: string): Expected[] {
  const out: Expected[] = [];
  for (const line of text.split('\n')) {
    const m = /^# expect: (\d+):(\d+): (.*)$/.exec(line);
    if (!m) break;
    out.push({ line: Number(m[1]), col: Number(m[2]), message: m[3] });
  }
  return out;
}

const fixtures = readdirSync(BAD).filter((f) => f.endsWith('.yaml')).sort();

describe('bad specs', () => {
  test('the corpus has at least 32 files, each with expectations', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(32);
    for (const f of fixtures) expect(expectations(readFileSync(join(BAD, f), 'utf8')), f).not.toHaveLength(0);
  });

  test.each(fixtures)('%s', (name) => {
    const path = join(BAD, name);
    const expected = expectations(readFileSync(path, 'utf8'));
    const result = loadSpecFile(path);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const got = result.diagnostics.map((d) => ({ file: d.file, line: d.line, col: d.col, message: d.message }));
    expect(got).toHaveLength(expected.length);
    expected.forEach((e, i) => {
      expect(got[i]).toMatchObject({ file: path, line: e.line, col: e.col });
      expect(got[i].message).toContain(e.message);
    });
  });
});

describe('variants/chess.yaml', () => {
  test('loads', () => {
    const r = loadSpecFile(CHESS);
    if (!r.ok) throw new Error(r.diagnostics.map(formatDiagnostic).join('\n'));
    expect(r.spec.name).toBe('chess');
    expect(r.spec.pieces.map((p) => p.letter)).toEqual(['p', 'n', 'b', 'r', 'q', 'k']);
    expect(r.spec.examples?.length).toBeGreaterThan(0);
  });
});

describe('extends', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fairyforge-spec-'));
  writeFileSync(join(dir, 'chess.yaml'), readFileSync(CHESS, 'utf8'));

  test('a child that redefines only the pawn', () => {
    const child = [
      'name: berolina',
      'extends: chess',
      'title: Berolina chess',
      'pieces:',
      '  - name: pawn',
      '    letter: p',
      '    pawn: true',
      '    betza: mfFcfWifmnA',
      'draws: { repetition: 0 }',
    ].join('\n');
    const r = loadSpecText(child, join(dir, 'berolina.yaml'));
    if (!r.ok) throw new Error(r.diagnostics.map(formatDiagnostic).join('\n'));
    const parent = loadSpecFile(CHESS);
    if (!parent.ok) throw new Error('chess does not load');
    expect(r.spec.name).toBe('berolina');
    expect(r.spec.title).toBe('Berolina chess');
    expect(r.spec.pieces).toEqual([{ name: 'pawn', letter: 'p', pawn: true, betza: 'mfFcfWifmnA' }, ...parent.spec.pieces.slice(1)]);
    expect(r.spec.draws).toEqual({ moveRule: 50, repetition: 0 }); // objects merge key by key
    expect(r.spec.start).toBe(parent.spec.start);
    expect(r.spec.promotion).toEqual(parent.spec.promotion);
    expect(r.spec.examples).toBeUndefined(); // not inherited
    expect(r.spec).not.toHaveProperty('extends');
  });

  test('new pieces are appended, removePieces drops, arrays are replaced', () => {
    const child = [
      'name: nocastle',
      'extends: chess.yaml',
      'pieces:',
      '  - { name: wazir, letter: w, betza: W }',
      'removePieces: [queen]',
      'promotion: { choices: [r, w] }',
      'start: "rnbwkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBWKBNR w KQkq - 0 1"',
    ].join('\n');
    const r = loadSpecText(child, join(dir, 'nocastle.yaml'));
    if (!r.ok) throw new Error(r.diagnostics.map(formatDiagnostic).join('\n'));
    expect(r.spec.pieces.map((p) => p.name)).toEqual(['pawn', 'knight', 'bishop', 'rook', 'king', 'wazir']);
    expect(r.spec.promotion?.choices).toEqual(['r', 'w']);
    expect(r.spec.promotion?.pieces).toEqual(['p']);
  });

  test("a problem in an inherited value is located in the file that wrote it", () => {
    const child = ['name: kingless', 'extends: chess', 'removePieces: [king]', 'start: "8/8/8/8/8/8/8/8 w - - 0 1"'].join('\n');
    const r = loadSpecText(child, join(dir, 'kingless.yaml'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const codes = r.diagnostics.map((d) => [d.code, d.file]);
    expect(codes).toContainEqual(['no-royal', join(dir, 'chess.yaml')]);
    expect(codes).toContainEqual(['castling-piece', join(dir, 'chess.yaml')]);
  });
});

describe('hostile and odd input never throws', () => {
  test('a file larger than 1 MB is refused', () => {
    const r = loadSpecText(`name: big\ntitle: "${'x'.repeat(1024 * 1024)}"\n`, 'big.yaml');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.diagnostics[0]).toMatchObject({ line: 1, col: 1, code: 'yaml-too-large' });
  });

  test.each([
    ['deep block sequence', `${'- '.repeat(100_000)}x\n`],
    ['deep flow sequence', `${'['.repeat(100_000)}${']'.repeat(100_000)}\n`],
    ['deep block map', Array.from({ length: 300 }, (_, i) => `${' '.repeat(i)}a:`).join('\n')],
  ])('%s is refused quickly', (_name, text) => {
    const started = Date.now();
    const r = loadSpecText(text, 'deep.yaml');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.diagnostics[0].code).toBe('yaml-too-deep');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  test('a missing file is a diagnostic', () => {
    const r = loadSpecFile(join(BAD, 'no-such-file.yaml'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.diagnostics[0].code).toBe('read-error');
  });

  test.each(['', '~', '42', '"text"', '[]', '{}', 'name: x\n? [a]\n: b\n', '\u0000', '&a [*a]', '!!binary x'])(
    'input %j gives diagnostics',
    (text) => {
      const r = loadSpecText(text, 'odd.yaml');
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.diagnostics.length).toBeGreaterThan(0);
    },
  );
});

describe('formatting', () => {
  test('file:line:col: message, and a code frame', () => {
    const d = { file: 'x.yaml', line: 2, col: 3, code: 'c', message: 'boom' };
    expect(formatDiagnostic(d)).toBe('x.yaml:2:3: boom');
    expect(codeFrame('a: 1\nbb: 2\n', d)).toBe('2 | bb: 2\n  |   ^');
  });
});
