// Merge: a variant that `extends` another one states only its differences (Fairy-Stockfish's
// `[child:parent]`). Objects merge key by key (child wins; a tagged object whose `type` changes is
// replaced), arrays are replaced, `pieces` merge by name (`removePieces` drops some), `examples`
// are not inherited, and `key: null` removes an inherited key (schema/removals.ts). The merged
// locator sends each path to the file its value came from, and the merged layer records which
// rules were inherited, and from which variant, for `describe`.
import { quote } from '../schema/quote.ts';
import type { Diagnostic, Locate, Location, SpecPath } from '../schema/diagnostic.ts';
import { applyRemovals } from './removals.ts';
import type { PieceSpec, VariantFile } from '../schema/spec-types.ts';

/** A `key: null` of some file of the chain, and where it was written. */
export interface Removal {
  path: SpecPath;
  at: Location;
}

/** One parsed file (or an already merged chain), with the locator of its nodes. */
export interface Layer {
  file: string;
  /** The file's data without its `key: null` removals. */
  data: VariantFile & Record<string, unknown>;
  locate: Locate;
  /** The `key: null` removals of this file and the files it extends. */
  removed: Removal[];
  /**
   * What the variant inherits unchanged from a file it extends, by top-level key (`castling`,
   * `goal`) or piece (`piece:<name>`): the name of the variant it comes from.
   */
  inherited: Record<string, string>;
}

type Plain = Record<string, unknown>;

const isPlain = (v: unknown): v is Plain => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Whether two objects merge key by key (rather than the child replacing the parent). */
function mergeable(parent: unknown, child: unknown): parent is Plain {
  return isPlain(parent) && isPlain(child) && (!('type' in child) || child.type === parent.type);
}

function mergeObjects(parent: Plain, child: Plain): Plain {
  const out: Plain = { ...parent };
  for (const [k, v] of Object.entries(child)) out[k] = mergeable(parent[k], v) ? mergeObjects(parent[k], v as Plain) : v;
  return out;
}

/** `child` on top of `parent`; neither input is mutated. */
export function mergeLayers(parent: Layer, child: Layer): { layer: Layer; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const { extends: _extends, removePieces = [], pieces: childPieces, examples, ...childRest } = child.data;
  const { pieces: parentPieces = [], examples: _inherited, ...parentRest } = parent.data;
  const data = mergeObjects(parentRest, childRest) as VariantFile & Plain;

  // pieces: origin[i] says which layer (and index there) merged piece i comes from
  const pieces: PieceSpec[] = [];
  const origin: { layer: Layer; index: number }[] = [];
  parentPieces.forEach((p, index) => {
    const replacement = (childPieces ?? []).findIndex((c) => c.name === p.name);
    pieces.push(replacement >= 0 ? childPieces![replacement] : p);
    origin.push(replacement >= 0 ? { layer: child, index: replacement } : { layer: parent, index });
  });
  (childPieces ?? []).forEach((c, index) => {
    if (parentPieces.some((p) => p.name === c.name)) return;
    pieces.push(c);
    origin.push({ layer: child, index });
  });
  removePieces.forEach((name, index) => {
    const i = pieces.findIndex((p) => p.name === name);
    if (i < 0) {
      const message = `removePieces: there is no inherited piece ${quote(name)}`;
      diagnostics.push({ ...child.locate(['removePieces', index]), code: 'remove-unknown-piece', message });
      return;
    }
    pieces.splice(i, 1);
    origin.splice(i, 1);
  });
  if (parent.data.pieces !== undefined || childPieces !== undefined) data.pieces = pieces;
  if (examples !== undefined) data.examples = examples;
  applyRemovals(data, child.removed.map((r) => r.path));

  const locate: Locate = (path, options) => {
    if (path[0] === 'pieces' && typeof path[1] === 'number' && origin[path[1]]) {
      const o = origin[path[1]];
      return o.layer.locate(['pieces', o.index, ...path.slice(2)], options);
    }
    return fromChild(path, child.data, parent.data) ? child.locate(path, options) : parent.locate(path, options);
  };
  const inherited = inheritedKeys(parent, child, data, pieces, origin);
  return { layer: { file: child.file, data, locate, removed: [...parent.removed, ...child.removed], inherited }, diagnostics };
}

/** The merged keys and pieces that come unchanged from `parent`, each with the variant it was written in. */
function inheritedKeys(parent: Layer, child: Layer, data: Plain, pieces: PieceSpec[], origin: { layer: Layer }[]): Record<string, string> {
  const from = (key: string): string => parent.inherited[key] ?? String(parent.data.name);
  const inherited: Record<string, string> = {};
  for (const key of Object.keys(data)) {
    if (key !== 'pieces' && key !== 'name' && key !== 'title' && !(key in child.data)) inherited[key] = from(key);
  }
  pieces.forEach((p, i) => {
    if (origin[i].layer === parent) inherited[`piece:${p.name}`] = from(`piece:${p.name}`);
  });
  return inherited;
}

/** Whether the value at `path` of the merged data was written in the child file. */
function fromChild(path: SpecPath, child: unknown, parent: unknown): boolean {
  if (path.length === 0) return true;
  const [key, ...rest] = path;
  if (!isPlain(child) || !(String(key) in child)) return false;
  const c = child[String(key)];
  const p = isPlain(parent) ? parent[String(key)] : undefined;
  if (rest.length > 0 && mergeable(p, c)) return fromChild(rest, c, p);
  return true;
}
