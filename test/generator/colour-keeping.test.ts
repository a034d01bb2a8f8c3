// Colour binding's screen in generated engines (generator/colour-keeping.ts): a plan whose
// generated engine writes only moves colour binding keeps says so, and the capture rules then
// test en-passant captures only. Checked against the rule itself: along random Interweave games,
// every pseudo-legal move the generated engine writes (en passant aside) ends on its start
// square's colour and removes only enemies on the other colour.

import { describe, expect, test } from 'vitest';
import { compileSpec } from '../../compiler/compile.ts';
import { keepsColours } from '../../generator/colour-keeping.ts';
import { F_EN_PASSANT, M_COUNT, M_FLAGS, M_FROM, M_HEADER, M_TO } from '../../runtime/moves.ts';
import type { VariantPlan } from '../../runtime/plan/variant.ts';
import type { Position } from '../../runtime/state/position.ts';
import { loadSpecText } from '../../plan-checks/load.ts';
import { enginePair, loadPlan, randomPlayout } from '../support.ts';

const pair = await enginePair('interweave');

/** A colour-bound variant with one piece of the given moves (and kings to capture). */
function planWith(moves: string, colourBound = true) {
  const loaded = loadSpecText(
    `
name: bound
board: { files: 8, ranks: 8 }
pieces:
  - name: mover
    letter: m
    moves: ${moves}
  - name: king
    letter: k
    moves:
      - { atom: F, mode: move }
      - { atom: D, mode: capture, capture: jump }
goal: { type: capture, piece: k }
colourBound: ${colourBound}
start: "k6k/8/8/8/8/8/8/K6K w - - 0 1"
`,
    'bound.yaml',
  );
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
  return compileSpec(loaded.spec);
}

describe('keepsColours', () => {
  test('Interweave: every removal of its moves is on the other colour', () => {
    expect(keepsColours(loadPlan('interweave'))).toBe(true);
  });

  test('a rider whose steps change colour lands on the other colour: the full test stays', () => {
    expect(keepsColours(planWith('[{ atom: W, range: 0 }]'))).toBe(false);
    expect(keepsColours(planWith('[{ atom: F, range: 0 }]'))).toBe(true);
  });

  test('an approach along steps that keep the colour takes on the mover\'s own colour: the full test stays', () => {
    expect(keepsColours(planWith('[{ atom: F, range: 0, capture: approach }]'))).toBe(false);
    expect(keepsColours(planWith('[{ atom: W, range: 0, capture: approach }]'))).toBe(true);
  });

  test('default-deny: a plan, piece or node field no claim names turns the optimisation off', () => {
    const plan = loadPlan('interweave');
    expect(keepsColours({ ...plan, someNewMechanism: { on: true } } as VariantPlan)).toBe(false);
    const [first, ...rest] = plan.pieces;
    expect(keepsColours({ ...plan, pieces: [{ ...first, someNewRule: 1 }, ...rest] } as VariantPlan)).toBe(false);
    const node = { ...first.moves[0], someNewStep: [[1, 1]] };
    expect(keepsColours({ ...plan, pieces: [{ ...first, moves: [node, ...first.moves.slice(1)] }, ...rest] } as VariantPlan)).toBe(false);
    // a field at its default is as good as absent
    expect(keepsColours({ ...plan, someNewMechanism: undefined, castling: [] } as VariantPlan)).toBe(true);
  });

  test('mechanisms nobody claimed keep the full test: castling, wrap, fission', () => {
    const plan = loadPlan('interweave');
    const chess = loadPlan('chess');
    expect(keepsColours({ ...plan, castling: chess.castling })).toBe(false);
    expect(keepsColours({ ...plan, wrap: 'files' })).toBe(false);
    expect(keepsColours({ ...plan, fission: { whenAttacked: false } })).toBe(false);
  });

  test('without colour binding there is nothing to keep', () => {
    expect(keepsColours(planWith('[{ atom: F, range: 0 }]', false))).toBe(false);
  });

  test('the generated Interweave engine says so, the interpreter does not', () => {
    expect(pair.generated.gen.keepsColours).toBe(true);
    expect(pair.interpreted.gen.keepsColours).toBeUndefined();
  });
});

/** The moves `gen.generate` writes for `pos` that colour binding forbids, en passant aside, as text. */
function unbound(pos: Position): string[] {
  const { gen, buf } = pair.generated;
  const colour = pos.t.squareColour;
  const first = buf.count;
  const top = buf.top;
  gen.generate(pos, buf);
  const bad: string[] = [];
  for (let i = first; i < buf.count; i++) {
    const d = buf.data;
    const off = buf.offsets[i];
    if (d[off + M_FLAGS] & F_EN_PASSANT) continue;
    const start = colour[d[off + M_FROM]];
    let kept = colour[d[off + M_TO]] === start;
    for (let k = off + M_HEADER; k < off + M_HEADER + 3 * d[off + M_COUNT]; k += 3) {
      const old = d[k + 1];
      if (old > 0 && (old & 1) !== pos.side && d[k + 2] === 0 && colour[d[k]] === start) kept = false;
    }
    if (!kept) bad.push(`${pos.t.geo.name(d[off + M_FROM])}${pos.t.geo.name(d[off + M_TO])}`);
  }
  buf.count = first;
  buf.top = top;
  return bad;
}

test('along random Interweave games the generated engine writes no move colour binding forbids', () => {
  const engine = pair.generated;
  let positions = 0;
  for (let seed = 1; seed <= 12; seed++) {
    randomPlayout(engine, engine.start(), seed, 80, (pos) => {
      positions++;
      expect(unbound(pos)).toEqual([]);
    });
  }
  expect(positions).toBeGreaterThan(100);
});
