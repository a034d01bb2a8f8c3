// Removals: `key: null` in a variant file removes that key, so that a child of `extends` can drop
// a rule it would otherwise inherit (`castling: null`, `goal: { counting: null }`). A null is a
// removal only as the value of a map key (a null list item is an error like any wrong value);
// the key must be one the schema knows at that place and may not be a required one.
import type { SpecPath } from '../schema/diagnostic.ts';

type Plain = Record<string, unknown>;

const isPlain = (v: unknown): v is Plain => v !== null && typeof v === 'object' && !Array.isArray(v);

/** `data` without its null-valued map keys, and the paths of the keys taken out. */
export function splitNulls(data: unknown): { data: unknown; removed: SpecPath[] } {
  const removed: SpecPath[] = [];
  const walk = (v: unknown, path: SpecPath): unknown => {
    if (Array.isArray(v)) return v.map((item, i) => (item === null ? null : walk(item, [...path, i])));
    if (!isPlain(v)) return v;
    const out: Plain = {};
    for (const [k, child] of Object.entries(v)) {
      if (child === null) removed.push([...path, k]);
      else out[k] = walk(child, [...path, k]);
    }
    return out;
  };
  const stripped = walk(data, []);
  return { data: removed.length === 0 ? data : stripped, removed };
}

export const samePath = (a: SpecPath, b: SpecPath): boolean => a.length === b.length && a.every((s, i) => s === b[i]);

/** Deletes, in `data` (mutated), the keys at `paths` that lead through maps only. */
export function applyRemovals(data: Plain, paths: readonly SpecPath[]): void {
  for (const path of paths) {
    let node: unknown = data;
    for (const seg of path.slice(0, -1)) node = isPlain(node) && typeof seg === 'string' ? node[seg] : undefined;
    const last = path[path.length - 1];
    if (isPlain(node) && typeof last === 'string') delete node[last];
  }
}
