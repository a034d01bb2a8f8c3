// The CLI as users run it: `node bin/fairyforge.js ...` in a child process, checking stdout,
// stderr and the exit code. All runs are started at once in beforeAll (each costs ~0.5 s of
// node + tsx start-up), one per core, then the tests only inspect their results.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairyforge, ROOT, type Run } from '../cli-run.ts';

/** stderr's non-empty lines. */
const errLines = (r: Run): string[] => r.stderr.split('\n').filter((l) => l.trim() !== '');
/** Whether stderr holds a stack trace. */
const hasStack = (r: Run): boolean => /^\s+at /m.test(r.stderr);

// White pawn e4 can take the pawn on d5; kings on e1 / e8.
const CAPTURE_FEN = '4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1';
/** A valid variant whose positions can need more capture-chain states than the runtime explores. */
const CROWD = join(ROOT, 'test', 'fixtures', 'crowd-chains.yaml');
const CROWD_FEN = 'kmm1m2/m2mm2/m2m1mm/1mm1mm1/mm1m2m/2mm2m/A1m1mmK w - - 0 1';
/** After fool's mate: White is checkmated. */
const MATED_FEN = 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3';
/** Black to move, not in check, without a legal move. */
const STALEMATE_FEN = '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1';

let dir: string;
let badFile: string;
let goodFile: string;
/** The line of the unknown key in badFile. */
let badLine: number;
const runs: Record<string, Run> = {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fairyforge-cli-'));
  goodFile = join(dir, 'good.yaml');
  badFile = join(dir, 'bad.yaml');
  const chess = readFileSync(join(ROOT, 'variants', 'chess.yaml'), 'utf8');
  // a variant's name is its file name (validate checks it)
  writeFileSync(goodFile, chess.replace(/^name: chess$/m, 'name: good'));
  // an unknown top-level key, on its own line so its location is known: the last line
  writeFileSync(badFile, `${chess.replace(/^name: chess$/m, 'name: bad').trimEnd()}\ncolour_scheme: blue\n`);
  badLine = chess.trimEnd().split('\n').length + 1;
  const jobs: Record<string, () => Promise<Run>> = {
    perft: () => fairyforge('perft', 'chess', '--depth', '3', '--json'),
    divide: () => fairyforge('perft', 'chess', '--depth', '2', '--divide', '--json'),
    moves: () => fairyforge('moves', 'chess', '--json'),
    capture: () => fairyforge('moves', 'chess', '--json', '--fen', CAPTURE_FEN),
    unknown: () => fairyforge('perft', 'chesss', '--depth', '1'),
    badFen: () => fairyforge('moves', 'chess', '--fen', 'rnbqkbnr/ppXppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'),
    badFlag: () => fairyforge('perft', 'chess', '--depth', '1', '--no-such-flag'),
    validate: () => fairyforge('validate', goodFile, badFile),
    start: () => fairyforge('start', '--dir', dir, '--depth', '2'),
    play: () => fairyforge('play', 'chess', 'e2e4', 'e7e5'),
    illegal: () => fairyforge('play', 'chess', 'e4', 'e5', 'Ke3'),
    chainLimit: () => fairyforge('perft', CROWD, '--depth', '1', '--fen', CROWD_FEN),
    compareLimit: () => fairyforge('compare', 'chess', CROWD, '--games', '2'),
    mated: () => fairyforge('moves', 'chess', '--json', '--fen', MATED_FEN),
    stalemated: () => fairyforge('moves', 'chess', '--fen', STALEMATE_FEN),
    afterRepetition: () => fairyforge('play', 'chess', 'Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8', 'e4'),
    mateJson: () => fairyforge('play', 'chess', '--json', '1. f3 e5 2. g4 Qh4#'),
    pgnText: () => fairyforge('play', 'chess', '1. e4!! e5 2. Nf3 Nc6 3. Bc4 Nf6?! 4. 0-0'),
    emptyMove: () => fairyforge('play', 'chess', ''),
    blankMove: () => fairyforge('play', 'chess', 'e4', ' '),
    falseCheck: () => fairyforge('play', 'chess', 'e4+'),
    ambiguous: () => fairyforge('play', 'chess', 'e4 e5 Nc3 Nc6 Ne2'),
    pgnGame: () => fairyforge('play', 'chess', '--json', '1. f3 {a weak move} e5 $2 2. g4?? Qh4# 0-1'),
    pgnWrongResult: () => fairyforge('play', 'chess', '1. f3 e5 2. g4 Qh4# 1-0'),
  };
  // at most one run per core at a time: more only makes each slower
  const queue = Object.entries(jobs);
  const worker = async (): Promise<void> => {
    for (let job = queue.shift(); job; job = queue.shift()) runs[job[0]] = await job[1]();
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('perft', () => {
  it('--json prints one object with exactly the documented keys', () => {
    const r = runs.perft;
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out).sort()).toEqual(['depth', 'fen', 'ms', 'nodes', 'nps', 'variant']);
    expect(out).toMatchObject({ variant: 'chess', depth: 3, nodes: 8902 });
    expect(out.fen).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  });

  it('--divide counts sum to the node total', () => {
    const r = runs.divide;
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { nodes: number; divide: Record<string, number> };
    expect(out.nodes).toBe(400);
    expect(Object.keys(out.divide)).toHaveLength(20);
    expect(Object.values(out.divide).reduce((a, b) => a + b, 0)).toBe(out.nodes);
    expect(out.divide.e2e4).toBe(20);
  });
});

