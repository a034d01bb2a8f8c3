// Rules about how far a move reaches: on the board at all, within the runtime's mailbox border,
// over at most the en-passant squares one move leaves, and with a midpoint or neighbours where its
// capture needs them.
import { ATOMS } from '../schema/atoms.ts';
import { moveEntries } from '../schema/move-entries.ts';
import { pawnRule } from '../schema/pawn-rules.ts';
import type { AtomLetter } from '../schema/spec-types.ts';
import type { Rule } from './rule.ts';

/** The longest leap the runtime's mailbox border is built for (runtime/geometry.ts: 16 squares less one). */
const MAX_REACH = 15;
/** En-passant squares one move can leave (Position.epA and epB). */
const MAX_EP_SQUARES = 2;

/** Whether a leap of (dx, dy) lands anywhere on a board of files x ranks, in some orientation. */
export function leapLands(dx: number, dy: number, files: number, ranks: number): boolean {
  return (dx < files && dy < ranks) || (dy < files && dx < ranks);
}

export const LEAP_RULES: readonly Rule[] = [
  {
    code: 'move-off-board',
    sentence: 'the leap ({dx}, {dy}) never lands on this {files}x{ranks} board: it is longer than the board in every orientation',
    check: (spec) =>
      moveEntries(spec).flatMap(({ at, move }) => {
        const [dx, dy] = (Array.isArray(move.atom) ? move.atom : ATOMS[move.atom as AtomLetter]).map(Math.abs);
        const { files, ranks } = spec.board;
        return leapLands(dx, dy, files, ranks) ? [] : [{ at, args: { dx, dy, files, ranks } }];
      }),
  },
  {
    code: 'move-reach',
    sentence: `a pawn's initial run of {range} steps of ({dx}, {dy}) reaches {reach} squares; the runtime's mailbox border allows leaps of at most ${MAX_REACH} (the largest board's 16 squares less one)`,
    check: (spec) =>
      moveEntries(spec).flatMap(({ piece, at, move }) => {
        const [dx, dy] = (Array.isArray(move.atom) ? move.atom : ATOMS[move.atom as AtomLetter]).map(Math.abs);
        const range = move.range ?? 1;
        const run = pawnRule(spec.pieces[piece], 'passable') && move.initial && move.mode === 'move' && range > 1;
        const reach = Math.max(dx, dy) * (run ? range : 1);
        return reach > MAX_REACH ? [{ at, args: { range, dx, dy, reach } }] : [];
      }),
  },
  {
    code: 'ep-squares',
    sentence:
      "a pawn's initial {what} passes over {passed} squares, but a move keeps at most {max} en-passant squares (the FEN's ep field names at most two); use a step that passes over at most {max}",
    check: (spec) =>
      moveEntries(spec).flatMap(({ piece, at, move }) => {
        const range = move.range ?? 1;
        // a run passes its squares; a single leap only when it does not jump (compile: doubleStep)
        // (a single non-jumping leap is a double step from any rank it may start from, unless not passable)
        if (!pawnRule(spec.pieces[piece], 'passable') || move.mode !== 'move' || range === 0 || (range > 1 && !move.initial) || (range === 1 && (!move.lame || move.passable === false))) return [];
        const [dx, dy] = (Array.isArray(move.atom) ? move.atom : ATOMS[move.atom as AtomLetter]).map(Math.abs);
        const passed = Math.max(dx, dy) * range - 1;
        const what = range > 1 ? `run of ${range} steps of (${dx}, ${dy})` : `leap (${dx}, ${dy})`;
        // a run past the mailbox border is reported by move-reach alone
        return passed > MAX_EP_SQUARES && passed + 1 <= MAX_REACH ? [{ at, args: { what, passed, max: MAX_EP_SQUARES } }] : [];
      }),
  },
  {
    code: 'jump-midpoint',
    sentence:
      'a jumping leap needs a midpoint: ({dx}, {dy}) has an odd component, so there is no square halfway; use even components (D, A, [2, 4]) or a rider (range 0) for a long jump',
    check: (spec) =>
      moveEntries(spec).flatMap(({ piece, at, move }) => {
        if (move.capture !== 'jump') return [];
        const [dx, dy] = Array.isArray(move.atom) ? move.atom : ATOMS[move.atom as AtomLetter];
        const leaps = (move.range ?? 1) === 1 || (pawnRule(spec.pieces[piece], 'passable') && move.initial && move.mode === 'move');
        return leaps && (dx % 2 !== 0 || dy % 2 !== 0) ? [{ at, args: { dx, dy } }] : [];
      }),
  },
  {
    code: 'remove-range',
    sentence: 'a removing move acts on the squares next to the piece, so it needs range 1, got range {range}',
    check: (spec) =>
      moveEntries(spec).flatMap(({ at, move }) =>
        move.capture === 'remove' && (move.range ?? 1) !== 1 ? [{ at: 'atom' in move && at.length === 4 ? [...at, 'range'] : at, args: { range: move.range ?? 1 } }] : [],
      ),
  },
];
