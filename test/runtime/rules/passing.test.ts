// Passing (`pass`, runtime/rules/passing.ts: janggi's pass), beyond the bundled variant: the pass
// is the royal square twice with SAN "pass" and undoes, never in check, two in a row end the game;
// passing refused without a royal piece (counting without passing decides the other draws:
// test/runtime/rules/counting.test.ts). Both engines.

import { describe, expect, test } from 'vitest';
import { engines, fenOf, planOf, zebras, expectRefused } from '../zebras.ts';

describe('passing', () => {
  const passing = planOf(zebras('', 'pass: true\n'));

  test('the pass is the royal square twice, SAN "pass", and undoes', async () => {
    for (const e of await engines(passing)) {
      const pos = fenOf(e, 'k4/5/5/5/Z3K w - - 3 7');
      const pass = e.moves(pos).find((m) => m.uci === 'e1e1');
      expect(pass?.san).toBe('pass');
      expect(e.playText(pos, 'pass')).toBeNull();
      expect(e.fen(pos)).toBe('k4/5/5/5/Z3K b - - 4 7');
      e.undo(pos);
      expect(e.fen(pos)).toBe('k4/5/5/5/Z3K w - - 3 7');
    }
  });

  test('no side passes in check', async () => {
    for (const e of await engines(passing)) {
      // the a1 zebra checks the king on c4 (straight path, b2 and b3 empty)
      expect(e.moves(fenOf(e, '5/2k2/5/5/Z3K b - - 0 1')).map((m) => m.uci)).not.toContain('c4c4');
    }
  });

  test('two passes in a row end the game, drawn without counting', async () => {
    for (const e of await engines(passing)) {
      const pos = fenOf(e, 'k4/5/5/5/Z3K w - - 0 1');
      expect(e.playText(pos, 'e1e1')).toBeNull();
      expect(e.playText(pos, 'a5a5')).toBeNull();
      const result = e.result(pos, false);
      expect(result).toEqual({ over: true, winner: null, reason: 'passing' });
    }
  });
});

test.each([
  ['passing without a royal piece', zebras('', 'pass: true\ngoal: { type: capture, piece: k }\n').replace('royal: true, ', ''), 'pass-royal', 8],
])('%s is refused', (_, text, code, line) => expectRefused(text, code, line));
