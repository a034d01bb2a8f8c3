// The piece letters of the language: a piece type is named by one ASCII letter, a promoted form
// (shogi) by `+` and the letter of the piece it is a form of, so forms take no letter of their own.

/**
 * The most piece types a variant has: a type is named by one ASCII letter, unique regardless of
 * case (case tells the colour in a FEN), so there are 26. The schema states it (`pieces.maxItems`
 * in schema/variant.schema.json; a test holds the two equal) and the tables refuse a plan beyond it.
 */
export const MAX_PIECE_TYPES = 26;

/** The FEN letter of a promoted form: `+` and the letter of the piece it is a form of. */
export function formLetter(baseLetter: string): string {
  return `+${baseLetter}`;
}

/**
 * The letters a board field of a spec may use, by plan type index: the pieces' own, then their
 * promoted forms' (`+p`), in the order the compiler appends the forms (compiler/forms.ts).
 */
export function boardLetters(pieces: readonly { readonly letter: string; readonly promoted?: object }[]): string[] {
  const own = pieces.map((p) => p.letter.toLowerCase());
  return [...own, ...pieces.flatMap((p, i) => (p.promoted ? [formLetter(own[i])] : []))];
}
