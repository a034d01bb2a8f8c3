// Betza notation → structured moves (the canonical MoveSpec of the schema). Betza is the
// lingua franca of chessvariants.com and Fairy-Stockfish; here it is only shorthand, so this
// module parses it and nothing downstream ever sees a Betza string.
//
// Grammar: groups of `modifiers* ATOM range?`.
//   atoms      W F D N A H C Z G, and K = WF, R = W0, B = F0, Q = W0F0
//   range      a number after the atom (W4 = up to 4 steps, 0 = unlimited) or the atom doubled (WW, NN)
//   modality   m = move only, c = capture only (both or neither = both)
//   i, n       initial move only; lame (every intermediate square must be empty)
//   p, g       hopper over exactly one piece, landing any distance beyond it (cannon) or right
//              behind it (grasshopper); only on an unlimited rider (pR, gQ, mRcpR)
//   directions f b l r (half-planes) v s (mostly vertical / sideways), and the XBetza pairs
//              ff fs bb bs fl fr bl br lf lb rf rb ll lv rr rv (see the schema's `direction`).
//
// Conventions chosen, where the sources differ:
// - fN is the four forward knight moves, ffN the two narrow and fsN the two wide ones, as in
//   Betza's original notation (and the schema's half-plane `f`). Fairy-Stockfish reads a bare
//   fN as the narrow pair; write ffN for the Shogi knight to be read the same everywhere.
// - On orthogonal atoms (W, D, H, R) a pair means "either" (fsW = fW + sW, the Xiangqi soldier
//   after the river; frW = fW + rW), as in XBetza and Fairy-Stockfish; the pair is emitted as
//   its two single letters so that the structured form stays unambiguous.
// - h ("half") only combines with a direction, following Fairy-Stockfish's piece.cpp:
//   fh, bh, lh, rh are the four moves of that half-plane (the same as f, b, l, r here), and
//   hr, hl are the right- and left-handed chiral halves of an oblique atom (hrN holds (1,2) and
//   its quarter-turn rotations). Atoms with a square's symmetry have no chiral half: hrW = W.
import type { AtomLetter, Direction, MoveSpec } from './spec-types.ts';
import { quote } from './quote.ts';

export type BetzaResult = { ok: true; moves: MoveSpec[] } | { ok: false; error: string; index: number };

/** The leaper atoms each Betza capital stands for; `rider` atoms default to unlimited range. */
export const BETZA_LETTERS: Readonly<Record<string, { atoms: readonly AtomLetter[]; rider: boolean }>> = {
  W: { atoms: ['W'], rider: false },
  F: { atoms: ['F'], rider: false },
  D: { atoms: ['D'], rider: false },
  N: { atoms: ['N'], rider: false },
  A: { atoms: ['A'], rider: false },
  H: { atoms: ['H'], rider: false },
  C: { atoms: ['C'], rider: false },
  Z: { atoms: ['Z'], rider: false },
  G: { atoms: ['G'], rider: false },
  K: { atoms: ['W', 'F'], rider: false },
  R: { atoms: ['W'], rider: true },
  B: { atoms: ['F'], rider: true },
  Q: { atoms: ['W', 'F'], rider: true },
};

/** Atoms of other notations that users type for ours. */
const ATOM_SYNONYMS: Readonly<Record<string, string>> = { L: 'C', J: 'Z', M: 'N', E: 'F' };

/** XBetza modifiers that exist but are not supported yet, with what they mean. */
const UNSUPPORTED: Readonly<Record<string, string>> = {
  a: 'multi-leg move',
  e: 'en passant capture',
  j: 'jumping',
  o: 'cylinder board',
  d: 'capture of own pieces',
  t: 'friendly-piece hopper',
  u: 'unload',
  x: 'extended leap',
  y: 'bent rider',
  z: 'zig-zag',
  q: 'circular rider',
  k: 'checking move',
};

/** Direction tokens that a pair of letters reads as (first match wins over single letters). */
const PAIRS: Readonly<Record<string, Direction | null>> = {
  ff: 'ff', fs: 'fs', bb: 'bb', bs: 'bs', fl: 'fl', fr: 'fr', bl: 'bl', br: 'br',
  lf: 'lf', lb: 'lb', rf: 'rf', rb: 'rb', ll: 'll', lv: 'lv', rr: 'rr', rv: 'rv',
  vv: 'v', ss: 's', fh: 'f', bh: 'b', lh: 'l', rh: 'r', hl: 'hl', hr: 'hr',
};
const SINGLES: Readonly<Record<string, Direction>> = { f: 'f', b: 'b', l: 'l', r: 'r', v: 'v', s: 's' };
const ORTHOGONAL: ReadonlySet<AtomLetter> = new Set(['W', 'D', 'H']);
const OBLIQUE: ReadonlySet<AtomLetter> = new Set(['N', 'C', 'Z']);

interface Modifiers {
  directions: Direction[];
  move: boolean;
  capture: boolean;
  initial: boolean;
  lame: boolean;
  hop: 'cannon' | 'grasshopper' | null;
  /** Index of the hop modifier (for the error of a hopper on a leaper). */
  hopAt: number;
}

