// Movement in words: the direction vectors of plan nodes become phrases such as "one square
// orthogonally", "any distance diagonally", "like a knight" or "two squares straight forward".
// The atom table is data (as Betza's atoms are in schema/atoms.ts); a vector set is named by
// its atom, then by the part of the atom's symmetric images it holds (forward, sideways, …).

import { symmetricImages } from '../compiler/atoms.ts';
import type { Vector } from '../runtime/plan/moves.ts';

/** How a (|dx|, |dy|) leap is named, by the sorted pair `max,min`. */
interface AtomWords {
  /** The leap as a distance, when it is along a line: "one square", "two squares". */
  readonly distance?: string;
  /** The line family: orthogonal or diagonal atoms read as "<distance> <line>". */
  readonly line?: 'orthogonally' | 'diagonally';
  /** A named oblique leaper: "like a knight". */
  readonly likeA?: string;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A count in words up to ten, in digits beyond. */
export function numberWord(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

function squares(n: number): string {
  return `${numberWord(n)} square${n === 1 ? '' : 's'}`;
}

/** Names of oblique leapers (Betza's N, C, Z and their usual names). */
const OBLIQUE_NAMES: Record<string, string> = { '2,1': 'knight', '3,1': 'camel', '3,2': 'zebra', '4,1': 'giraffe' };

/** The words for an atom given by its sorted absolute components. */
export function atomWords(a: number, b: number): AtomWords {
  if (b === 0) return { distance: squares(a), line: 'orthogonally' };
  if (a === b) return { distance: squares(a), line: 'diagonally' };
  const name = OBLIQUE_NAMES[`${a},${b}`];
  return { likeA: name ? `like a ${name}` : `by a (${a},${b}) leap` };
}

/** The atom a vector is an image of: its absolute components, larger first. */
export function atomOf([dx, dy]: Vector): [number, number] {
  const x = Math.abs(dx);
  const y = Math.abs(dy);
  return x >= y ? [x, y] : [y, x];
}

const key = ([dx, dy]: Vector): string => `${dx},${dy}`;

/** Vectors grouped by atom, in order of first appearance. */
export function byAtom(vectors: readonly Vector[]): { atom: [number, number]; vectors: Vector[] }[] {
  const groups = new Map<string, { atom: [number, number]; vectors: Vector[] }>();
  for (const v of vectors) {
    const atom = atomOf(v);
    const k = key(atom);
    const group = groups.get(k) ?? { atom, vectors: [] };
    if (!group.vectors.some((w) => key(w) === key(v))) group.vectors.push(v);
    groups.set(k, group);
  }
  return [...groups.values()];
}

/** Whether `vectors` are every symmetric image of their atom. */
export function isFull(atom: [number, number], vectors: readonly Vector[]): boolean {
  const all = symmetricImages(atom);
  return all.length === vectors.length && all.every((v) => vectors.some((w) => key(w) === key(v)));
}

/** The word of one vector on a line: forward, backward, left, right, or forward-left … */
function lineWord([dx, dy]: Vector): string {
  const v = dy > 0 ? 'forward' : dy < 0 ? 'backward' : '';
  const h = dx > 0 ? 'right' : dx < 0 ? 'left' : '';
  return v && h ? `${v}-${h}` : v || h;
}

/** Named subsets of line directions; the key lists the words sorted. */
const ORTHOGONAL_SUBSETS: Record<string, string> = {
  forward: 'straight forward',
  backward: 'straight backward',
  'left,right': 'sideways',
  'backward,forward': 'vertically',
  'forward,left,right': 'forward or sideways',
  'backward,left,right': 'backward or sideways',
};
const DIAGONAL_SUBSETS: Record<string, string> = {
  'forward-left,forward-right': 'diagonally forward',
  'backward-left,backward-right': 'diagonally backward',
  'backward-left,forward-left': 'diagonally to the left',
  'backward-right,forward-right': 'diagonally to the right',
};

/** Where a part of an atom's images points: "straight forward", "diagonally forward", "forward". */
function partialDirection(atom: [number, number], vectors: readonly Vector[], line: AtomWords['line']): string {
  const words = [...new Set(vectors.map(lineWord))].sort();
  const k = words.join(',');
  if (line === 'orthogonally') return ORTHOGONAL_SUBSETS[k] ?? words.join(' or ');
  if (line === 'diagonally') return DIAGONAL_SUBSETS[k] ?? `diagonally ${words.join(' or ')}`;
  const half = vectors.length * 2 === symmetricImages(atom).length;
  if (half && vectors.every(([, dy]) => dy > 0)) return 'forward';
  if (half && vectors.every(([, dy]) => dy < 0)) return 'backward';
  return `only ${vectorList(vectors)}`;
}

function vectorList(vectors: readonly Vector[]): string {
  return vectors.map(([dx, dy]) => `(${dx},${dy})`).join(', ');
}

/** A phrase for one atom's vectors as a leap or a ride: [distance part, direction part]. */
export interface AtomPhrase {
  /** "one square", "any distance", "up to three squares", "like a knight" … */
  readonly how: string;
  /** "orthogonally", "diagonally forward", "" (every direction of a named leaper) … */
  readonly where: string;
}

/**
 * The phrase for the vectors of one atom, leaping once (`range` 1) or riding (`range` 0 =
 * unlimited, n = up to n steps).
 */
export function atomPhrase(atom: [number, number], vectors: readonly Vector[], range: number): AtomPhrase {
  const words = atomWords(atom[0], atom[1]);
  const full = isFull(atom, vectors);
  const where = full ? (words.line ?? '') : partialDirection(atom, vectors, words.line);
  const step = atom[0];
  if (range === 1) return { how: words.distance ?? words.likeA ?? '', where };
  const unit = step === 1 && words.line ? '' : ` in steps of ${words.distance ?? `a ${(words.likeA ?? '').replace(/^like a /, '')} leap`}`;
  const how = range === 0 ? `any distance${unit}` : `up to ${squares(range * step)}${unit}`;
  return { how, where: full && !words.line ? 'in a straight line' : where };
}

/**
 * Joins atom phrases: phrases with the same distance share it ("one square orthogonally or
 * diagonally"); every direction of both line atoms is "in any direction".
 */
export function joinPhrases(phrases: readonly AtomPhrase[]): string {
  const groups: { how: string; where: string[] }[] = [];
  for (const p of phrases) {
    const g = groups.find((x) => x.how === p.how);
    if (g) g.where.push(p.where);
    else groups.push({ how: p.how, where: [p.where] });
  }
  return groups
    .map((g) => {
      const where = g.where.length === 2 && g.where.includes('orthogonally') && g.where.includes('diagonally') ? ['in any direction'] : g.where;
      return [g.how, where.filter((w) => w !== '').join(' or ')].filter((s) => s !== '').join(' ');
    })
    .join(', or ');
}

/** The phrase of a whole vector set: each atom's phrase, joined. */
export function vectorsPhrase(vectors: readonly Vector[], range: number): string {
  return joinPhrases(byAtom(vectors).map((g) => atomPhrase(g.atom, g.vectors, range)));
}

/** The squares a lame leap passes over, in words: "over an empty square", "over empty squares". */
export function lamePhrase(vectors: readonly Vector[]): string {
  const [a, b] = atomOf(vectors[0] ?? [1, 0]);
  if (b === 0 || a === b) return a === 2 ? 'over an empty square' : 'over empty squares';
  return 'provided the squares it passes are empty';
}
