// Hostile sizes (issue #24, item 10): a spec of thousands of moves is refused at once with a
// located error (the schema's per-list bound, rule spec-size for the whole spec) instead of
// validating for tens of seconds; overlap removal (compiler/overlap.ts) grows with a piece's moves,
// not with their square; and `compare --timeout` stops within the timeout even when one
// measurement step (perft 3 of a 16x16 board of long riders) would take minutes.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseMoves, overlaps } from '../../compiler/overlap.ts';
import type { MoveNode } from '../../runtime/plan/moves.ts';
import { LEAP_DEFAULTS, MOVE_DEFAULTS } from '../../runtime/plan/defaults.ts';
import { loadSpecText } from '../../plan-checks/load.ts';
import { MAX_SPEC_MOVES } from '../../loading/size-checks.ts';
import { fairyforgeWithin } from '../cli-run.ts';

/** Chess with the queen's moves replaced by `queenMoves` and every other piece given `extra` entries (YAML lines). */
function chessWith(queenMoves: string[], extra: string[] = []): string {
  const list = (entries: string[]): string => (entries.length ? `\n    moves:\n${entries.map((e) => `      - ${e}`).join('\n')}` : '');
  const piece = (name: string, letter: string, betza: string, entries: string[], more = ''): string => `  - name: ${name}\n    letter: ${letter}${more}\n    betza: ${betza}${list(entries)}`;
  return [
    'name: hostile',
    'board: { files: 8, ranks: 8 }',
    'pieces:',
    piece('pawn', 'p', 'mfWcfFifmnD', [], '\n    pawn: true'),
    piece('knight', 'n', 'N', extra),
    piece('bishop', 'b', 'B', extra),
    piece('rook', 'r', 'R', extra),
    piece('queen', 'q', 'K', queenMoves),
    piece('king', 'k', 'K', [], '\n    royal: true'),
    'promotion: { pieces: [p], zones: [{ rank: -1, mandatory: true }], choices: [q, r, b, n] }',
    'goal: { type: checkmate, stalemate: draw }',
    'start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"',
    '',
  ].join('\n');
}

/** `n` structured moves, all different (atom, range and mode vary). */
function structuredMoves(n: number): string[] {
  const atoms = ['W', 'F', 'N', 'D', 'A'];
  return Array.from({ length: n }, (_, i) => `{ atom: ${atoms[i % 5]}, range: ${1 + (Math.floor(i / 5) % 7)}, mode: ${['both', 'move', 'capture'][Math.floor(i / 35) % 3]} }`);
}

const timed = <T>(f: () => T): { value: T; ms: number } => {
  const t0 = performance.now();
  const value = f();
  return { value, ms: performance.now() - t0 };
};

describe('spec size bounds: located errors, at once', () => {
  it('6,900 structured moves on one piece (a 46 KB spec): one located error about the list (no compile: before the bound it took 24 s and more)', () => {
    const text = chessWith(structuredMoves(6900));
    expect(text.length).toBeGreaterThan(40_000);
    const { value: load, ms } = timed(() => loadSpecText(text, 'hostile.yaml'));
    expect(load.ok).toBe(false);
    if (load.ok) return;
    const line = text.split('\n').findIndex((l) => l.includes('letter: q')) + 4; // the queen's `moves:` list, where its entries start
    expect(load.diagnostics.map((d) => `${d.file}:${d.line}: ${d.message}`)).toEqual([expect.stringMatching(new RegExp(`^hostile\\.yaml:${line}: .*64`))]);
    // the YAML parse and the schema's pass over 6,900 entries remain (about 8 s on a loaded machine)
    expect(ms).toBeLessThan(20_000);
  });

  it(`more than ${MAX_SPEC_MOVES} moves in all (Betza text expanded): spec-size, at the first move beyond the bound`, () => {
    // 4 pieces x 64 entries of 3 moves each = 768 moves, and 10 from the pieces' own Betza text: every list within the schema's bound
    const text = chessWith(Array(64).fill('{ betza: WFN }'), Array(64).fill('{ betza: WFN }'));
    const { value: load, ms } = timed(() => loadSpecText(text, 'hostile.yaml'));
    expect(load.ok).toBe(false);
    if (load.ok) return;
    expect(load.diagnostics).toHaveLength(1);
    const d = load.diagnostics[0];
    expect(d.code).toBe('spec-size');
    expect(d.message).toContain('778');
    // pawn 4, knight 1 + 192, bishop 1 + 192, rook 1: the 513th move is in the rook's 41st entry
    const rookLine = text.split('\n').findIndex((l) => l.includes('letter: r'));
    expect(d.line).toBe(rookLine + 1 + 3 + 40);
    expect(ms).toBeLessThan(3000);
  });

  it('the bundled variants are far within the bounds (a real variant is never refused)', () => {
    const text = chessWith(structuredMoves(64));
    expect(loadSpecText(text, 'hostile.yaml').ok).toBe(true);
  });
});

