// Connection goals (`{ type: connect }`, runtime/rules/connect.ts): a row of adjacent pieces, a line
// with gaps, a square block, of the side that has just moved only, with the pieces and lines the
// condition names. Each case is a spec and the Fairy-Stockfish section that says the same rule;
// at every position both engines' result (and move count) equals ffish's. Then the result's
// words, describe's sentence, and the specs loading refuses.

import { describe, expect, test } from 'vitest';
import { describeRules } from '../../../compare/rules.ts';
import { resultText } from '../../../runtime/outcome/result.ts';
import type { Engine } from '../../../runtime/use/engine.ts';
import { loadFfish } from '../../oracle/ffish.ts';
import { engines, expectRefused, fenOf, planOf } from '../zebras.ts';
import { scoreText } from '../../support.ts';

const ff = await loadFfish();

/** Stones and discs stepping like wazirs on a 5x5 board, ending by the one condition given. */
function stones(condition: string, extra = ''): string {
  return [
    'name: stones',
    'board: { files: 5, ranks: 5 }',
    'pieces:',
    '  - { name: stone, letter: s, betza: mW }',
    '  - { name: disc, letter: d, betza: mW }',
    `goal: { type: conditions, conditions: [${condition}] }`,
    'start: "S3d/5/5/5/5 w - - 0 1"',
    extra,
  ].join('\n');
}

/** The same game as a Fairy-Stockfish section. */
function section(name: string, options: string): string {
  return `[${name}]\nmaxRank = 5\nmaxFile = 5\ncustomPiece1 = s:mW\ncustomPiece2 = d:mW\nstartFen = 5/5/5/5/5 w - - 0 1\n${options}\n`;
}

interface Case {
  readonly name: string;
  readonly condition: string;
  readonly ini: string;
  /** FEN and the expected result (`*` going on), each checked against ffish as well. */
  readonly positions: readonly (readonly [fen: string, result: string])[];
}

const CASES: readonly Case[] = [
  {
    name: 'rcxrow',
    condition: '{ type: connect, shape: row, count: 3, outcome: win }',
    ini: 'connectN = 3',
    positions: [
      ['SSS2/5/5/5/dd3 b - - 0 1', '1-0'], // a rank row of White's, who has just moved
      ['5/5/S4/1S3/2S2 b - - 0 1', '1-0'], // a diagonal
      ['4S/3S1/2S2/5/5 b - - 0 1', '1-0'], // the other diagonal
      ['SS1S1/5/2d2/5/5 b - - 0 1', '*'], // a gap breaks a row
      ['5/5/2d2/S4/3SS b - - 0 1', '*'], // d1 e1 and a2 are no row over the edge
      ['SSSS1/5/5/5/ddd2 w - - 0 1', '0-1'], // both have one: only the side that moved, Black, is looked at
      ['SSS2/5/5/5/dd3 w - - 0 1', '*'], // White's row at White's move ends nothing
      ['SsS2/5/5/5/5 b - - 0 1', '*'], // a stone and a disc of the other side between
      ['SDS2/5/5/5/5 b - - 0 1', '1-0'], // every piece of the side counts: disc and stones
    ],
  },
  {
    name: 'rcxstones',
    condition: '{ type: connect, shape: row, count: 3, pieces: [s], directions: [vertical], outcome: loss }',
    ini: 'connectN = 3\nconnectPieceTypes = s\nconnectHorizontal = false\nconnectDiagonal = false\nconnectValue = loss',
    positions: [
      ['S4/S4/S4/5/5 b - - 0 1', '0-1'], // a file row: White, who made it, loses
      ['SSS2/5/2d2/5/5 b - - 0 1', '*'], // a rank is no line of this goal
      ['S4/D4/S4/5/2d2 b - - 0 1', '*'], // a disc does not count
      ['d4/d4/d4/5/4S w - - 0 1', '*'], // nor do Black's discs
    ],
  },
  {
    name: 'rcxline',
    condition: '{ type: connect, shape: line, count: 3, directions: [horizontal, diagonal], outcome: draw }',
    ini: 'collinearN = 3\nconnectVertical = false\nconnectValue = draw',
    positions: [
      ['S1S1S/5/5/5/5 b - - 0 1', '1/2-1/2'], // gaps between
      ['SsS1S/5/5/5/5 b - - 0 1', '1/2-1/2'], // the other side's piece between too
      ['S4/5/2S2/5/4S b - - 0 1', '1/2-1/2'], // a diagonal with gaps
      ['S4/5/S1d2/5/S4 b - - 0 1', '*'], // a file is no line of this goal
      ['S3S/5/2d2/5/S4 b - - 0 1', '*'], // three on no one line
    ],
  },
  {
    name: 'rcxblock',
    condition: '{ type: connect, shape: block, count: 2, outcome: win }',
    ini: 'connectNxN = 2',
    positions: [
      ['5/5/1SS2/1SS2/5 b - - 0 1', '1-0'],
      ['5/5/5/3dd/3dd w - - 0 1', '0-1'], // in the corner
      ['5/5/1SS2/1S3/4d b - - 0 1', '*'], // three of four
      ['5/5/1SD2/1SS2/5 b - - 0 1', '1-0'], // a disc of the side fills it too
      ['S4/5/2d2/5/4S b - - 0 1', '*'],
    ],
  },
  {
    name: 'rcxblock3',
    condition: '{ type: connect, shape: block, count: 3, pieces: [d], outcome: win }',
    ini: 'connectNxN = 3\nconnectPieceTypes = d',
    positions: [
      ['DDD2/DDD2/DDD2/5/5 b - - 0 1', '1-0'],
      ['DDD2/DSD2/DDD2/5/4d b - - 0 1', '*'], // a stone is no disc
      ['2DDD/2DDD/DD1DD/5/4d b - - 0 1', '*'], // d and e files and the a-file beyond the edge are no block
    ],
  },
];

