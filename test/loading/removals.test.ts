// `extends` keeps every rule the child does not mention (#24 item 4): describe marks those rules
// as inherited, and `key: null` removes an inherited optional key (castling, a goal's counting),
// refused with its line:col where the key is required or unknown.
import { describe, expect, test } from 'vitest';
import { loadVariant } from '../../lib/index.ts';
import { loadSpecText } from '../../plan-checks/load.ts';
import { loadFfish } from '../oracle/ffish.ts';

const ff = await loadFfish();

/** The one-line errors of a spec that does not load, as `line:col: message`. */
function errors(text: string): string[] {
  const r = loadSpecText(text, 'child.yaml');
  if (r.ok) throw new Error('expected the spec to be refused');
  return r.diagnostics.map((d) => `${d.line}:${d.col}: ${d.message}`);
}

describe('chaturanga written as extends: shatranj', () => {
  const FEN = '4k3/8/8/8/8/8/3r4/3RK3 w - - 0 1';
  const inheriting = 'name: chaturanga\nextends: shatranj\n';
  const own = `${inheriting}goal: { type: checkmate, stalemate: loss, conditions: [] }\n`;

  test('describe says the goal with its bare-king rule is inherited from shatranj', async () => {
    const text = (await loadVariant(inheriting, { engine: 'interpreted' })).describe();
    expect(text).toMatch(/Goal: [^\n]*(\n {6}[^\n]*)*bare[^]*\(inherited from shatranj\)\nDraws/);
    expect(text).toMatch(/King \(K\/k\):[^\n]*\n?[^\n]*\(inherited from\s+shatranj\)/);
  });

  test('a goal of its own is not marked inherited, and perft matches ffish chaturanga (no bare-king rule)', async () => {
    const v = await loadVariant(own, { engine: 'interpreted' });
    expect(v.describe()).not.toMatch(/Goal:[^]*inherited[^]*\nDraws/);
    expect(v.perft(3, FEN)).toBe(ff.perft('chaturanga', FEN, 3));
    expect(ff.perft('chaturanga', FEN, 3)).toBe(957);
  });
});

describe('key: null removes an inherited key', () => {
  test('castling: null: the child of chess has no castling (describe, and a FEN with castling rights is refused)', async () => {
    const v = await loadVariant('name: nocastle\nextends: chess\ncastling: null\nstart: "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1"\n', { engine: 'interpreted' });
    expect(v.describe()).toMatch(/Castling: There is no castling\./);
    expect(v.parseFen('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1').ok).toBe(false);
    // ffish chess without the castling rights: the same moves as a variant without castling
    expect(v.perft(2)).toBe(ff.perft('chess', 'r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1', 2));
  });

  test("goal.counting: null: janggi's child ends the move rule by a draw, not by counting", async () => {
    const janggi = await loadVariant('janggi', { engine: 'interpreted' });
    expect(janggi.describe()).toMatch(/counting/);
    const v = await loadVariant('name: nocount\nextends: janggi\ngoal: { type: checkmate, stalemate: loss, bikjang: true, counting: null }\n', { engine: 'interpreted' });
    expect(v.describe()).not.toMatch(/counting material/);
  });

  test('null is refused at its line:col where the key is required, missing from the variant or unknown', () => {
    expect(errors('name: c\nextends: chess\ncastling: { king: null, rook: r }\n')).toEqual([
      "3:19: king: null removes a key, but 'king' is required in castling",
    ]);
    expect(errors('name: c\nextends: chess\nboard: null\n')).toEqual(['3:8: board: null removes the inherited board, but a variant needs one']);
    expect(errors('name: c\nextends: chess\ncolorBound: null\n')).toEqual(["3:1: unknown key 'colorBound' in the variant — did you mean 'colourBound'?"]);
    expect(errors('name: null\nextends: chess\n')).toEqual(["1:7: name: null removes a key, but 'name' is required in the variant"]);
  });
});
