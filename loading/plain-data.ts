// A spec given as data by a program: what may be in it (JSON-like values only), said in one
// sentence naming the path of the first thing that is not.
import { LIMITS } from './limits.ts';

/** Why `value` is not JSON-like data (null, booleans, finite numbers, strings, arrays, plain objects), or undefined. */
export function notPlainData(value: unknown, path = 'the spec', depth = 0, open = new Set<object>()): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${path} is ${value}, but a spec holds only finite numbers`;
  if (typeof value !== 'object') return `${path} is ${typeof value === 'undefined' ? 'undefined' : `a ${typeof value}`}, but a spec holds only plain data (objects, arrays, strings, numbers, booleans, null)`;
  if (depth > LIMITS.depth) return `${path}: nesting deeper than ${LIMITS.depth} levels; refusing it`;
  const proto: unknown = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return `${path} is a ${value.constructor?.name ?? 'non-plain'} object, but a spec holds only plain objects`;
  if (open.has(value)) return `${path} refers back to an object that contains it (a cycle)`;
  open.add(value);
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [`[${i}]`, v]) : Object.entries(value).map(([k, v]) => [keyText(k), v]);
  for (const [key, child] of entries) {
    if (child === undefined && !Array.isArray(value)) continue; // an absent key, as JSON.stringify drops it
    const problem = notPlainData(child, shortPath(`${path}${key}`), depth + 1, open);
    if (problem !== undefined) return problem;
  }
  open.delete(value);
  return undefined;
}

/** A path cut to its last 80 characters, so that a deep one keeps the message short. */
function shortPath(path: string): string {
  return path.length > 90 ? `the spec…${path.slice(-80)}` : path;
}

/** A key as written in a path: `.name`, or quoted and cut short when it is not a plain word. */
function keyText(key: string): string {
  return /^[A-Za-z_$][\w$]{0,40}$/.test(key) ? `.${key}` : `[${JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}…` : key)}]`;
}
