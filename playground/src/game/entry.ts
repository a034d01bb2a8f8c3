// Entering a move on a board, square by square, over the legal moves as the library lists
// them: pick a piece (or a piece in hand), then click its landings one by one — one for an
// ordinary move, each step of a capture chain in turn. When the squares entered fit several
// moves (a promotion's pieces, a fission's parts, two different sets of captures) the caller
// offers the choice. Pure functions of the legal moves: no board, no DOM.

import type { MoveJson } from '../../../lib/index.ts';

/** Where an entry starts: a piece on a square, or a piece in hand (its FEN letter, uppercase for White). */
export type Origin = { readonly square: string } | { readonly hand: string };

/** A move being entered: where it starts and the landings clicked so far. */
export interface Entry {
  readonly origin: Origin;
  readonly landings: readonly string[];
}

/** A square the next click may land on, and what the moves through it remove. */
export interface Target {
  readonly square: string;
  /** The squares every move through this landing empties (removal markers). */
  readonly removes: readonly string[];
  /** The squares some but not all of those moves empty (a choice still to come). */
  readonly mayRemove: readonly string[];
}

/** What a click on a landing leads to. */
export type Step =
  | { readonly kind: 'illegal' }
  /** Exactly one move fits: play it. */
  | { readonly kind: 'move'; readonly move: MoveJson }
  /** Several moves end here: the caller picks one (promotion, fission, which captures). */
  | { readonly kind: 'choose'; readonly options: readonly MoveJson[] }
  /** The move goes on (a chain): click the next landing; `stop` lists moves that may also end here. */
  | { readonly kind: 'continue'; readonly entry: Entry; readonly stop: readonly MoveJson[] };

/** Whether `m` starts at `origin`. */
export function startsAt(m: MoveJson, origin: Origin): boolean {
  return 'square' in origin ? m.from === origin.square : m.from === null && m.piece === origin.hand;
}

/** The moves that start as `entry` and pass through its landings so far. */
export function candidates(moves: readonly MoveJson[], entry: Entry): MoveJson[] {
  const k = entry.landings.length;
  return moves.filter((m) => startsAt(m, entry.origin) && m.landings.length >= k && entry.landings.every((sq, i) => m.landings[i] === sq));
}

/** The squares the next landing may be, in the moves' order, with their removals. */
export function targets(moves: readonly MoveJson[], entry: Entry): Target[] {
  const k = entry.landings.length;
  const bySquare = new Map<string, MoveJson[]>();
  for (const m of candidates(moves, entry)) {
    const sq = m.landings[k];
    if (sq !== undefined) bySquare.set(sq, [...(bySquare.get(sq) ?? []), m]);
  }
  return [...bySquare].map(([square, through]) => {
    const all = new Set(through.flatMap((m) => m.captures));
    const removes = [...all].filter((sq) => through.every((m) => m.captures.includes(sq)));
    return { square, removes, mayRemove: [...all].filter((sq) => !removes.includes(sq)) };
  });
}

/** The squares that may start a move: those of pieces with a legal move, and the letters in hand that can be dropped. */
export function origins(moves: readonly MoveJson[]): { squares: Set<string>; hand: Set<string> } {
  const squares = new Set<string>();
  const hand = new Set<string>();
  for (const m of moves) {
    if (m.from === null) hand.add(m.piece);
    else squares.add(m.from);
  }
  return { squares, hand };
}

/** Enters `square` as the next landing of `entry`. */
export function step(moves: readonly MoveJson[], entry: Entry, square: string): Step {
  const next: Entry = { origin: entry.origin, landings: [...entry.landings, square] };
  const through = candidates(moves, next);
  if (through.length === 0) return { kind: 'illegal' };
  const ending = through.filter((m) => m.landings.length === next.landings.length);
  if (ending.length === through.length) return ending.length === 1 ? { kind: 'move', move: ending[0] } : { kind: 'choose', options: ending };
  return { kind: 'continue', entry: next, stop: ending };
}

/** What tells apart the options of a choice, for the chooser's labels. */
export type ChoiceKind = 'promotion' | 'fission' | 'captures';

/** Why several moves share their landings: promotion letters differ, the part moving away differs, or the captures do. */
export function choiceKind(options: readonly MoveJson[]): ChoiceKind {
  if (new Set(options.map((m) => m.promotion)).size > 1) return 'promotion';
  if (new Set(options.map((m) => m.piece)).size > 1) return 'fission';
  return 'captures';
}
