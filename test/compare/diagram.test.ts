// diagram: SVG rule diagrams. One golden SVG per capture mode present in the bundled variants
// (a table: a new mode in a bundled variant fails the coverage test until it has a row), the
// marks of each diagram checked against the engine's moves, and the bytes deterministic.
// UPDATE_GOLDEN=1 rewrites the golden files.

import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { expectGolden } from '../golden.ts';
import { describe, expect, test } from 'vitest';
import { exampleDiagram, fenDiagram, pieceDiagram, type Diagram, type DiagramResult } from '../../compare/diagram.ts';
import { captureModeOf } from '../../compare/pieces.ts';
import { diagramSvg } from '../../compare/svg.ts';
import { bundledSpecFiles } from '../../generator/generate.ts';
import type { VariantPlan } from '../../runtime/plan/variant.ts';
import { Engine } from '../../runtime/use/engine.ts';
import { enginePair, loadPlan, loadSpec, specFile } from '../support.ts';



/** The ways a move removes enemy pieces, as the bundled plans use them. */
function captureKinds(plan: VariantPlan): Set<string> {
  const kinds = new Set<string>();
  for (const piece of plan.pieces) {
    for (const node of piece.moves) {
      if (node.kind === 'remove') kinds.add('remove');
      else if (node.capture) kinds.add(captureModeOf(node));
      if (node.enPassant && node.capture) kinds.add('en-passant');
    }
    if (piece.custodian.length > 0) kinds.add('custodian');
  }
  return kinds;
}

interface GoldenCase {
  /** The capture mode the diagram shows. */
  mode: string;
  variant: string;
  file: string;
  make: () => Promise<DiagramResult>;
  /** What the marks must be. */
  expect: Pick<Diagram, 'quiet' | 'captures' | 'captured'>;
}

/** One row per capture mode: approach, withdrawal, jump, remove, custodian and fuse add theirs here. */
const GOLDEN_CASES: GoldenCase[] = [
  {
    mode: 'replace',
    variant: 'chess',
    file: 'diagram-replace-chess-knight.svg',
    make: async () => pieceDiagram(loadPlan('chess'), 'n'),
    // enemy pawns on every other knight leap from d4
    expect: { quiet: ['e2', 'b3', 'f5', 'c6'], captures: ['c2', 'f3', 'b5', 'e6'], captured: [] },
  },
  {
    mode: 'en-passant',
    variant: 'chess',
    file: 'diagram-en-passant-chess-pawn.svg',
    make: async () => fenDiagram((await enginePair('chess')).generated, '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1', 'P', undefined),
    expect: { quiet: ['e6'], captures: ['d6'], captured: ['d5'] },
  },
  {
    mode: 'approach',
    variant: 'interweave',
    file: 'diagram-approach-interweave-smasher.svg',
    make: async () => pieceDiagram(loadPlan('interweave'), 'r'),
    // stops on d6 and takes the pawn beyond it on d7
    expect: { quiet: ['a1', 'g1', 'b2', 'd2', 'f2', 'c3', 'e3', 'b4', 'f4', 'h4', 'c5', 'e5', 'b6', 'f6', 'a7', 'g7', 'h8'], captures: ['d6'], captured: ['d7'] },
  },
  {
    mode: 'jump',
    variant: 'interweave',
    file: 'diagram-jump-interweave-king.svg',
    make: async () => pieceDiagram(loadPlan('interweave'), 'k'),
    // a short orthogonal leap over each adjacent enemy
    expect: { quiet: ['c3', 'e3', 'c5', 'e5'], captures: ['d2', 'b4', 'f4', 'd6'], captured: ['d3', 'c4', 'e4', 'd5'] },
  },
  {
    mode: 'remove',
    variant: 'interweave',
    file: 'diagram-remove-interweave-remover.svg',
    make: async () => pieceDiagram(loadPlan('interweave'), 'b'),
    // stays on d4 and removes the four orthogonal neighbours at once
    expect: { quiet: ['a1', 'g1', 'b2', 'f2', 'c3', 'e3', 'c5', 'e5', 'b6', 'f6', 'a7', 'g7', 'h8'], captures: ['d4'], captured: ['d3', 'c4', 'e4', 'd5'] },
  },
  {
    mode: 'custodian',
    variant: 'interweave',
    file: 'diagram-custodian-interweave-pawn.svg',
    // the rule page's pawn diagram: d6-c7 removes b7 and c6, each caught against a white piece
    make: async () => fenDiagram(new Engine(loadPlan('interweave')), '8/Nr5R/2rP3n/2N5/7b/4b2P/4P3/8', undefined, 'd6'),
    expect: { quiet: [], captures: ['c7'], captured: ['c6', 'b7'] },
  },
];

