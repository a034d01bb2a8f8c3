// Betza's movement atoms as vectors, and the direction filter that picks some of an atom's
// symmetric images. Directions are seen by White: f = towards Black, l = towards the a-file.

import type { Vector } from '../runtime/plan.ts';

export const ATOMS = { W: [1, 0], F: [1, 1], D: [2, 0], N: [2, 1], A: [2, 2], H: [3, 0], C: [3, 1], Z: [3, 2], G: [3, 3] } as const;
export type AtomLetter = keyof typeof ATOMS;

/** The distinct images of (a, b) under the board's eight symmetries, in a fixed order. */
export function symmetricImages([a, b]: Vector): Vector[] {
  const out: Vector[] = [];
  const seen = new Set<string>();
  for (const [x, y] of [
    [a, b], [b, a], [-b, a], [-a, b], [-a, -b], [-b, -a], [b, -a], [a, -b],
  ] as const) {
    const key = `${x},${y}`;
    if (seen.has(key) || (x === 0 && y === 0)) continue;
    seen.add(key);
    out.push([x, y]);
  }
  return out;
}

/**
 * Whether a vector belongs to a direction token. A token is one or two of f b l r v s:
 * f/b/l/r are half-planes; v and s mean "mostly vertical / sideways" for oblique atoms and
 * "vertical / sideways component present" otherwise. For oblique atoms a pair of letters on
 * one axis (ff, bv…) keeps the images along which that axis dominates (ff = the two narrow
 * forward knight moves); a pair on both axes (fs, fl, lf…) keeps the images in both
 * half-planes along which the second letter's axis dominates (fs = the two wide forward ones).
 */
export function inDirection([dx, dy]: Vector, token: string): boolean {
  if (token === 'all') return true;
  const oblique = dx !== 0 && dy !== 0 && Math.abs(dx) !== Math.abs(dy);
  const [first, second] = token;
  if (!halfPlane([dx, dy], first, oblique)) return false;
  if (second === undefined) return true;
  if (!oblique) return halfPlane([dx, dy], second, false);
  const vertical = (c: string): boolean => c === 'f' || c === 'b' || c === 'v';
  if (vertical(first) === vertical(second)) {
    // ff, fb, bv…: the first letter's axis dominates
    return vertical(first) ? Math.abs(dy) > Math.abs(dx) : Math.abs(dx) > Math.abs(dy);
  }
  // fs, fl, lf…: both half-planes hold, and the second letter's axis dominates
  return halfPlane([dx, dy], second, false) && (vertical(second) ? Math.abs(dy) > Math.abs(dx) : Math.abs(dx) > Math.abs(dy));
}

function halfPlane([dx, dy]: Vector, c: string, oblique: boolean): boolean {
  switch (c) {
    case 'f':
      return dy > 0;
    case 'b':
      return dy < 0;
    case 'l':
      return dx < 0;
    case 'r':
      return dx > 0;
    case 'v':
      return oblique ? Math.abs(dy) > Math.abs(dx) : dy !== 0;
    case 's':
      return oblique ? Math.abs(dx) > Math.abs(dy) : dx !== 0;
    default:
      return false;
  }
}

/** The images of an atom (or explicit vector) that fall in any of the direction tokens. */
export function vectorsOf(base: Vector, directions: readonly string[]): Vector[] {
  const images = symmetricImages(base);
  if (directions.length === 0) return images;
  return images.filter((v) => directions.some((d) => inDirection(v, d)));
}
