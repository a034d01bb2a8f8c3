// Rules about the spec's examples (rule diagrams): their squares are on the board.
import type { SpecPath } from '../schema/diagnostic.ts';
import type { VariantSpec } from '../schema/spec-types.ts';
import type { Rule } from './rule.ts';

function squareOnBoard(spec: VariantSpec, square: string): boolean {
  const file = square.charCodeAt(0) - 'a'.charCodeAt(0) + 1;
  const rank = Number(square.slice(1));
  return file >= 1 && file <= spec.board.files && rank >= 1 && rank <= spec.board.ranks;
}

export const EXAMPLE_RULES: readonly Rule[] = [
  {
    code: 'example-square',
    sentence: 'example square {square} is off the {files}x{ranks} board',
    check: (spec) =>
      (spec.examples ?? []).flatMap((ex, i) =>
        [{ square: ex.square, at: ['examples', i, 'square'] as SpecPath }, ...ex.moves.map((square, j) => ({ square, at: ['examples', i, 'moves', j] }))]
          .filter((s) => !squareOnBoard(spec, s.square))
          .map((s) => ({ at: s.at, args: { square: s.square, files: spec.board.files, ranks: spec.board.ranks } })),
      ),
  },
];