describe('moves', () => {
  it('--json lists the 20 opening moves with their fields', () => {
    const r = runs.moves;
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { moves: Record<string, unknown>[]; result: unknown };
    expect(out.result).toEqual({ over: false, winner: null, reason: null, text: '* (game in progress)' });
    const moves = out.moves;
    expect(moves).toHaveLength(20);
    for (const m of moves) expect(Object.keys(m).sort()).toEqual(['captures', 'from', 'landings', 'piece', 'promotion', 'san', 'to', 'uci']);
    expect(moves.find((m) => m.uci === 'e2e4')).toEqual({
      uci: 'e2e4',
      from: 'e2',
      to: 'e4',
      piece: 'P',
      captures: [],
      landings: ['e4'],
      promotion: null,
      san: 'e4',
    });
  });

  it('a capture lists the captured square', () => {
    const r = runs.capture;
    expect(r.code, r.stderr).toBe(0);
    const { moves } = JSON.parse(r.stdout) as { moves: { uci: string; captures: string[]; san: string }[] };
    expect(moves.find((m) => m.uci === 'e4d5')).toMatchObject({ captures: ['d5'], san: 'exd5' });
    expect(moves.find((m) => m.uci === 'e4e5')).toMatchObject({ captures: [] });
  });
});

describe('play', () => {
  it('prints the FEN after the moves', () => {
    const r = runs.play;
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2');
    expect(r.stdout).toMatch(/^result \*/m);
  });

  it('an illegal move is one line naming the move and its index', () => {
    const r = runs.illegal;
    expect(r.code).toBe(1);
    expect(errLines(r)).toHaveLength(1);
    expect(r.stderr).toMatch(/^fairyforge: move 3: "Ke3"/);
  });
});

describe('a finished game', () => {
  it('moves --json on a mate: an empty list and the result, the winner by colour', () => {
    const r = runs.mated;
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { moves: unknown[]; result: unknown };
    expect(out.moves).toEqual([]);
    expect(out.result).toEqual({ over: true, winner: 'black', reason: 'checkmate', text: '0-1 (Black wins by checkmate)' });
  });

  it('moves on a stalemate says so in words, exit 0', () => {
    const r = runs.stalemated;
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe('no moves: the game is over, 1/2-1/2 (draw by stalemate)\n');
  });

  it('play refuses a move after a draw by repetition, as after a mate: one line naming the result', () => {
    const r = runs.afterRepetition;
    expect(r.code).toBe(1);
    expect(errLines(r)).toEqual(['fairyforge: move 9: "e4" is not a legal move here: the game is over, 1/2-1/2 (draw by repetition)']);
  });

  it('play --json names the winner by colour', () => {
    const r = runs.mateJson;
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { result: unknown }).result).toMatchObject({ over: true, winner: 'black' });
  });
});

