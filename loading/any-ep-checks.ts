// Semantic checks of en passant by any piece (the spec's `enPassant`, runtime/any-ep.ts; see
// spec-rules.ts for the rule table's conventions): the leaps name pieces of the variant, and
// the moves and rules it cannot be combined with are refused. runtime/any-ep.ts turns a quiet
// move onto a passed square into a capture, so every non-pawn move must capture as it moves; a
// pawn's moves either only move or only capture (its captures take en passant); capture-only
// moves are plain leaps.
import type { Finding, Rule } from './rule.ts';
import type { SpecPath } from '../schema/diagnostic.ts';
import type { VariantSpec } from '../schema/spec-types.ts';
import { moveEntries } from '../schema/move-entries.ts';
import { pawnRule } from '../schema/pawn-rules.ts';

/** Where some move of the spec does what en passant by any piece cannot handle, and why. */
function moveProblems(spec: VariantSpec): Finding[] {
  const found: Finding[] = [];
  const add = (at: SpecPath, other: string, why: string): void => void found.push({ at, key: true, args: { other, why } });
  for (const { piece, at, move } of moveEntries(spec)) {
    // a piece that takes en passant (a pawn) takes by its capture-only moves
    const pawn = pawnRule(spec.pieces[piece], 'takesEnPassant');
    const mode = move.mode ?? 'both';
    const name = spec.pieces[piece].name;
    if (move.hop !== undefined) add(at, `a hopper (${name})`, 'a hopper passes over its screen, not over empty squares');
    else if (move.capture !== undefined && move.capture !== 'replace') add(at, `${move.capture} capture (${name})`, 'the piece that passed is taken where its taker lands');
    else if (!pawn && mode !== 'both') add(at, `a move that only ${mode === 'move' ? 'moves' : 'captures'} (${name})`, 'a piece other than a pawn takes en passant by its ordinary move, which must both move and capture');
    else if (pawn && mode === 'both') add(at, `a pawn move that both moves and captures (${name})`, 'a pawn takes en passant by its capture-only moves');
    else if (mode === 'capture' && ((move.range ?? 1) !== 1 || move.lame || move.to !== undefined || move.from !== undefined || move.ranks !== undefined || move.initial))
      add(at, `a capture-only move that is not a plain leap (${name})`, 'capture-only moves take en passant as plain leaps');
  }
  return found;
}

/** The rules en passant by any piece cannot be combined with. */
function combinations(spec: VariantSpec): Finding[] {
  if (!spec.enPassant?.anyPiece) return [];
  const found = moveProblems(spec);
  const add = (at: SpecPath, other: string, why: string): void => void found.push({ at, key: true, args: { other, why } });
  if (spec.board.wrap !== undefined) add(['board', 'wrap'], 'a cylinder board', 'the passed squares are kept as a straight line on the flat board');
  if (spec.captureRules?.chains) add(['captureRules', 'chains'], 'capture chains', 'a chain step would take en passant again');
  if (spec.explosion) add(['explosion'], 'explosions', 'the blast is centred where the capturer lands on its victim');
  if (spec.hand) add(['hand'], 'a hand', 'drops and captured pieces in hand are not written for it yet');
  if (spec.fusion) add(['fusion'], 'fusion', 'a fusing move lands on a friendly piece, not on a passed square');
  spec.pieces.forEach((p, i) => {
    if (p.custodian) add(['pieces', i, 'custodian'], 'custodian capture', 'the piece that passed is the only piece an en-passant capture takes');
    if ((p.compound ?? []).length > 0) add(['pieces', i, 'compound'], 'compound pieces', 'a compound moves by its components\' moves, which are not checked for it');
  });
  return found;
}

export const ANY_EP_RULES: readonly Rule[] = [
  {
    code: 'en-passant-leap-piece',
    sentence: "piece '{letter}' of the en-passant leaps is not a piece letter of this variant (letters: {known})",
    check: (spec) => {
      const known = new Set(spec.pieces.map((p) => p.letter.toLowerCase()));
      return (spec.enPassant?.leaps ?? []).flatMap((l, i) => (known.has(l.piece.toLowerCase()) ? [] : [{ at: ['enPassant', 'leaps', i, 'piece'], args: { letter: l.piece, known: [...known].join(', ') } }]));
    },
  },
  {
    code: 'en-passant-leaps-unused',
    sentence: 'en-passant leaps take only where any piece can be taken en passant; set `anyPiece: true` or remove `leaps`',
    check: (spec) => (spec.enPassant && !spec.enPassant.anyPiece && (spec.enPassant.leaps ?? []).length > 0 ? [{ at: ['enPassant', 'leaps'], key: true, args: {} }] : []),
  },
  {
    code: 'en-passant-combination',
    sentence: 'en passant by any piece cannot be combined with {other}: {why}',
    check: combinations,
  },
];
