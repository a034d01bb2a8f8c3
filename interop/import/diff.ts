// "As a person would write it": a child's spec stated as its differences to its parent's, as the
// loader's extends merge reads them (objects key by key, null removes, arrays replaced, pieces
// merged by name). Inherited pieces keep the parent's names, matched by letter.

import { isDeepStrictEqual } from 'node:util';
import type { Spec } from './build.ts';

/** The keys of `child` that differ from `parent`, with null for what the child no longer has. */
export function specDiff(child: Spec, parent: Spec, parentNames: ReadonlyMap<string, string>): Spec {
  const out: Spec = {};
  for (const key of new Set([...Object.keys(parent), ...Object.keys(child)])) {
    if (key === 'pieces') continue;
    const c = child[key];
    const p = parent[key];
    if (isDeepStrictEqual(c, p) && key !== 'regions') continue;
    out[key] = c === undefined ? null : plain(c) && plain(p) ? objectDiff(c as Spec, p as Spec) : c;
  }
  const pieces = pieceDiff((child.pieces ?? []) as Spec[], (parent.pieces ?? []) as Spec[], parentNames);
  if (pieces.changed.length > 0) out.pieces = pieces.changed;
  if (pieces.removed.length > 0) out.removePieces = pieces.removed;
  return out;
}

function plain(v: unknown): boolean {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The child's object whole (the merge would keep parent keys it leaves out: those are nulled). */
function objectDiff(c: Spec, p: Spec): Spec {
  const out: Spec = { ...c };
  for (const key of Object.keys(p)) if (!(key in c)) out[key] = null;
  return out;
}

/** Pieces new or changed (under the parent's name for the same letter), and the parent's names dropped. */
function pieceDiff(child: Spec[], parent: Spec[], parentNames: ReadonlyMap<string, string>): { changed: Spec[]; removed: string[] } {
  const byLetter = new Map(parent.map((p) => [String(p.letter), p]));
  const changed: Spec[] = [];
  const kept = new Set<string>();
  // a piece on a letter the parent has not keeps its own name; when that is a parent's name (yari
  // shogi's rook on l), the piece that took the parent's letter keeps its own name too
  const claimed = new Set(child.filter((p) => !parentNames.has(String(p.letter))).map((p) => String(p.name)));
  for (const piece of child) {
    const letter = String(piece.letter);
    const before = byLetter.get(letter);
    const inherited = parentNames.get(letter);
    const name = inherited !== undefined && claimed.has(inherited) ? undefined : inherited;
    if (before && isDeepStrictEqual({ ...before, name: piece.name }, piece)) {
      kept.add(letter);
      continue;
    }
    if (name !== undefined) kept.add(letter);
    changed.push(name !== undefined ? { ...piece, name } : piece);
  }
  // a parent's piece whose name a new piece takes is replaced by it, not removed
  const taken = new Set(changed.map((p) => String(p.name)));
  const removed = [...parentNames].filter(([letter, name]) => !kept.has(letter) && !taken.has(name)).map(([, name]) => name);
  return { changed, removed };
}
