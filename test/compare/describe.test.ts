// describe: the words for movement (a table of vector sets and their phrases), and the whole
// description of each bundled variant against a committed golden file. Run with
// UPDATE_GOLDEN=1 to rewrite the golden files after an intended change, then review the diff.

import { expectGolden } from '../golden.ts';
import { describe, expect, test } from 'vitest';
import { formatDescription } from '../../compare/describe.ts';
import { vectorsPhrase } from '../../compare/movement.ts';
import { describeNode } from '../../compare/pieces.ts';
import type { MoveNode, Vector } from '../../runtime/plan/moves.ts';
import { LEAP_DEFAULTS, MOVE_DEFAULTS } from '../../runtime/plan/defaults.ts';
import { loadPlan } from '../support.ts';



const W: Vector[] = [[1, 0], [0, 1], [-1, 0], [0, -1]];
const F: Vector[] = [[1, 1], [-1, 1], [-1, -1], [1, -1]];
const N: Vector[] = [[2, 1], [1, 2], [-1, 2], [-2, 1], [-2, -1], [-1, -2], [1, -2], [2, -1]];

describe('movement phrases', () => {
  test.each<{ what: string; vectors: Vector[]; range: number; phrase: string }>([
    { what: 'wazir', vectors: W, range: 1, phrase: 'one square orthogonally' },
    { what: 'ferz', vectors: F, range: 1, phrase: 'one square diagonally' },
    { what: 'king', vectors: [...W, ...F], range: 1, phrase: 'one square in any direction' },
    { what: 'rook', vectors: W, range: 0, phrase: 'any distance orthogonally' },
    { what: 'queen', vectors: [...W, ...F], range: 0, phrase: 'any distance in any direction' },
    { what: 'short rook', vectors: W, range: 3, phrase: 'up to three squares orthogonally' },
    { what: 'knight', vectors: N, range: 1, phrase: 'like a knight' },
    { what: 'nightrider', vectors: N, range: 0, phrase: 'any distance in steps of a knight leap in a straight line' },
    { what: 'pawn step', vectors: [[0, 1]], range: 1, phrase: 'one square straight forward' },
    { what: 'pawn capture', vectors: [[1, 1], [-1, 1]], range: 1, phrase: 'one square diagonally forward' },
    { what: 'sideways step', vectors: [[1, 0], [-1, 0]], range: 1, phrase: 'one square sideways' },
    { what: 'dabbaba', vectors: [[2, 0], [0, 2], [-2, 0], [0, -2]], range: 1, phrase: 'two squares orthogonally' },
    { what: 'forward knight', vectors: [[2, 1], [1, 2], [-1, 2], [-2, 1]], range: 1, phrase: 'like a knight forward' },
    { what: 'camel', vectors: [[3, 1]], range: 1, phrase: 'like a camel only (3,1)' },
  ])('$what', ({ vectors, range, phrase }) => {
    expect(vectorsPhrase(vectors, range)).toBe(phrase);
  });
});

const node = (over: Partial<MoveNode>): MoveNode =>
  ({ ...MOVE_DEFAULTS, ...LEAP_DEFAULTS, kind: 'leap', vectors: [[0, 1]], lame: false, quiet: true, capture: true, initial: false, doubleStep: false, enPassant: false, ...over }) as MoveNode;

describe('node sentences', () => {
  test.each([
    { what: 'quiet only', node: node({ capture: false }), text: 'Moves one square straight forward, without capturing.' },
    { what: 'capture only', node: node({ quiet: false }), text: 'Moves one square straight forward only when capturing.' },
    { what: 'both', node: node({}), text: 'Moves or captures one square straight forward.' },
    {
      what: 'initial lame double step',
      node: node({ vectors: [[0, 2]], lame: true, capture: false, initial: true, doubleStep: true }),
      text: 'Only as its first move, it moves two squares straight forward over an empty square, without capturing; an enemy pawn may take it en passant on the square it passes over.',
    },
    {
      what: 'approach',
      node: node({ kind: 'ride', range: 0, vectors: W, captureMode: 'approach' } as Partial<MoveNode>),
      text: 'Moves or captures any distance orthogonally, capturing by approach.',
    },
    { what: 'remove', node: node({ kind: 'remove', vectors: W, quiet: false }), text: 'Stays put and removes every enemy piece one square orthogonally from it, all at once.' },
  ])('$what', ({ node, text }) => {
    expect(describeNode(node)).toBe(text);
  });
});

describe.each(['chess', 'berolina'])('describe %s', (name) => {
  const plan = loadPlan(name);
  test('text', () => expectGolden(`describe-${name}.txt`, `${formatDescription(plan, 'text')}\n`));
  test('markdown', () => expectGolden(`describe-${name}.md`, `${formatDescription(plan, 'md')}\n`));
  test('json lists every piece once', () => {
    const json = JSON.parse(formatDescription(plan, 'json')) as { rules: { key: string; piece?: { letter: string } }[] };
    expect(json.rules.filter((r) => r.piece).map((r) => r.piece?.letter)).toEqual(plan.pieces.map((p) => p.letter));
    expect(new Set(json.rules.map((r) => r.key)).size).toBe(json.rules.length);
  });
});
