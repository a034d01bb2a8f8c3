// Hoppers, confinement and the flying general beyond the bundled variants (test/oracle/xiangqi
// compares those with ffish): the screen rule (a janggi-like cannon may not hop over a cannon) in
// move generation and in check detection, both engines, moves worked out from the rule; the
// structured form against the Betza one; the refusals; the words `describe` uses.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { formatDescription } from '../../../compare/describe.ts';
import { pieceDiagram } from '../../../compare/diagram.ts';
import { compileSpec } from '../../../compiler/compile.ts';
import { emitEngine } from '../../../generator/emit/engine.ts';
import { planFingerprint } from '../../../generator/fingerprint.ts';
import { REPO_ROOT, type GeneratorFactory } from '../../../generator/generate.ts';
import { Engine } from '../../../runtime/use/engine.ts';
import type { VariantPlan } from '../../../runtime/plan/variant.ts';
import { loadSpecText } from '../../../plan-checks/load.ts';
import { loadPlan } from '../../support.ts';

const CACHE = join(REPO_ROOT, '.cache', 'hoppers');

function planOf(text: string): VariantPlan {
  const result = loadSpecText(text, 'hoppers.yaml');
  if (!result.ok) throw new Error(result.diagnostics.map((d) => `${d.code}: ${d.message}`).join('\n'));
  return compileSpec(result.spec);
}

/** The interpreter and the generated engine of a plan. */
async function engines(plan: VariantPlan): Promise<Engine[]> {
  mkdirSync(CACHE, { recursive: true });
  const file = join(CACHE, `hop-${planFingerprint(plan)}.ts`);
  writeFileSync(file, emitEngine(plan, { source: 'hoppers.yaml' }));
  const mod = (await import(pathToFileURL(file).href)) as { createGenerator: GeneratorFactory };
  return [new Engine(plan), new Engine(plan, mod.createGenerator)];
}

/** A 5x5 game with kings and cannons that move and capture by hopping (Betza pR), with or without a screen rule. */
function cannons(screenRule: string): string {
  return [
    'name: cannons',
    'board: { files: 5, ranks: 5 }',
    'pieces:',
    '  - { name: king, letter: k, royal: true, betza: W }',
    `  - { name: cannon, letter: c, moves: [{ betza: pR${screenRule} }] }`,
    '  - { name: rook, letter: r, betza: R }',
    'start: "2k2/5/C1c1r/5/3K1 w - - 0 1"',
    '',
  ].join('\n');
}

async function movesAt(plan: VariantPlan, fen: string, from: string): Promise<string[][]> {
  return (await engines(plan)).map((engine) => {
    const pos = engine.parseFen(fen);
    if (!pos.ok) throw new Error(pos.error.message);
    return engine.moves(pos.pos).map((m) => m.uci).filter((u) => u.startsWith(from)).sort();
  });
}

describe('a screen rule: cannons may not hop over cannons', () => {
  const free = planOf(cannons(''));
  const ruled = planOf(cannons(', screenExcept: [c]'));

  test('move generation: the a3 cannon hops the c3 cannon only without the rule', async () => {
    const fen = '2k2/5/C1c1r/5/3K1 w - - 0 1';
    // along rank 3: b3 empty, the screen c3, then d3 (quiet) and e3 (the rook, taken)
    for (const moves of await movesAt(free, fen, 'a3')) expect(moves).toEqual(['a3d3', 'a3e3']);
    for (const moves of await movesAt(ruled, fen, 'a3')) expect(moves).toEqual([]);
  });

  test('check detection: the c1 cannon checks through the c3 cannon only without the rule', async () => {
    const fen = '2k2/5/2c2/5/2C1K b - - 0 1';
    // without the rule Black is in check and c4 is behind the same screen: b5 and d5 only
    for (const moves of await movesAt(free, fen, 'c5')) expect(moves).toEqual(['c5b5', 'c5d5']);
    for (const moves of await movesAt(ruled, fen, 'c5')) expect(moves).toEqual(['c5b5', 'c5c4', 'c5d5']);
  });
});

