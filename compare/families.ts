// Families of variants for the bundled report, each read from the plans' rules rather than a
// hand list: a variant belongs to every family whose test its plan passes (crazyhouse is both
// chess-like and a drop variant). The chess-like test measures a variant against orthodox
// chess's own plan: the same board and most of chess's pieces moving as chess's do.

import type { VariantPlan } from '../runtime/plan/variant.ts';
import { captureModeOf } from './pieces.ts';
import { describeRules } from './rules.ts';

export interface FamilyRule {
  /** The family's page name (report/family-<id>.html). */
  readonly id: string;
  readonly title: string;
  /** What makes a variant a member, in words (the index and the family page say it). */
  readonly criterion: string;
  readonly test: (plan: VariantPlan, chess: VariantPlan) => boolean;
}

/** A family with its members, in the order the variants were given. */
export interface Family {
  readonly rule: FamilyRule;
  readonly members: readonly VariantPlan[];
}

/** Some piece has a promoted form of its own (shogi's promotion). */
const promotedForms = (plan: VariantPlan): boolean => plan.pieces.some((p) => p.promotedForm !== null);

/**
 * A royal piece's every move ends inside one region (the xiangqi general in its palace; a pawn
 * kept off its first rank, as pawnback's, is not a palace), or the generals may not face each other.
 */
const palace = (plan: VariantPlan): boolean =>
  plan.goal.flyingGeneral === true ||
  plan.goal.bikjang === true ||
  plan.pieces.some((p) => p.royal && p.moves.length > 0 && p.moves.every((n) => n.to !== null && n.to.name === p.moves[0].to?.name));

/** A capture other than landing on the victim: a capture mode, a blast, custodian or chain capture, en passant by any piece. */
const specialCapture = (plan: VariantPlan): boolean =>
  plan.explosion !== null ||
  plan.chains ||
  plan.anyEnPassant !== null ||
  plan.pieces.some((p) => p.custodian.length > 0 || p.moves.some((n) => !['replace', 'fuse'].includes(captureModeOf(n))));

/** The game ends otherwise than by checkmate: ending conditions, a captured goal piece, or checks are barred. */
const otherGoal = (plan: VariantPlan): boolean =>
  plan.goal.kind !== 'checkmate' || plan.goal.conditions.length > 0 || plan.goal.noChecks === true || plan.goal.checkless === true;

/** How many of chess's pieces the variant has with the very same move words. */
function chessPiecesKept(plan: VariantPlan, chess: VariantPlan): number {
  const words = (p: VariantPlan): Set<string> => new Set(describeRules(p).filter((l) => l.piece).map((l) => l.text));
  const own = words(plan);
  return [...words(chess)].filter((w) => own.has(w)).length;
}

/** At least this many of chess's six pieces kept makes a variant chess-like (losing chess changes the king, horde the pawn). */
const CHESS_PIECES_KEPT = 4;

export const FAMILY_RULES: readonly FamilyRule[] = [
  {
    id: 'chess-like',
    title: 'Chess-like',
    criterion: `chess's board size and at least ${CHESS_PIECES_KEPT} of its six pieces moving as in chess, no promoted forms and no palace`,
    test: (plan, chess) => plan.files === chess.files && plan.ranks === chess.ranks && !promotedForms(plan) && !palace(plan) && chessPiecesKept(plan, chess) >= CHESS_PIECES_KEPT,
  },
  { id: 'shogi', title: 'Shogi family', criterion: 'pieces that promote into a form of their own', test: promotedForms },
  { id: 'xiangqi', title: 'Xiangqi family', criterion: 'a king confined to a palace, or kings that may not face each other', test: palace },
  { id: 'drops', title: 'Drop variants', criterion: 'pieces in hand that may be dropped on the board', test: (plan) => plan.hand !== null },
  { id: 'captures', title: 'Special captures', criterion: 'captures other than landing on the victim: approach, withdrawal, jumps, removal, custodian, chains, explosions, en passant by any piece', test: specialCapture },
  { id: 'goals', title: 'Other goals', criterion: 'games won otherwise than by checkmate alone: ending conditions (checks given, a region reached, pieces lost), a captured piece, or checks barred', test: otherGoal },
];

/** The families of `plans` (chess's plan is the chess-like reference), each with at least two members. */
export function familiesOf(plans: readonly VariantPlan[], chess: VariantPlan): Family[] {
  return FAMILY_RULES.map((rule) => ({ rule, members: plans.filter((p) => rule.test(p, chess)) })).filter((f) => f.members.length >= 2);
}