describe('move text', () => {
  it('reads PGN: move numbers, annotations, castling with zeros', () => {
    const r = runs.pgnText;
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4');
  });

  it('an empty or blank move argument is a usage error, not a game of no moves', () => {
    expect(runs.emptyMove.code).toBe(2);
    expect(errLines(runs.emptyMove)).toEqual(['fairyforge: move argument 1 is empty; give moves such as e2e4 or e4']);
    expect(runs.blankMove.code).toBe(2);
    expect(errLines(runs.blankMove)).toEqual(['fairyforge: move argument 2 is empty; give moves such as e2e4 or e4']);
  });

  it('reads a game pasted from PGN: comments, NAGs and a termination marker that matches', () => {
    const r = runs.pgnGame;
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ moves: { length: 4 }, result: { winner: 'black' } });
  });

  it('a termination marker that contradicts the ending the moves reach is refused', () => {
    expect(runs.pgnWrongResult.code).toBe(1);
    expect(errLines(runs.pgnWrongResult)).toEqual(['fairyforge: the moves end the game 0-1 (Black wins by checkmate), but the text says 1-0']);
  });

  it('a check mark on a move that gives none is refused', () => {
    expect(runs.falseCheck.code).toBe(1);
    expect(errLines(runs.falseCheck)).toEqual(['fairyforge: move 1: "e4+" is not a legal move here: it marks a check, but e4 gives none']);
  });

  it('SAN that two pieces fit is refused naming both (one lookup with the library)', () => {
    expect(runs.ambiguous.code).toBe(1);
    expect(errLines(runs.ambiguous)).toEqual([expect.stringMatching(/^fairyforge: move 5: "Ne2" is ambiguous: it could be (Nce2 or Nge2|Nge2 or Nce2)$/)]);
  });
});

describe('errors are one line, never a stack', () => {
  it('unknown variant: did you mean', () => {
    const r = runs.unknown;
    expect(r.code).toBe(1);
    expect(errLines(r)).toEqual([expect.stringMatching(/^fairyforge: unknown variant 'chesss' — did you mean 'chess'\?/)]);
    expect(hasStack(r)).toBe(false);
  });

  it('bad FEN names the field', () => {
    const r = runs.badFen;
    expect(r.code).toBe(1);
    expect(errLines(r)).toHaveLength(1);
    expect(r.stderr).toMatch(/^fairyforge: invalid FEN \(board field\): /);
    expect(hasStack(r)).toBe(false);
  });

  it('a position past the chain-state limit: perft names the limit, the square and the position', () => {
    const r = runs.chainLimit;
    expect(r.code).toBe(1);
    expect(errLines(r)).toEqual([`fairyforge: capture chains from a1 need more than 16,384 chain states, the runtime's limit per position (in ${CROWD_FEN})`]);
    expect(hasStack(r)).toBe(false);
  });

  it('a position past the chain-state limit two plies in: compare says where it stopped, writes no report', () => {
    const r = runs.compareLimit;
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(errLines(r)).toEqual([expect.stringMatching(/^fairyforge: compare stopped \(crowd: perft\): capture chains from \w+ need more than 16,384 chain states/)]);
    expect(hasStack(r)).toBe(false);
  });

  it('unknown flag', () => {
    const r = runs.badFlag;
    expect(r.code).not.toBe(0);
    expect(errLines(r)).toEqual([expect.stringMatching(/^fairyforge: unknown option '--no-such-flag'/)]);
    expect(hasStack(r)).toBe(false);
  });
});

describe('validate', () => {
  it('prints ok for a valid file and file:line:col: for a problem, exit 1', () => {
    const r = runs.validate;
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`ok ${goodFile}`);
    const lines = errLines(r);
    expect(lines).toHaveLength(1);
    expect(lines[0].startsWith(`${badFile}:${badLine}:1: `)).toBe(true);
    expect(lines[0]).toContain('colour_scheme');
  });
});

describe('start', () => {
  it('tabulates the valid variants, lists the invalid ones with diagnostics, exit 1', () => {
    const r = runs.start;
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/│ good +│ 8x8 +│ pnbrqk +│ +20 │ +400 │/);
    expect(r.stdout).toMatch(/│ bad +│ invalid: 1 problem/);
    const lines = errLines(r);
    expect(lines).toHaveLength(1);
    expect(lines[0].startsWith(`${badFile}:${badLine}:1: `)).toBe(true);
  });
});