describe('a capture rule: pieces a move may not take', () => {
  test('generation: the janggi cannon neither hops over nor takes a cannon', async () => {
    const fen = '2k2/5/Crc2/5/3K1 w - - 0 1';
    // the a3 cannon over the rook on b3 reaches the black cannon on c3: taken only without the rule
    for (const moves of await movesAt(planOf(cannons(', screenExcept: [c], captureExcept: [c]')), fen, 'a3')) expect(moves).toEqual([]);
    for (const moves of await movesAt(planOf(cannons(', screenExcept: [c]')), fen, 'a3')) expect(moves).toEqual(['a3c3']);
  });

  test('check detection: a rook that never takes the king does not attack it', async () => {
    const rooks = (rule: string): VariantPlan =>
      planOf(`name: r\nboard: { files: 5, ranks: 5 }\npieces:\n  - { name: king, letter: k, royal: true, betza: W }\n  - { name: rook, letter: r, moves: [{ betza: R${rule} }] }\nstart: "2k2/5/5/5/1R2K b - - 0 1"\n`);
    const fen = '2k2/5/5/5/1R2K b - - 0 1';
    for (const moves of await movesAt(rooks(''), fen, 'c5')) expect(moves).toEqual(['c5c4', 'c5d5']);
    for (const moves of await movesAt(rooks(', captureExcept: [k]'), fen, 'c5')) expect(moves).toEqual(['c5b5', 'c5c4', 'c5d5']);
  });
});

test('the flying general where the alignment shortcut applies (no lame leaps, no hoppers): the piece between the kings stays', async () => {
  const plan = planOf(
    'name: fg\nboard: { files: 5, ranks: 5 }\npieces:\n  - { name: king, letter: k, royal: true, betza: W }\n  - { name: ferz, letter: f, betza: F }\ngoal: { type: checkmate, flyingGeneral: true }\nstart: "2k2/5/2F2/5/2K2 w - - 0 1"\n',
  );
  for (const engine of await engines(plan)) {
    // every ferz move leaves the c-file open between the kings; the king may step along it behind the ferz
    expect(engine.moves(engine.start()).map((m) => m.uci).sort()).toEqual(['c1b1', 'c1c2', 'c1d1']);
  }
});

test("piece diagrams show a hopper's screens and victims: the xiangqi cannon on e5", () => {
  const made = pieceDiagram(loadPlan('xiangqi'), 'c');
  if (!made.ok) throw new Error(made.error);
  const d = made.diagram;
  // screens two points out on each line; victims as far beyond as the board allows, up to two points
  expect(d.pieces.filter((p) => p.letter === 'p').map((p) => p.square).sort()).toEqual(['a5', 'c5', 'e1', 'e3', 'e7', 'e9', 'g5', 'i5']);
  expect([...d.captures].sort()).toEqual(['a5', 'e1', 'e9', 'i5']);
  expect([...d.quiet].sort()).toEqual(['d5', 'e4', 'e6', 'f5']);
});

test('the structured form compiles as the Betza letters do: hop: cannon is p, grasshopper is g', () => {
  const moves = (entries: string): VariantPlan['pieces'][number]['moves'] =>
    planOf(`name: a\nboard: { files: 5, ranks: 5 }\npieces:\n  - { name: king, letter: k, royal: true, betza: K }\n  - { name: h, letter: h, ${entries} }\nstart: "k4/5/5/5/H3K w - - 0 1"\n`).pieces[1].moves;
  expect(moves('moves: [{ atom: W, range: 0, hop: cannon }]')).toEqual(moves('betza: pR'));
  expect(moves('moves: [{ atom: F, range: 0, hop: grasshopper }]')).toEqual(moves('betza: gB'));
});

