// A lame leap's path (`lamePath`, runtime/generate/paths.ts): janggi's orthogonal-first path
// against the straight one, in move generation and check detection, both engines, squares worked
// out from the rule (test/oracle/xiangqi.test.ts compares janggi itself with ffish); the refusal.

import { describe, expect, test } from 'vitest';
import { inCheck } from '../../../runtime/legal/legal.ts';
import { engines, fenOf, planOf, zebraMoves, zebras, expectRefused } from '../zebras.ts';

describe('lamePath: orthogonal-first against straight', () => {
  const straight = planOf(zebras(''));
  const orthogonal = planOf(zebras(', lamePath: orthogonal-first'));

  test('the plan carries each vector its path only with orthogonal-first', () => {
    expect(straight.pieces[1].moves[0]).toHaveProperty('legs', null);
    const node = orthogonal.pieces[1].moves[0];
    expect(node.kind === 'leap' && node.legs?.[node.vectors.findIndex(([x, y]) => x === 2 && y === 3)]).toEqual([[0, 1], [1, 2]]);
  });

  // from a1 the zebra reaches c4 (2, 3) and d3 (3, 2). Straight, c4 passes b2 and b3, d3 passes b2
  // and c2; orthogonal-first, c4 passes a2 and b3, d3 passes b1 and c2.
  test('a wall on b2 blocks both leaps only on the straight path', async () => {
    const fen = 'k4/5/5/1W3/Z3K w - - 0 1';
    for (const e of await engines(straight)) expect(zebraMoves(e, fen)).toEqual([]);
    for (const e of await engines(orthogonal)) expect(zebraMoves(e, fen)).toEqual(['a1c4', 'a1d3']);
  });

  test('a wall on a2 blocks c4 only on the orthogonal-first path', async () => {
    const fen = 'k4/5/5/W4/Z3K w - - 0 1';
    for (const e of await engines(straight)) expect(zebraMoves(e, fen)).toEqual(['a1c4', 'a1d3']);
    for (const e of await engines(orthogonal)) expect(zebraMoves(e, fen)).toEqual(['a1d3']);
  });

  test('check detection follows the same path: the a1 zebra checks c4 past a wall on b2', async () => {
    const fen = '5/2k2/5/1W3/Z3K b - - 0 1';
    for (const e of await engines(straight)) expect(inCheck(fenOf(e, fen), e.gen)).toBe(false);
    for (const e of await engines(orthogonal)) expect(inCheck(fenOf(e, fen), e.gen)).toBe(true);
  });
});

test.each([
  ['a lamePath on a move that is no lame leap', zebras('').replace('betza: nZ', 'betza: Z, lamePath: orthogonal-first'), 'lame-path', 5],
])('%s is refused', (_, text, code, line) => expectRefused(text, code, line));
