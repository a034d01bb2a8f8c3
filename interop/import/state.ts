// A section's rules as Fairy-Stockfish holds them: its options after inheritance, located where
// they were written, and its piece types with their letters. Built layer by layer, root first,
// as FSF copies the parent's variant and parses the section's options over it; within a layer
// the piece types are read in FSF's order, and a piece that takes a letter drops its holder.

import { FSF_PIECE_TYPES } from './fsf-base.ts';

/** An option value and where it was written (line 0: a built-in parent's, not in the file). */
export interface Located {
  readonly key: string;
  readonly value: string;
  readonly line: number;
  readonly col: number;
  /** The section it was written in, or the built-in variant it comes from. */
  readonly where: string;
  /**
   * How many layers lie under the one it was set in (0 = the root), set as layers are applied:
   * of two options FSF reads into the same field, the one from the later layer holds.
   */
  readonly layer?: number;
}

export interface FsfPiece {
  readonly type: string;
  readonly letter: string;
  /** FSF's Betza of the piece (a custom piece's, after the colon). */
  readonly betza: string;
  readonly royal: boolean;
  readonly at?: Located;
}

export interface FsfState {
  readonly options: Map<string, Located>;
  /** The layers applied so far. */
  readonly depth?: number;
  /** Piece types in FSF's order. */
  readonly pieces: FsfPiece[];
}

export type Layer = readonly Located[];

/** FSF's default variant: orthodox chess. */
export function defaultState(): FsfState {
  const pieces = FSF_PIECE_TYPES.filter((p) => p.letter !== undefined).map((p) => ({ type: p.key, letter: p.letter!, betza: p.betza, royal: p.key === 'king' }));
  return { options: new Map(), pieces };
}

/** The state after one more layer of options; `problems` gets each malformed piece value. */
export function applyLayer(state: FsfState, layer: Layer, problems: { at: Located; reason: string }[]): FsfState {
  const options = new Map(state.options);
  const byKey = new Map(layer.map((o) => [o.key, o]));
  let pieces = [...state.pieces];
  for (const type of FSF_PIECE_TYPES) {
    const at = byKey.get(type.key);
    if (!at) continue;
    const letter = at.value.charAt(0);
    pieces = pieces.filter((p) => p.type !== type.key);
    if (!/[a-zA-Z]/.test(letter)) {
      if (letter !== '-') problems.push({ at, reason: `${at.value} is not a piece letter (or - to remove the piece)` });
      continue;
    }
    const custom = type.key.startsWith('customPiece') || type.key === 'king';
    const betza = custom && at.value.length > 1 ? at.value.slice(2) : type.betza;
    if (custom && type.key !== 'king' && at.value.length < 3) problems.push({ at, reason: `a custom piece needs its Betza after the letter (${letter}:mfW)` });
    if (at.value.length > 1 && (!custom || at.value.charAt(1) !== ':')) problems.push({ at, reason: `${at.value} is not a letter${custom ? ' and :Betza' : ''}` });
    pieces = pieces.filter((p) => p.letter !== letter.toLowerCase());
    pieces.push({ type: type.key, letter: letter.toLowerCase(), betza, royal: type.key === 'king', at });
  }
  const order = new Map(FSF_PIECE_TYPES.map((p, i) => [p.key, i]));
  pieces.sort((a, b) => order.get(a.type)! - order.get(b.type)!);
  const depth = state.depth ?? 0;
  for (const o of layer) {
    if (order.has(o.key)) continue;
    const before = options.get(o.key);
    options.set(o.key, { ...(o.key === 'promotedPieceType' && before ? mergePromotedTypes(before, o, pieces) : o), layer: depth });
  }
  return { options, pieces, depth: depth + 1 };
}

/** FSF's promotedPieceType sets the listed pieces' promoted types and keeps the parent's others (of pieces still there). */
function mergePromotedTypes(before: Located, layer: Located, pieces: readonly FsfPiece[]): Located {
  const pairs = (v: string): string[] => v.trim().split(/\s+/).filter((p) => p !== '');
  const set = new Set(pairs(layer.value).map((p) => p.charAt(0).toLowerCase()));
  const there = (c: string): boolean => pieces.some((p) => p.letter === c.toLowerCase());
  const kept = pairs(before.value).filter((p) => !set.has(p.charAt(0).toLowerCase()) && there(p.charAt(0)) && there(p.charAt(2)));
  return { ...layer, value: [...kept, ...pairs(layer.value)].join(' ') };
}