/** Rows whose variant is bundled (a variant still being written may not be there yet). */
const AVAILABLE = GOLDEN_CASES.filter((c) => existsSync(specFile(c.variant)));

describe('diagram goldens', () => {
  test('every capture mode of the bundled variants has a golden diagram', () => {
    const modes = new Set(bundledSpecFiles().flatMap((f) => [...captureKinds(loadPlan(basename(f, '.yaml')))]));
    const covered = new Set(GOLDEN_CASES.map((c) => c.mode));
    expect([...modes].filter((m) => !covered.has(m))).toEqual([]);
  });

  test.each(AVAILABLE)('$mode ($variant)', async (c) => {
    const made = await c.make();
    if (!made.ok) throw new Error(made.error);
    expect({ quiet: made.diagram.quiet, captures: made.diagram.captures, captured: made.diagram.captured }).toEqual(c.expect);
    expectGolden(c.file, diagramSvg(made.diagram));
  });
});

describe('piece diagrams', () => {
  test('the default chess pawn: a step ahead, captures on both forward diagonals', () => {
    const made = pieceDiagram(loadPlan('chess'), 'p');
    expect(made.ok && made.diagram).toMatchObject({ subject: 'd4', quiet: ['d5'], captures: ['c5', 'e5'], captured: [] });
  });

  test('the default Berolina pawn: diagonal steps, a capture straight ahead', () => {
    const made = pieceDiagram(loadPlan('berolina'), 'p');
    expect(made.ok && made.diagram).toMatchObject({ subject: 'd4', quiet: ['c5', 'e5'], captures: ['d5'], captured: [] });
  });

  test('the king diagram shows its movement even next to attacked squares', () => {
    const made = pieceDiagram(loadPlan('chess'), 'k');
    if (!made.ok) throw new Error(made.error);
    expect([...made.diagram.quiet, ...made.diagram.captures].length).toBe(8);
  });

  test('--square moves the piece: a rook on a1 stays on its rank and file', () => {
    const made = pieceDiagram(loadPlan('chess'), 'r', 'a1');
    if (!made.ok) throw new Error(made.error);
    expect(made.diagram.subject).toBe('a1');
    expect([...made.diagram.quiet, ...made.diagram.captures].every((s) => s[0] === 'a' || s[1] === '1')).toBe(true);
  });

  test.each([
    { what: 'unknown piece', make: () => pieceDiagram(loadPlan('chess'), 'x'), error: /no piece 'x' in chess \(pieces: pnbrqk\)/ },
    { what: 'square off the board', make: () => pieceDiagram(loadPlan('chess'), 'n', 'i9'), error: /'i9' is not a square of the 8x8 board/ },
  ])('$what is an error', ({ make, error }) => {
    const made = make();
    expect(made.ok).toBe(false);
    if (!made.ok) expect(made.error).toMatch(error);
  });

  test('the same diagram gives the same bytes, with no ids', () => {
    const a = pieceDiagram(loadPlan('chess'), 'q');
    const b = pieceDiagram(loadPlan('chess'), 'q');
    if (!a.ok || !b.ok) throw new Error('queen diagram failed');
    expect(diagramSvg(a.diagram)).toBe(diagramSvg(b.diagram));
    expect(diagramSvg(a.diagram)).not.toMatch(/\bid=/);
  });
});

describe.each(['chess', 'berolina'])('%s example diagrams', async (name) => {
  const examples = loadSpec(name).examples ?? [];
  const { interpreted } = await enginePair(name);
  test.each(examples.map((ex, i) => ({ ex, label: `${i + 1}: ${ex.caption ?? ex.square}` })))('$label marks exactly its moves', ({ ex }) => {
    const made = exampleDiagram(interpreted, ex);
    if (!made.ok) throw new Error(made.error);
    expect([...made.diagram.quiet, ...made.diagram.captures].sort()).toEqual([...new Set(ex.moves)].sort());
  });
});
