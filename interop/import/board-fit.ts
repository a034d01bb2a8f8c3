// A piece's moves on the section's board: FSF keeps a piece's whole Betza on any board, and a leap
// that is longer than the board in every orientation simply never lands (1d-chess's king on 8x1
// keeps its F, never playable). The language refuses such a leap, so a hand-written spec that
// says one is told; an imported spec states the piece without it, which plays the same moves,
// and a note says which piece lost which atom.

import { ATOMS } from '../../schema/atoms.ts';
import { BETZA_LETTERS } from '../../schema/betza.ts';
import { leapLands } from '../../loading/leap-checks.ts';
import type { Board } from './squares.ts';
import type { Spec } from './context.ts';

/** The letter a single atom is written with in a group: the rider of W is R, of F is B. */
function letterOf(atom: string, rider: boolean): string {
  if (!rider) return atom;
  return atom === 'W' ? 'R' : 'B';
}

/**
 * The Betza text without the atoms that never land on the board, and the atoms left out.
 * Groups are `modifiers letter range?`; a compound letter (K, Q) loses only its atoms that do not
 * land, its modifiers and range kept on the atoms that stay.
 */
export function fitBetza(betza: string, board: Board): { betza: string; dropped: string[] } {
  const dropped: string[] = [];
  let out = '';
  const groups = /([a-z]*)([A-Z])(\2|\d+)?/gy;
  let last = 0;
  for (let m = groups.exec(betza); m; m = groups.exec(betza)) {
    last = groups.lastIndex;
    const [whole, mods = '', letter = '', range = ''] = m;
    const entry = BETZA_LETTERS[letter];
    if (!entry) return { betza, dropped: [] };
    const lands = entry.atoms.filter((a) => leapLands(ATOMS[a][0], ATOMS[a][1], board.files, board.ranks));
    if (lands.length === entry.atoms.length) {
      out += whole;
      continue;
    }
    for (const a of entry.atoms) if (!lands.includes(a) && !dropped.includes(a)) dropped.push(a);
    for (const a of lands) {
      const l = letterOf(a, entry.rider);
      out += mods + l + (range === letter ? l : range);
    }
  }
  // text this reading does not cover is left to the loader, which says what is wrong with it
  if (last !== betza.length) return { betza, dropped: [] };
  return { betza: out, dropped };
}

/** Fits one move list's Betza entries; drops an entry whose every atom never lands. */
function fitMoves(moves: Spec[], board: Board, dropped: Set<string>): Spec[] {
  return moves.flatMap((m) => {
    if (typeof m.betza !== 'string') return [m];
    const fit = fitBetza(m.betza, board);
    for (const a of fit.dropped) dropped.add(a);
    if (fit.betza === '') return [];
    return [fit.dropped.length > 0 ? { ...m, betza: fit.betza } : m];
  });
}

/** Fits a piece (or a promoted form) in place; returns the atoms it lost. */
function fitPiece(piece: Spec, board: Board): Set<string> {
  const dropped = new Set<string>();
  if (typeof piece.betza === 'string') {
    const fit = fitBetza(piece.betza, board);
    for (const a of fit.dropped) dropped.add(a);
    piece.betza = fit.betza;
  }
  if (Array.isArray(piece.moves)) {
    const moves = fitMoves(piece.moves as Spec[], board, dropped);
    if (moves.length > 0) piece.moves = moves;
    else delete piece.moves;
  }
  return dropped;
}

/** Leaves out of every piece the atoms that never land on the board; returns a note per piece changed. */
export function fitPiecesToBoard(pieces: readonly Spec[], board: Board): string[] {
  const notes: string[] = [];
  for (const piece of pieces) {
    const own = fitPiece(piece, board);
    const form = piece.promoted && typeof piece.promoted === 'object' ? fitPiece(piece.promoted as Spec, board) : new Set<string>();
    const atoms = [...new Set([...own, ...form])];
    if (atoms.length > 0) {
      notes.push(`the ${String(piece.name)}'s ${atoms.join(' and ')} never lands on this ${board.files}x${board.ranks} board: stated without it, as Fairy-Stockfish never plays it`);
    }
  }
  return notes;
}
