// An atom's symmetric images (the leap of each atom letter is schema/atoms.ts), and the direction
// filter that picks some of them. Directions are seen by White: f = towards Black, l = towards the a-file.

import type { Vector } from '../runtime/plan/moves.ts';

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
 * Whether a vector belongs to a direction token, as the schema's `Direction` describes it:
 * f b l r are half-planes; v and s mean mostly vertical / mostly sideways (|dy| >= |dx| /
 * |dx| >= |dy|); two letters xy mean half-plane x and mostly towards y (ffN = the narrow
 * forward knight moves, frN = (2,1), rfN = (1,2)), except on orthogonal atoms, where they
 * mean x or y (fsW = forward and sideways); hr / hl are the chiral halves of an oblique atom
 * (hr holds (1,2) and its quarter turns), and all moves of any other atom.
 */
export function inDirection([dx, dy]: Vector, token: string): boolean {
  if (token === 'all') return true;
  const orthogonal = dx === 0 || dy === 0;
  const oblique = !orthogonal && Math.abs(dx) !== Math.abs(dy);
  if (token === 'hr' || token === 'hl') {
    if (!oblique) return true;
    // (1,2) and its quarter turns are the images where x*y > 0 has |y| > |x|, and x*y < 0 has |x| > |y|.
    const rightHanded = dx * dy > 0 ? Math.abs(dy) > Math.abs(dx) : Math.abs(dx) > Math.abs(dy);
    return token === 'hr' ? rightHanded : !rightHanded;
  }
  const [x, y] = token;
  if (y === undefined) return halfPlane([dx, dy], x);
  if (orthogonal) return halfPlane([dx, dy], x) || halfPlane([dx, dy], y);
  return halfPlane([dx, dy], x) && mostly([dx, dy], y);
}

function halfPlane([dx, dy]: Vector, c: string): boolean {
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
      return Math.abs(dy) >= Math.abs(dx);
    case 's':
      return Math.abs(dx) >= Math.abs(dy);
    default:
      return false;
  }
}

/** In the half-plane of `c` and at least as much along its axis as across it. */
function mostly([dx, dy]: Vector, c: string): boolean {
  const vertical = Math.abs(dy) >= Math.abs(dx);
  const sideways = Math.abs(dx) >= Math.abs(dy);
  switch (c) {
    case 'f':
    case 'b':
    case 'v':
      return vertical && (c === 'v' || halfPlane([dx, dy], c));
    case 'l':
    case 'r':
    case 's':
      return sideways && (c === 's' || halfPlane([dx, dy], c));
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
