// Rules about the hand: the pieces drop rules and gating name, that its pieces can enter the
// board, and what it cannot be combined with.
import { piecePromotes } from '../schema/piece-promotes.ts';
import type { Rule } from './rule.ts';
import { known, letters, unknownLetters } from './spec-letters.ts';

export const HAND_RULES: readonly Rule[] = [
  {
    code: 'hand-piece',
    sentence: "drop rule piece '{letter}' is not a piece letter of this variant (letters: {known})",
    check: (spec) =>
      (spec.hand?.drops ?? []).flatMap((rule, i) =>
        rule.pieces.flatMap((letter, j) => (letters(spec).has(letter.toLowerCase()) ? [] : [{ at: ['hand', 'drops', i, 'pieces', j], args: { letter, known: known(spec) } }])),
      ),
  },
  {
    code: 'gating-piece',
    sentence: "gating piece '{letter}' is not a piece letter of this variant (letters: {known})",
    check: (spec) => unknownLetters(spec, spec.hand?.gating, ['hand', 'gating']),
  },
  {
    // a hand whose pieces can neither be dropped nor gated would only be written in the FEN
    code: 'hand-enter',
    sentence: 'hand.dropping is false and the hand has no gating: its pieces could never enter the board; give hand.gating, or leave dropping out',
    check: (spec) => (spec.hand?.dropping === false && !spec.hand.gating ? [{ at: ['hand', 'dropping'], key: true, args: {} }] : []),
  },
];

export const HAND_POOL_RULES: readonly Rule[] = [
  {
    // one array holds both, and a captured piece cannot go to its owner's pool and to the capturer's hand
    code: 'hand-pool',
    sentence: 'a hand cannot be combined with promotion from captured pieces (promotion.fromCaptured): the pool is the hand of Interweave and Grand; leave one of them out',
    check: (spec) => (spec.hand && spec.promotion?.fromCaptured ? [{ at: ['promotion', 'fromCaptured'], key: true, args: {} }] : []),
  },
  {
    // a promoted piece returns to hand as the one type that promotes
    code: 'hand-demote',
    sentence: 'hand.demote needs captures to the capturer\'s hand and exactly one promoting piece type; this variant has {why}',
    check: (spec) => {
      if (!spec.hand?.demote) return [];
      const promoting = spec.pieces.filter((p) => piecePromotes(spec, p)).length;
      const why = spec.hand.captures !== 'capturer' ? 'captures that go nowhere' : promoting !== 1 ? `${promoting} promoting piece types` : '';
      return why ? [{ at: ['hand', 'demote'], key: true, args: { why } }] : [];
    },
  },
];
