// compare: rows matched and marked, measured figures reproducible, and the report in every
// format — text and Markdown against golden files (chess vs berolina, chess vs itself), JSON
// and HTML by their content — plus the CLI commands end to end. UPDATE_GOLDEN=1 rewrites the
// golden files.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectGolden } from '../golden.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fairyforge, type Run } from '../cli-run.ts';
import { loadEngine } from '../../cli/variant-source.ts';
import { compareVariants, matchPieces, type Compared, type Comparison } from '../../compare/compare.ts';
import { formatComparison } from '../../compare/format.ts';
import { pieceDiagram } from '../../compare/diagram.ts';
import { comparisonHtml } from '../../compare/html.ts';
import { diagramSvg } from '../../compare/svg.ts';
import { playRandomGames, PLY_CAP } from '../../compare/measure.ts';
import { progressLine } from '../../compare/progress.ts';
import type { VariantPlan } from '../../runtime/plan/variant.ts';
import { loadPlan } from '../support.ts';

const GAMES = 20;
/** compare/svg.ts's geometry: the square size and the board's left edge. */
const SQUARE = 40;
const LEFT_EDGE = 18;


async function compared(name: string): Promise<Compared> {
  return loadEngine(name);
}

async function compareNames(...names: string[]): Promise<Comparison> {
  const variants: Compared[] = [];
  for (const n of names) variants.push(await compared(n));
  return compareVariants(variants, { games: GAMES, plyCap: PLY_CAP });
}

describe('chess vs berolina', async () => {
  const c = await compareNames('chess', 'berolina');

  test('the pawn row differs and every other piece is equal', () => {
    const pieces = c.rules.filter((r) => r.key.startsWith('piece:'));
    expect(pieces.map((r) => [r.key, r.differs])).toEqual([
      ['piece:pawn', true],
      ['piece:knight', false],
      ['piece:bishop', false],
      ['piece:rook', false],
      ['piece:queen', false],
      ['piece:king', false],
    ]);
    // besides the pawn only the notation differs (Berolina writes f2g3 and Pxe6)
    expect(c.rules.filter((r) => r.differs).map((r) => r.key)).toEqual(['piece:pawn', 'notation']);
  });

  test('perft from the start: 20/400/8902 and 30/900/28328', () => {
    expect(c.figures.map((f) => f.perft)).toEqual([
      [20, 400, 8902],
      [30, 900, 28328],
    ]);
  });

  test('markdown', () => expectGolden('compare-chess-berolina.md', `${formatComparison(c, 'md')}\n`));
  test('text', () => expectGolden('compare-chess-berolina.txt', `${formatComparison(c, 'text')}\n`));

  test('json carries rows, figures and one SVG per piece per variant', () => {
    const json = JSON.parse(formatComparison(c, 'json')) as {
      rules: { key: string; differs: boolean }[];
      figures: { variant: string; games: { games: number } }[];
      pieces: { svg: (string | null)[] }[];
      settings: { games: number; plyCap: number };
    };
    expect(json.rules.length).toBe(c.rules.length);
    expect(json.figures.map((f) => [f.variant, f.games.games])).toEqual([
      ['chess', GAMES],
      ['berolina', GAMES],
    ]);
    expect(json.settings).toMatchObject({ games: GAMES, plyCap: PLY_CAP });
    expect(json.pieces.flatMap((p) => p.svg).filter((s) => s?.startsWith('<svg')).length).toBe(12);
  });

  test('html: one page, no scripts or external resources, one piece SVG per piece per variant', () => {
    const html = comparisonHtml(c);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).not.toMatch(/<script|<link|src=/);
    expect(html.match(/<svg [^>]*class="piece"/g)?.length).toBe(12);
    expect(html.match(/<tr class="differs">/g)?.length).toBe(2);
    expect(comparisonHtml(c)).toBe(html);
  });
});

describe('html and svg structure', () => {
  test('a taken piece is drawn after its cross, with a red rim; the report shows the legend once, not per diagram', () => {
    const made = pieceDiagram(loadPlan('interweave'), 'k');
    if (!made.ok) throw new Error(made.error);
    const svg = diagramSvg(made.diagram);
    expect(made.diagram.captured.length).toBeGreaterThan(0);
    for (const square of made.diagram.captured) {
      const [x, y] = [LEFT_EDGE + (square.charCodeAt(0) - 97) * SQUARE, (8 - Number(square.slice(1))) * SQUARE];
      const cross = svg.indexOf(`<path class="mark-captured" d="M${x + 3} ${y + 3}`);
      const disc = svg.indexOf(`<circle cx="${x + SQUARE / 2}" cy="${y + SQUARE / 2}" r="14.4"`);
      expect(cross, square).toBeGreaterThan(0);
      expect(disc, square).toBeGreaterThan(cross);
      expect(svg.slice(disc).match(/^[^>]*stroke="#c62828"/), square).not.toBeNull();
    }
    expect(svg.match(/<g class="legend">/g)?.length).toBe(1);
    expect(diagramSvg(made.diagram, { legend: false })).not.toMatch(/class="legend"/);
  });

  test('html: labels are row headers, a FEN breaks only between ranks, equal rows are marked for the stacked layout', async () => {
    const c = await compareNames('chess', 'berolina');
    const html = comparisonHtml(c);
    expect(html).not.toMatch(/overflow-wrap: anywhere/);
    expect(html).toMatch(/<tr class="same"><td class="mark">=<\/td><th scope="row">Board<\/th>/);
    expect(html).toContain('rnbqkbnr/<wbr>pppppppp/<wbr>');
    expect(html).toMatch(/<span class="nowrap">\(1–8\)<\/span>/);
    expect(html.match(/<svg [^>]*class="legend"/g)?.length).toBe(1);
  });
});