describe('overlap removal is near-linear (compiler/overlap.ts)', () => {
  it('20,000 moves of one piece are normalised and checked in well under a second each', () => {
    // distinct leaps: the quadratic pairing took about a minute here
    const nodes: MoveNode[] = Array.from({ length: 20_000 }, (_, i) => ({ ...MOVE_DEFAULTS, ...LEAP_DEFAULTS, kind: 'leap', lame: false, vectors: [[i + 1, (i % 7) + 1]], quiet: true, capture: true, initial: false, doubleStep: false, enPassant: false }));
    const normalised = timed(() => normaliseMoves(nodes));
    expect(normalised.value).toHaveLength(nodes.length);
    const overlap = timed(() => overlaps(nodes, 16, 16));
    expect(overlap.value).toBe(false);
    // and a shared landing is still found: a rider's step that reaches another node's leap
    expect(overlaps([...nodes, { ...MOVE_DEFAULTS, kind: 'ride', range: 0, vectors: [[1, 1]], quiet: true, capture: false, initial: false, doubleStep: false, enPassant: false }], 40_000, 40_000)).toBe(true);
    expect(normalised.ms + overlap.ms).toBeLessThan(2000);
  });
});

/**
 * A 16x16 variant that loads at once (three move entries) but whose perft 3, one measurement
 * step of compare, counts about a billion leaves: 15 amazon-like riders a side (W, F, N, C and Z
 * riders, move-only, so no king is ever attacked) on an open board. Perft 1 is about 1,000 and
 * perft 2 about 1,000,000 (under a second); perft 3 takes minutes on any machine.
 */
function longRiders(): string {
  const moves = ['W', 'F', 'N', 'C', 'Z'].map((atom) => `{ atom: ${atom}, range: 0, mode: move }`).join(', ');
  return [
    'name: riders',
    'board: { files: 16, ranks: 16 }',
    'pieces:',
    `  - { name: amazon, letter: q, moves: [${moves}] }`,
    '  - { name: king, letter: k, royal: true, betza: mK }',
    'goal: { type: checkmate, stalemate: draw }',
    `start: "qqqqqqqkqqqqqqqq/${Array(14).fill('16').join('/')}/QQQQQQQKQQQQQQQQ w - - 0 1"`,
    '',
  ].join('\n');
}


describe('--timeout inside one long measurement step', () => {
  let dir: string;
  let spec: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'fairyforge-riders-'));
    spec = join(dir, 'riders.yaml');
    writeFileSync(spec, longRiders());
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('the hostile spec is a valid variant (so the deadline, not validation, must stop it)', () => {
    const load = loadSpecText(longRiders(), 'riders.yaml');
    expect(load.ok ? [] : load.diagnostics.map((d) => d.message)).toEqual([]);
  });

  it('compare <16x16 long riders> chess --timeout T, T past the loading: exit 3 within T and a little slack, though perft 3 takes minutes', async () => {
    // T is a few times what loading the variant takes here (a perft 1, process start included),
    // so the deadline falls inside the measurement, in perft 3: a deadline looked at only
    // between steps (the old code) runs minutes past it and is killed at the bound below
    const probe = await fairyforgeWithin(60_000, 'perft', spec, '--depth', '1', '--engine', 'interpreted');
    expect(probe.code, probe.stderr).toBe(0);
    const seconds = Math.max(3, Math.ceil((3 * probe.ms) / 1000));
    const r = await fairyforgeWithin(seconds * 1000 + 15_000, 'compare', spec, 'chess', '--timeout', String(seconds), '--games', '1', '--engine', 'interpreted');
    expect(r.code, r.stderr).toBe(3);
    expect(r.stderr).toMatch(/^fairyforge: compare stopped by --timeout after \d+ of \d+ measurement steps \(at .*\); partial, no report written\n$/);
    expect(r.stdout).toBe('');
    expect(r.ms).toBeLessThan(seconds * 1000 + 5000);
  }, 150_000);
});