describe('refusals', () => {
  const base = (piece: string, extra = ''): string =>
    `name: a\nboard: { files: 5, ranks: 5 }\nregions:\n  home: { ranks: [1, 2] }\npieces:\n  - { name: king, letter: k, royal: true, betza: K }\n  - ${piece}\n${extra}start: "k4/5/5/5/H3K w - - 0 1"\n`;
  test.each([
    ['a hopper with a range', base('{ name: h, letter: h, moves: [{ atom: W, range: 3, hop: cannon }] }'), 'hop-shape'],
    ['a hopper that captures by approach', base('{ name: h, letter: h, moves: [{ atom: W, range: 0, hop: cannon, capture: approach }] }'), 'hop-shape'],
    ['an initial-only hopper', base('{ name: h, letter: h, moves: [{ betza: ipR }] }'), 'hop-shape'],
    ['a screen rule naming no piece', base('{ name: h, letter: h, moves: [{ betza: pR, screenExcept: [x] }] }'), 'hop-screen'],
    ['a screen rule on a move that does not hop', base('{ name: h, letter: h, moves: [{ betza: R, screenExcept: [h] }] }'), 'hop-screen'],
    ['a capture rule naming no piece', base('{ name: h, letter: h, moves: [{ betza: R, captureExcept: [x] }] }'), 'capture-except'],
    ['a capture rule on a jumping capture', base('{ name: h, letter: h, moves: [{ atom: D, capture: jump, captureExcept: [k] }] }', 'goal: { type: capture, piece: k }\n').replace('royal: true, ', ''), 'capture-except'],
    ['a piece confined to an undeclared region', base('{ name: h, letter: h, betza: R, confined: palace }'), 'confinement-region'],
    ['a move from an undeclared region', base('{ name: h, letter: h, moves: [{ betza: W, from: river }] }'), 'confinement-region'],
    ['a confined move capturing by jump', base('{ name: h, letter: h, moves: [{ atom: D, capture: jump, to: home }] }', 'goal: { type: capture, piece: k }\n').replace('royal: true, ', ''), 'confinement-capture-mode'],
    ['the flying general where the attack tables cannot see a capture', base('{ name: h, letter: h, moves: [{ atom: D, capture: jump }] }', 'goal: { type: checkmate, flyingGeneral: true }\n'), 'checkmate-capture-rules'],
  ])('%s', (_, text, code) => {
    const result = loadSpecText(text, 'bad.yaml');
    expect(result.ok, text).toBe(false);
    if (result.ok) return;
    const found = result.diagnostics.find((d) => d.code === code);
    expect(found, result.diagnostics.map((d) => `${d.code}: ${d.message}`).join('\n')).toBeDefined();
    expect(found!.line).toBeGreaterThan(1);
    expect(found!.col).toBeGreaterThanOrEqual(1);
  });
});

describe('describe words hoppers, confinement and the flying general', () => {
  test('xiangqi', () => {
    const text = formatDescription(loadPlan('xiangqi'), 'text').replace(/\s+/g, ' ');
    expect(text).toContain('Captures only by hopping: any distance orthogonally over empty squares to exactly one piece of either side (the screen)');
    expect(text).toContain('only to a square of the palace region');
    expect(text).toContain('only from a square of the across river region');
    expect(text).toContain('may not face each other on a file with no piece between them (the flying general)');
  });
  test('grasshopper chess', () => {
    const text = formatDescription(loadPlan('grasshopper'), 'text').replace(/\s+/g, ' ');
    expect(text).toContain('Moves or captures by hopping: any distance in any direction over empty squares to exactly one piece of either side (the screen), landing on the square right behind it.');
  });
  test('a screen rule names the pieces', () => {
    const plan = planOf(cannons(', screenExcept: [c]'));
    expect(formatDescription(plan, 'text').replace(/\s+/g, ' ')).toContain('(the screen, not a cannon)');
  });
});
