// Gravity (drop rule `onTop`, connect four's drops): a falling piece may be dropped only on White's
// first rank or right above an occupied square, for both sides. Fairy-Stockfish says it for every
// piece at once (enclosingDrop = top): compared with ffish on a 7x6 board of immobile stones, the
// legal moves and perft, interpreter and generated engine. A rule for one piece only has no FSF
// counterpart: its squares are counted from the rule.

import { describe, expect, test } from 'vitest';
import { describeRules } from '../../../compare/rules.ts';
import { compileSpec } from '../../../compiler/compile.ts';
import { loadGeneratedFactory } from '../../../generator/generate.ts';
import { Engine } from '../../../runtime/use/engine.ts';
import type { VariantPlan } from '../../../runtime/plan/variant.ts';
import { formatDiagnostic } from '../../../schema/diagnostic.ts';
import { loadSpecText } from '../../../plan-checks/load.ts';
import { loadFfish } from '../../oracle/ffish.ts';

const ff = await loadFfish();
(ff.raw as unknown as { loadVariantConfig(config: string): void }).loadVariantConfig(
  [
    '[ffgravity]',
    'maxRank = 6',
    'maxFile = 7',
    'immobile = p',
    'startFen = 7/7/7/7/7/7[PPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppp] w - - 0 1',
    'pieceDrops = true',
    'enclosingDrop = top',
    'doubleStep = false',
    'castling = false',
    'stalemateValue = draw',
    'nMoveRule = 0',
    '',
  ].join('\n'),
);

const GRAVITY = [
  'name: ffgravity',
  'board: { files: 7, ranks: 6 }',
  'pieces:',
  '  - { name: stone, letter: p, betza: "" }',
  'hand:',
  '  captures: none',
  '  drops:',
  '    - { rule: onTop, pieces: [p] }',
  'goal: { type: conditions, stalemate: draw }',
  'draws: { moveRule: 0, repetition: 3 }',
  'start: 7/7/7/7/7/7[PPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppp] w - - 0 1',
  '',
].join('\n');

// a stone falls, a disc (d) is placed anywhere: the rule binds the pieces it lists only
const MIXED = GRAVITY.replace('  - { name: stone, letter: p, betza: "" }', '  - { name: stone, letter: p, betza: "" }\n  - { name: disc, letter: d, betza: "" }').replace(
  'start: 7/7/7/7/7/7[PPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppp] w - - 0 1',
  'start: 7/7/7/7/7/7[PDpd] w - - 0 1',
);

function planOf(text: string, file: string): VariantPlan {
  const r = loadSpecText(text, file);
  if (!r.ok) throw new Error(r.diagnostics.map(formatDiagnostic).join('\n'));
  return compileSpec(r.spec);
}

function position(engine: Engine, fen: string) {
  const r = engine.parseFen(fen);
  if (!r.ok) throw new Error(`${fen}: ${r.error.message}`);
  return r.pos;
}

const moves = (engine: Engine, fen: string): string[] => engine.moves(position(engine, fen)).map((m) => m.uci).sort();

const ROWS = [
  '7/7/7/7/7/7[PPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppp] w - - 0 1',
  // uneven piles, a gap on the first rank (c1), both sides to move
  '7/7/7/1p5/1P1p3/pP1P1Pp[PPPPPPPPPPPPPPPPPpppppppppppppppppp] w - - 0 5',
  '7/7/7/1p5/1P1p3/pP1P1Pp[PPPPPPPPPPPPPPPPPpppppppppppppppppp] b - - 0 5',
  // full files (a, b) and a file one short of full (g)
  'pP5/Pp4p/pP4P/Pp4p/pP4P/Pp4p[PPPPPPPPPPPPPPPPpppppppppppppppp] w - - 0 12',
];

describe('drops fall onto the pile, as ffish drops with enclosingDrop = top', () => {
  const plan = planOf(GRAVITY, 'ffgravity.yaml');
  const engine = new Engine(plan);

  test.each(ROWS)('%s: the legal moves are ffish’s', (fen) => {
    expect(moves(engine, fen)).toEqual(ff.legalMoves('ffgravity', fen));
  });

  test('perft 1-4 from the start and perft 3 from the piles are ffish’s', () => {
    for (let d = 1; d <= 4; d++) expect(engine.perft(position(engine, ROWS[0]), d)).toBe(ff.perft('ffgravity', ROWS[0], d));
    expect(engine.perft(position(engine, ROWS[1]), 3)).toBe(ff.perft('ffgravity', ROWS[1], 3));
  });

  test('the generated engine drops as the interpreter does', async () => {
    const generated = new Engine(plan, await loadGeneratedFactory(plan, 'ffgravity.yaml'));
    for (const fen of ROWS) expect(moves(generated, fen)).toEqual(moves(engine, fen));
    expect(generated.perft(position(generated, ROWS[1]), 3)).toBe(engine.perft(position(engine, ROWS[1]), 3));
  }, 30_000);

  test('describe says that the stone falls', () => {
    expect(describeRules(plan).map((l) => l.text).join(' ')).toContain('falls when dropped');
  });
});

describe('gravity binds only the pieces the rule lists', () => {
  const engine = new Engine(planOf(MIXED, 'mixed.yaml'));

  test('a stone drops on the first rank only, a disc on every square of an empty board', () => {
    const list = moves(engine, '7/7/7/7/7/7[PDpd] w - - 0 1');
    expect(list.filter((m) => m.startsWith('P@'))).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((f) => `P@${f}1`));
    expect(list.filter((m) => m.startsWith('D@'))).toHaveLength(42);
  });

  test('a stone lands on a disc placed in the air, and not beside it', () => {
    const list = moves(engine, '7/7/7/3D3/7/7[Pd] w - - 0 1').filter((m) => m.startsWith('P@'));
    expect(list).toEqual(['P@a1', 'P@b1', 'P@c1', 'P@d1', 'P@d4', 'P@e1', 'P@f1', 'P@g1']);
  });
});