describe('chess vs itself', async () => {
  const c = await compareNames('chess', 'chess');
  test('no row differs and both columns measure the same', () => {
    expect(c.rules.filter((r) => r.differs)).toEqual([]);
    expect(c.figures[0]).toEqual(c.figures[1]);
  });
  test('text', () => expectGolden('compare-chess-chess.txt', `${formatComparison(c, 'text')}\n`));
});

describe('piece matching', () => {
  const chess = loadPlan('chess');
  const renamed = (plan: VariantPlan, from: string, to: { name?: string; letter?: string }): VariantPlan => ({
    ...plan,
    pieces: plan.pieces.map((p) => (p.name === from ? { ...p, ...to } : p)),
  });

  test('by name, then by letter; unmatched pieces get rows of their own', () => {
    const other = renamed(renamed(chess, 'knight', { name: 'horse' }), 'queen', { letter: 'a', name: 'archbishop' });
    const rows = matchPieces([chess, other]).map((m) => [m.label, m.members.map((p) => p?.letter ?? null)]);
    expect(rows).toEqual([
      ['pawn (p)', ['p', 'p']],
      ['knight / horse (n)', ['n', 'n']],
      ['bishop (b)', ['b', 'b']],
      ['rook (r)', ['r', 'r']],
      ['queen (q)', ['q', null]],
      ['king (k)', ['k', 'k']],
      ['archbishop (a)', [null, 'a']],
    ]);
  });
});

describe('measures', () => {
  test('seeded random games are reproducible', async () => {
    const { engine } = await compared('chess');
    const a = playRandomGames(engine, { games: 5, plyCap: 60 });
    const b = playRandomGames(engine, { games: 5, plyCap: 60 });
    expect(a).toEqual(b);
    expect(a.meanLength).toBeLessThanOrEqual(60);
    expect(a.meanMoves).toBeGreaterThan(15);
  });

  test('progress line', () => {
    expect(progressLine(50, 200, 'chess: random games 50/200')).toBe('[######------------------]  25% chess: random games 50/200');
    expect(progressLine(3, 0, 'x')).toBe(`[${'#'.repeat(24)}] 100% x`);
  });
});

// ---------------------------------------------------------------------------------------
// The CLI end to end (each run costs ~0.5 s of start-up, so they run at once).


describe('CLI', () => {
  let dir: string;
  const runs: Record<string, Run> = {};
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fairyforge-compare-'));
    const jobs: Record<string, () => Promise<Run>> = {
      md: () => fairyforge('compare', 'chess', 'berolina', '--format', 'md', '--games', '5'),
      html: () => fairyforge('compare', 'chess', 'berolina', '--format', 'html', '--games', '5', '--out', join(dir, 'report.html')),
      describe: () => fairyforge('describe', 'berolina'),
      diagram: () => fairyforge('diagram', 'chess', '--piece', 'n', '--out', join(dir, 'n.svg')),
      example: () => fairyforge('diagram', 'berolina', '--example', '4'),
      one: () => fairyforge('compare', 'chess'),
      games: () => fairyforge('compare', 'chess', 'berolina', '--games', '0'),
      noPiece: () => fairyforge('diagram', 'chess'),
      badPiece: () => fairyforge('diagram', 'chess', '--piece', 'x'),
      badExample: () => fairyforge('diagram', 'chess', '--example', '9'),
      format: () => fairyforge('describe', 'chess', '--format', 'pdf'),
    };
    await Promise.all(Object.entries(jobs).map(async ([k, job]) => (runs[k] = await job())));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('compare --format md marks the pawn row', () => {
    expect(runs.md.code).toBe(0);
    expect(runs.md.stdout).toMatch(/^\| ≠ \| \*\*pawn \(p\)\*\* \|/m);
    expect(runs.md.stdout).toMatch(/^\| = \| knight \(n\) \|/m);
  });

  test('compare --format html --out writes the page and says where', () => {
    expect(runs.html.code).toBe(0);
    expect(runs.html.stdout).toMatch(/^wrote .*report\.html$/m);
    expect(readFileSync(join(dir, 'report.html'), 'utf8').match(/<svg [^>]*class="piece"/g)?.length).toBe(12);
  });

  test('describe and diagram', () => {
    expect(runs.describe.stdout).toMatch(/^ {2}Pawn \(P\/p\): Moves one square diagonally forward, without capturing\./m);
    expect(runs.diagram.code).toBe(0);
    expect(readFileSync(join(dir, 'n.svg'), 'utf8')).toMatch(/^<svg xmlns/);
    expect(runs.example.stdout).toMatch(/class="mark-captured"/);
  });

  test.each([
    { run: 'one', code: 2, line: 'fairyforge: compare needs at least two variants' },
    { run: 'games', code: 2, line: "fairyforge: option '--games <n>' argument '0' is invalid. expected a positive whole number, got '0' (see 'fairyforge compare --help')" },
    { run: 'noPiece', code: 2, line: 'fairyforge: give --piece <letter> or --example <n>' },
    { run: 'badPiece', code: 1, line: "fairyforge: no piece 'x' in chess (pieces: pnbrqk)" },
    { run: 'badExample', code: 2, line: 'fairyforge: chess has 4 example(s); --example must be 1 to 4' },
    { run: 'format', code: 2, line: "fairyforge: option '--format <format>' argument 'pdf' is invalid. expected text, md, json, got 'pdf' (see 'fairyforge describe --help')" },
  ])('$run: one line, exit $code', ({ run, code, line }) => {
    expect(runs[run].code).toBe(code);
    expect(runs[run].stderr.trimEnd()).toBe(line);
  });
});