ff.raw.loadVariantConfig(CASES.map((c) => section(c.name, c.ini)).join('\n'));

const scoreOf = (e: Engine, fen: string): string => scoreText(e.result(fenOf(e, fen)));

describe.each(CASES)('$name: $condition', (c) => {
  test.each(c.positions)('%s: %s, in both engines and in ffish', async (fen, result) => {
    expect(ff.result(c.name, fen), 'ffish').toBe(result);
    for (const e of await engines(planOf(stones(c.condition)))) {
      expect(scoreOf(e, fen)).toBe(result);
      // a finished position has no moves: a perft leaf
      const pos = fenOf(e, fen);
      expect(e.perft(pos, 1)).toBe(ff.legalMoves(c.name, fen).length);
    }
  });
});

describe('words', () => {
  const plan = planOf(stones('{ type: connect, shape: row, count: 3, pieces: [s], directions: [horizontal, vertical], outcome: win }'));
  test('the result names the shape', async () => {
    for (const e of await engines(plan)) expect(resultText(e.result(fenOf(e, 'SSS2/5/5/5/5 b - - 0 1')), plan)).toBe('1-0 (White has 3 in a row)');
    const block = planOf(stones('{ type: connect, shape: block, count: 2, outcome: loss }'));
    const e = (await engines(block))[0]!;
    expect(resultText(e.result(fenOf(e, '5/5/5/dd3/dd3 w - - 0 1')), block)).toBe('1-0 (Black has a 2x2 block)');
  });
  test('describe says the shape, its pieces and lines, and that only the mover is looked at', () => {
    expect(describeRules(plan).map((l) => l.text).join(' ')).toContain('A side whose move leaves 3 of its stone pieces on adjacent squares of one rank or file (only the side that moved is looked at) wins.');
  });
});

describe('refused specs', () => {
  test.each([
    ['a block with lines', stones('{ type: connect, shape: block, count: 2, directions: [vertical], outcome: win }'), 'connect-condition', 6],
    ['a row longer than the board', stones('{ type: connect, shape: row, count: 6, outcome: win }'), 'connect-condition', 6],
    ['a block wider than the board', stones('{ type: connect, shape: block, count: 6, outcome: win }'), 'connect-condition', 6],
    ['a row on a cylinder', stones('{ type: connect, shape: row, count: 3, outcome: win }').replace('ranks: 5 }', "ranks: 5, wrap: files }"), 'connect-condition', 6],
    ['a letter that is no piece', stones('{ type: connect, shape: row, count: 3, pieces: [x], outcome: win }'), 'condition-piece', 6],
  ])('%s', (_, text, code, line) => expectRefused(text, code, line));
});
