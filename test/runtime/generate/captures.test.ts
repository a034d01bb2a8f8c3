// Capture modes as general mechanisms, on a small made-up variant (not Interweave): an
// Ultima-like withdrawer and a custodian rook, in both engines.

import { describe, expect, test } from 'vitest';
import { compileSpec } from '../../../compiler/compile.ts';
import { loadGeneratedFactory } from '../../../generator/generate.ts';
import { Engine } from '../../../runtime/use/engine.ts';
import { loadSpecText } from '../../../plan-checks/load.ts';

const SPEC = `
name: modes
board: { files: 6, ranks: 6 }
pieces:
  - name: withdrawer
    letter: w
    moves:
      - { atom: W, range: 0, capture: withdrawal }
      - { atom: F, range: 0, capture: withdrawal }
  - name: pincer
    letter: p
    custodian: W
    moves:
      - { atom: W, range: 0, mode: move }
  - name: king
    letter: k
    betza: K
goal: { type: capture, piece: k } # no royalty with a capture goal (rule royal-capture-goal)
start: "k5/6/6/6/6/K5 w - - 0 1"
`;

const loaded = loadSpecText(SPEC, 'modes.yaml');
if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
const plan = compileSpec(loaded.spec);
const engines = { interpreted: new Engine(plan), generated: new Engine(plan, await loadGeneratedFactory(plan, 'modes.yaml')) };

describe.each(['interpreted', 'generated'] as const)('capture modes, %s engine', (kind) => {
  const engine = engines[kind];
  const moves = (fen: string, from: string) => {
    const r = engine.parseFen(fen);
    if (!r.ok) throw new Error(r.error.message);
    return engine.moves(r.pos).filter((m) => m.from === from).map((m) => `${m.uci}${m.captures.length ? ' x' + m.captures.join(',') : ''}`).sort();
  };

  test('withdrawal: moving straight away from an adjacent enemy captures it, in every step of that line', () => {
    // withdrawer c3, enemy pincer on b3: moving right along rank 3 captures b3
    const got = moves('k5/6/6/1pW3/6/K5 w - - 0 1', 'c3');
    expect(got.filter((m) => m.includes('x'))).toEqual(['c3d3 xb3', 'c3e3 xb3', 'c3f3 xb3']);
    // moving in any other direction captures nothing
    expect(got).toContain('c3c4');
  });

  test('custodian: a piece moving next to an enemy with a friend behind it removes the enemy', () => {
    // the pincer c5 slides to c2, next to the black withdrawer on d2 with White's withdrawer on e2 behind it
    expect(moves('k5/2P3/6/6/3wW1/K5 w - - 0 1', 'c5').filter((m) => m.includes('x'))).toEqual(['c5c2 xd2']);
    // without the friend behind, no capture
    expect(moves('k5/2P3/6/6/3w2/K5 w - - 0 1', 'c5').filter((m) => m.includes('x'))).toEqual([]);
  });
});