const fail = (error: string, index: number): BetzaResult => ({ ok: false, error, index });

/** Parses a Betza string into structured moves; errors carry the index of the offending character. */
export function parseBetza(text: string): BetzaResult {
  const moves: MoveSpec[] = [];
  let mods: Modifiers = emptyModifiers();
  let modsStart = -1;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c >= 'a' && c <= 'z') {
      if (modsStart < 0) modsStart = i;
      const step = readModifier(text, i, mods);
      if (typeof step === 'string') return fail(step, i);
      i += step;
      continue;
    }
    const entry = BETZA_LETTERS[c];
    if (entry === undefined) return fail(unknownCharacter(text, i), i);
    i++;
    let range = entry.rider ? 0 : 1;
    if (text[i] === c) {
      range = 0;
      i++;
    } else if (/[0-9]/.test(text[i] ?? '')) {
      const digits = /^[0-9]+/.exec(text.slice(i))![0];
      range = Number(digits);
      if (range > 16) return fail(`range ${range} in betza ${quote(text)} is more than 16`, i);
      i += digits.length;
    }
    if (mods.hop !== null && range !== 0) {
      return fail(`'${mods.hop === 'cannon' ? 'p' : 'g'}' (${mods.hop === 'cannon' ? 'hopper' : 'grasshopper'}) in betza ${quote(text)} needs an unlimited rider (R, B, Q or a doubled atom such as WW)`, mods.hopAt);
    }
    for (const atom of entry.atoms) moves.push(makeMove(atom, range, mods));
    mods = emptyModifiers();
    modsStart = -1;
  }
  if (modsStart >= 0) {
    return fail(`betza ${quote(text)} ends with modifiers ${quote(text.slice(modsStart))} but no atom`, modsStart);
  }
  return { ok: true, moves };
}

function emptyModifiers(): Modifiers {
  return { directions: [], move: false, capture: false, initial: false, lame: false, hop: null, hopAt: -1 };
}

/** Applies the modifier at `i` to `mods`; returns how many characters it used, or an error. */
function readModifier(text: string, i: number, mods: Modifiers): number | string {
  const c = text[i];
  const pair = PAIRS[text.slice(i, i + 2)];
  if (pair !== undefined && pair !== null) {
    mods.directions.push(pair);
    return 2;
  }
  const single = SINGLES[c];
  if (single !== undefined) {
    mods.directions.push(single);
    return 1;
  }
  switch (c) {
    case 'm':
      mods.move = true;
      return 1;
    case 'c':
      mods.capture = true;
      return 1;
    case 'i':
      mods.initial = true;
      return 1;
    case 'n':
      mods.lame = true;
      return 1;
    case 'p':
    case 'g':
      mods.hop = c === 'p' ? 'cannon' : 'grasshopper';
      mods.hopAt = i;
      return 1;
    case 'h':
      return `'h' (half) in betza ${quote(text)} must be combined with a direction: fh, bh, lh, rh, hl or hr`;
  }
  const unsupported = UNSUPPORTED[c];
  if (unsupported !== undefined) return `modifier ${quote(c)} (${unsupported}) in betza ${quote(text)} is not supported`;
  const upper = c.toUpperCase();
  const hint = BETZA_LETTERS[upper] && !/[a-z]/.test(text[i + 1] ?? '') ? ` — did you mean the atom '${upper}'?` : '';
  return `unknown modifier ${quote(c)} in betza ${quote(text)}${hint}`;
}

function unknownCharacter(text: string, i: number): string {
  const c = text[i];
  if (!(c >= 'A' && c <= 'Z')) return `unexpected ${quote(c)} in betza ${quote(text)}`;
  const synonym = ATOM_SYNONYMS[c];
  const hint = synonym ? `'${synonym}'` : `one of ${Object.keys(BETZA_LETTERS).join(', ')}`;
  return `unknown atom ${quote(c)} in betza ${quote(text)} — did you mean ${hint}?`;
}

function makeMove(atom: AtomLetter, range: number, mods: Modifiers): MoveSpec {
  const move: MoveSpec = { atom };
  if (range !== 1) move.range = range;
  const directions = directionsFor(atom, mods.directions);
  if (directions.length > 0) move.directions = directions;
  if (mods.move !== mods.capture) move.mode = mods.move ? 'move' : 'capture';
  if (mods.initial) move.initial = true;
  if (mods.lame) move.lame = true;
  if (mods.hop !== null) move.hop = mods.hop;
  return move;
}

/** The direction tokens as they apply to one atom: pairs split on orthogonal atoms, chiral halves dropped on symmetric ones. */
function directionsFor(atom: AtomLetter, tokens: readonly Direction[]): Direction[] {
  const out: Direction[] = [];
  for (const t of tokens) {
    if ((t === 'hl' || t === 'hr') && !OBLIQUE.has(atom)) return []; // the whole atom
    const parts = ORTHOGONAL.has(atom) && t.length === 2 ? [...t].map((c) => SINGLES[c]) : [t];
    for (const p of parts) if (!out.includes(p)) out.push(p);
  }
  return out;
}
