// Betza's movement atoms, the letters a spec writes (`atom: N`, `blast: [W, F]`), as the leap
// each stands for from White's side. The letters themselves are the schema's (AtomLetter in
// spec-types.ts); this table says what each one means.
import type { AtomLetter } from './spec-types.ts';

/** The leap of each atom letter: W (1, 0), F (1, 1), … G (3, 3). */
export const ATOMS = { W: [1, 0], F: [1, 1], D: [2, 0], N: [2, 1], A: [2, 2], H: [3, 0], C: [3, 1], Z: [3, 2], G: [3, 3] } as const satisfies Record<AtomLetter, readonly [number, number]>;

