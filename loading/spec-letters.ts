// The piece letters of a spec, as the rules that name pieces by letter read them.
import type { SpecPath } from '../schema/diagnostic.ts';
import { piecePromotes } from '../schema/piece-promotes.ts';
import type { VariantSpec } from '../schema/spec-types.ts';
import { boardLetters } from '../schema/piece-letters.ts';
import type { Finding } from './rule.ts';

/** The spec's piece letters, lower case. */
export const letters = (spec: VariantSpec): Set<string> => new Set(spec.pieces.map((p) => p.letter.toLowerCase()));
/** The piece letters as a message lists them. */
export const known = (spec: VariantSpec): string => [...letters(spec)].join(', ');

/** Letters of the pieces that promote. */
export function promotingLetters(spec: VariantSpec): Set<string> {
  return new Set(spec.pieces.filter((p) => piecePromotes(spec, p)).map((p) => p.letter.toLowerCase()));
}

/** Findings for every `letter` in `list` (at `path`) that is not a piece letter. */
export function unknownLetters(spec: VariantSpec, list: readonly string[] | undefined, path: SpecPath): Finding[] {
  const ls = letters(spec);
  return (list ?? []).flatMap((letter, i) =>
    ls.has(letter.toLowerCase()) ? [] : [{ at: [...path, i], args: { letter, known: known(spec) } }],
  );
}

/** The board's size and piece letters, against which a FEN board field is read. */
export function boardShape(spec: VariantSpec): { files: number; ranks: number; letters: string[] } {
  return { files: spec.board.files, ranks: spec.board.ranks, letters: boardLetters(spec.pieces) };
}
