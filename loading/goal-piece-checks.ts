// Rules about what the goal asks of the pieces: a royal piece for checkmate (and for passing), a
// goal piece for capture whose number changes only by capture, and the capture rules checkmate
// cannot be judged with.
import type { VariantSpec } from '../schema/spec-types.ts';
import { moveEntries } from '../schema/move-entries.ts';
import { choiceLists } from './promotion-checks.ts';
import type { Finding, Rule } from './rule.ts';
import { known, letters, promotingLetters } from './spec-letters.ts';

/** The ways a goal piece could appear or vanish without a capture (rule goal-count). */
function goalCountFindings(spec: VariantSpec): Finding[] {
  if (spec.goal?.type !== 'capture') return [];
  const letter = spec.goal.piece;
  const goal = spec.pieces.find((p) => p.letter.toLowerCase() === letter.toLowerCase());
  if (!goal) return [];
  const found: Finding[] = [];
  for (const { list, at } of choiceLists(spec)) {
    list.forEach((c, i) => {
      if (c.toLowerCase() === letter.toLowerCase()) found.push({ at: [...at, i], args: { letter, why: 'is a promotion choice: promoting into it adds one' } });
    });
  }
  if (promotingLetters(spec).has(letter.toLowerCase())) found.push({ at: ['goal', 'piece'], args: { letter, why: 'promotes: promoting turns it into another piece' } });
  if (!spec.fusion) return found;
  spec.pieces.forEach((p, i) => {
    const j = (p.compound ?? []).indexOf(goal.name);
    if (j >= 0) found.push({ at: ['pieces', i, 'compound', j], args: { letter, why: `is a component of compound '${p.name}': fusing turns it into the compound` } });
  });
  if ((goal.compound ?? []).length > 0 && spec.fusion.fission?.enabled !== false) {
    found.push({ at: ['goal', 'piece'], args: { letter, why: 'is a compound that may split: fission turns it into its components' } });
  }
  return found;
}

/** Royal pieces of a variant won by capture (rule royal-capture-goal): the two rules contradict each other. */
function royalWithCaptureGoal(spec: VariantSpec): Finding[] {
  if (spec.goal?.type !== 'capture') return [];
  return spec.pieces.flatMap((p, i) => (p.royal ? [{ at: ['pieces', i, 'royal'], key: true, args: { name: p.name } }] : []));
}

/** What makes a checkmate variant's royal safety depend on the enemy's replies (runtime/royal-replies.ts). */
function replyFeatures(spec: VariantSpec): string[] {
  const out: string[] = [];
  if (spec.colourBound) out.push('colour binding');
  if (spec.captureRules?.chains) out.push('capture chains');
  if (spec.pieces.some((p) => p.custodian)) out.push('custodian capture');
  const modes = moveEntries(spec)
    .filter(({ move }) => move.capture === 'remove' || (move.mode ?? 'both') !== 'move')
    .map(({ move }) => move.capture ?? 'replace')
    .filter((mode, k, all) => mode !== 'replace' && mode !== 'shoot' && all.indexOf(mode) === k);
  return [...out, ...modes.map((m) => `${m} capture`)];
}

