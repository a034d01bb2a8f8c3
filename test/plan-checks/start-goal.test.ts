// A goal condition that already holds in the start position (a region covering the whole board)
// leaves the first side no move; the validator names that cause, at the condition's line:col,
// instead of saying the pieces have no legal move. A start without moves for other reasons is
// still refused as before.

import { describe, expect, test } from 'vitest';
import { loadSpecText } from '../../plan-checks/load.ts';

const EVERY_SQUARE = '[a1, b1, c1, a2, b2, c2, a3, b3, c3, a4, b4, c4]';

const hill = (squares: string, start = 'k2/3/3/2K w - - 0 1'): string =>
  [
    'name: hill',
    'board: { files: 3, ranks: 4 }',
    'pieces:',
    '  - { name: king, letter: k, betza: K, royal: true }',
    'goal:',
    '  type: checkmate',
    '  conditions:',
    `    - { type: region, piece: k, squares: ${squares}, outcome: win }`,
    `start: "${start}"`,
    '',
  ].join('\n');

const problems = (text: string): string[] => {
  const r = loadSpecText(text, 'hill.yaml');
  return r.ok ? [] : r.diagnostics.map((d) => `${d.line}:${d.col} ${d.code}: ${d.message}`);
};

describe('a goal that holds in the start position', () => {
  test('a region of every square: the goal is named as the cause, at its line:col', () => {
    expect(problems(hill(EVERY_SQUARE))).toEqual([
      "8:7 start-goal-holds: the game is over before it starts: goal condition 1 (Black's king reached a1, b1, c1, a2, b2, c2, a3, b3, c3, a4, b4 or c4) already holds in the start position; give it squares or pieces the start position does not satisfy",
    ]);
  });

  test('a region only one king stands on at the start is the same cause', () => {
    expect(problems(hill('[c1]'))).toEqual([expect.stringMatching(/^8:7 start-goal-holds: .*goal condition 1 \(White's king reached c1\) already holds/)]);
  });

  test('a region no king stands on at the start is accepted', () => {
    expect(problems(hill('[b2]'))).toEqual([]);
  });
});
