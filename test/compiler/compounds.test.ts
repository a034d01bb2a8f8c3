// The compile step for compounds and fusion (compiler/compounds.ts) and the paths of safe
// passage (runtime/rules/passage.ts), on their own.

import { describe, expect, test } from 'vitest';
import { leapPaths } from '../../runtime/rules/passage.ts';
import type { Vector } from '../../runtime/plan/moves.ts';
import { loadPlan } from '../support.ts';

describe('compounds', () => {
  const plan = loadPlan('fusion');
  const type = (name: string): number => plan.pieces.findIndex((p) => p.name === name);
  const vectors = (name: string, pick: (n: (typeof plan.pieces)[number]['moves'][number]) => boolean): string[] =>
    plan.pieces[type(name)].moves
      .filter(pick)
      .flatMap((n) => n.vectors.map((v) => `${n.kind}${v.join(',')}`))
      .sort();

  test('a compound moves as the union of its components, each move once', () => {
    const whole = (name: string): string[] => vectors(name, (n) => n.split === null);
    // the Dragon King's orthogonal king steps are the first steps of its rook rides
    expect(whole('dragon_king')).toEqual(['leap-1,-1', 'leap-1,1', 'leap1,-1', 'leap1,1', 'ride-1,0', 'ride0,-1', 'ride0,1', 'ride1,0']);
    expect(whole('pontiff')).toEqual(['leap-1,0', 'leap0,-1', 'leap0,1', 'leap1,0', 'ride-1,-1', 'ride-1,1', 'ride1,-1', 'ride1,1']);
    expect(whole('queen')).toEqual([...vectors('bishop', () => true), ...vectors('rook', () => true)].sort());
  });

  test('each node is tagged with its component; fission nodes name the piece that stays', () => {
    const marshall = plan.pieces[type('marshall')];
    expect(marshall.components).toEqual([type('rook'), type('knight')]);
    const splits = marshall.moves.filter((n) => n.split !== null).map((n) => [n.component, n.split, n.capture]);
    expect(splits).toEqual([
      [type('rook'), type('knight'), false],
      [type('knight'), type('rook'), false],
    ]);
    expect(marshall.moves.every((n) => n.component !== null)).toBe(true);
  });

  test('royalty follows the components; the combination table follows the compounds', () => {
    const royal = plan.pieces.filter((p) => p.royal).map((p) => p.letter).sort();
    expect(royal).toEqual(['c', 'f', 'g', 'k']);
    const table = (name: string): string[] =>
      plan.pieces[type(name)].fusions.map((f) => `${plan.pieces[f.partner].letter}=${plan.pieces[f.compound].letter}`).sort();
    expect(table('bishop')).toEqual(['k=f', 'n=d', 'r=q']);
    expect(table('knight')).toEqual(['b=d', 'k=c', 'r=m']);
    expect(table('rook')).toEqual(['b=q', 'k=g', 'n=m']);
    expect(table('king')).toEqual([]);
    expect(table('pawn')).toEqual([]);
  });

  test('variants without compounds carry the compound fields at their defaults', () => {
    const chess = loadPlan('chess');
    expect(chess.fission).toBeNull();
    expect(chess.goal.safePassage).toBe(false);
    for (const piece of chess.pieces) {
      expect([piece.components, piece.fusions]).toEqual([null, []]);
      for (const n of piece.moves) expect([n.component, n.split, n.fuse]).toEqual([null, null, false]);
    }
  });
});

describe('safe passage paths', () => {
  test.each<[Vector, Vector[][]]>([
    [[1, 0], [[]]],
    [[1, 1], [[]]],
    [[2, 0], [[[1, 0]]]],
    [[2, 1], [[[1, 1]], [[1, 0]]]],
    [[1, -2], [[[1, -1]], [[0, -1]]]],
    [[3, 1], [[[1, 1], [2, 1]], [[1, 0], [2, 1]], [[1, 0], [2, 0]]]],
  ])('leap %j passes %j', (v, paths) => {
    expect(leapPaths(v)).toEqual(paths);
  });
});