export const ROYAL_GOAL_RULES: readonly Rule[] = [
  {
    code: 'no-royal',
    sentence: 'the goal is checkmate but no piece is royal: mark the king with `royal: true`',
    check: (spec) =>
      // a pseudo-royal extinction condition's last piece is what checkmate is about (runtime/pseudo-royal.ts)
      (spec.goal?.type ?? 'checkmate') === 'checkmate' && !spec.pieces.some((p) => p.royal) && !(spec.goal?.conditions ?? []).some((c) => c.type === 'extinction' && c.pseudoRoyal)
        ? [{ at: spec.goal ? ['goal', 'type'] : ['pieces'], key: !spec.goal, args: {} }]
        : [],
  },
  {
    code: 'pass-royal',
    sentence: '{why}',
    check: (spec) => {
      const found: Finding[] = [];
      if (spec.pass && !spec.pieces.some((p) => p.royal))
        found.push({ at: ['pass'], key: true, args: { why: 'a side passes with its royal piece (the pass is written with its square twice), but no piece is royal' } });
      return found;
    },
  },
  {
    code: 'stalemate-pass',
    sentence: '`stalematePass` passes only where no move is legal, but `pass: true` lets a side pass anyway: keep one of the two',
    check: (spec) => (spec.stalematePass && spec.pass ? [{ at: ['stalematePass'], key: true, args: {} }] : []),
  },
  {
    code: 'royal-capture-goal',
    sentence:
      "piece '{name}' is royal but the goal is capture: a royal piece may never be left attacked, so it could never be captured and the game could not be won; remove `royal: true` (the goal piece needs no royalty) or make the goal checkmate",
    check: (spec) => royalWithCaptureGoal(spec),
  },
  {
    code: 'goal-count',
    sentence:
      "the goal piece '{letter}' {why}; a game with goal capture ends when a side has fewer goal pieces than the start position gives it (that is how a FEN tells a finished game), so their number may change only by capture",
    check: (spec) => goalCountFindings(spec),
  },
  {
    // Checkmate works with every capture mode and capture rule: where the reverse attack tables
    // cannot see a capture (approach, withdrawal, jump, remove, custodian, chains, colour
    // binding) legality asks whether any enemy reply removes a royal piece (runtime/royal-replies.ts),
    // and mandatory capture and promotion from captured pieces keep the tables (any capture
    // attacks; a pawn that could not promote still attacks, as in Grand Chess). What still reads
    // the tables is refused together with those captures: castling's and safe passage's attacked
    // squares (an empty square has no "reply that removes it"), and promotion from captured pieces,
    // whose pawn without a piece to promote into attacks by the tables' rule but makes no reply.
    code: 'checkmate-capture-rules',
    sentence:
      "goal checkmate with {feature} cannot be combined with {other}: {why}; leave one of them out, or use `goal: { type: capture, piece: ... }` (as Interweave does)",
    check: (spec) => {
      if ((spec.goal?.type ?? 'checkmate') !== 'checkmate') return [];
      const features = replyFeatures(spec);
      if (features.length === 0) return [];
      const feature = features.join(', ');
      const found: Finding[] = [];
      if (spec.castling)
        found.push({ at: ['castling'], key: true, args: { feature, other: 'castling', why: "castling's safe squares are judged by replacement captures only" } });
      if (spec.goal?.type === 'checkmate' && spec.goal.safePassage)
        found.push({ at: ['goal', 'safePassage'], key: true, args: { feature, other: 'safe passage', why: 'the squares a royal piece passes are judged by replacement captures only' } });
      if (spec.goal?.type === 'checkmate' && spec.goal.flyingGeneral)
        found.push({ at: ['goal', 'flyingGeneral'], key: true, args: { feature, other: 'the flying general', why: 'the royal pieces facing each other is seen by the attack tables only' } });
      if (spec.promotion?.fromCaptured)
        found.push({
          at: ['promotion', 'fromCaptured'],
          key: true,
          args: { feature, other: 'promotion from captured pieces', why: 'a capture of the royal that could not promote would count as an attack by one test and not by the other' },
        });
      if (spec.goal?.type === 'checkmate' && spec.goal.checkedRoyalStays)
        found.push({ at: ['goal', 'checkedRoyalStays'], key: true, args: { feature, other: 'checkedRoyalStays', why: 'the check and its checking piece are found with the attack tables, which see replacement captures only' } });
      for (const { at } of moveEntries(spec).filter((e) => e.move.notInCheck))
        found.push({ at, args: { feature, other: 'a move not made in check (notInCheck)', why: 'whether the side is in check is read from the attack tables, which see replacement captures only' } });
      return found;
    },
  },
];

export const GOAL_PIECE_RULES: readonly Rule[] = [
  {
    code: 'goal-piece',
    sentence: "goal piece '{letter}' is not a piece letter of this variant (letters: {known})",
    check: (spec) =>
      spec.goal?.type === 'capture' && !letters(spec).has(spec.goal.piece)
        ? [{ at: ['goal', 'piece'], args: { letter: spec.goal.piece, known: known(spec) } }]
        : [],
  },
];
