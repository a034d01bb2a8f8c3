// The plan's defaults, in one place: the value each field of a plan part takes where the spec
// says nothing about it. The compiler starts every part from these (so every plan carries every
// field, in one order, and all plans of a part share one shape), and the canonical form
// (./canonical.ts) drops a field that holds its default before a plan is fingerprinted, so a
// field added to the plan with its default leaves every existing fingerprint as it was.

import type { ExtinctionCondition, GoalPlan, RegionCondition } from './goal.ts';
import type { HandPlan, RegionDropRule } from './hand.ts';
import type { HopNode, LeapNode, MoveNode } from './moves.ts';
import type { CastlingPlan, PiecePlan } from './pieces.ts';
import type { PromotionPlan } from './promotion.ts';
import type { FirstMoveRightPlan, NotationPlan, VariantPlan } from './variant.ts';

/** Orthodox SAN: `e4`, `exd5`. */
export const ORTHODOX_NOTATION: NotationPlan = { pawnMoves: 'san', pawnCaptures: 'file' };

export const VARIANT_DEFAULTS = {
  regions: [],
  notation: ORTHODOX_NOTATION,
  fission: null,
  mandatoryCapture: false,
  chains: false,
  colourBound: false,
  hand: null,
  castlingByDrop: false,
  oppositeCastling: false,
  promotionInPlace: null,
  firstMoveRights: [],
  wrap: null,
  leftRight: 'absolute',
  explosion: null,
  pass: false,
  stalematePass: false,
  anyEnPassant: null,
  capturesFromMove: 1,
  repetitionOutcome: null,
  perpetualCheckLoses: false,
} as const satisfies Partial<VariantPlan>;

/** A piece's defaults; `resetsMoveRule` defaults to the piece's `pawn` (PLAN_PARTS' `sameAs`). */
export const PIECE_DEFAULTS = {
  points: 0,
  components: null,
  fusions: [],
  custodian: [],
  value: null,
  overlaps: false,
  promotedForm: null,
  demotesTo: null,
} as const satisfies Partial<PiecePlan>;

/** What every kind of move node defaults to. */
export const MOVE_DEFAULTS = {
  component: null,
  split: null,
  fuse: false,
  captureMode: 'replace',
  ranks: null,
  notInCheck: false,
  to: null,
  from: null,
  noPromotion: false,
  captureExcept: null,
} as const satisfies Partial<MoveNode>;

export const LEAP_DEFAULTS = { legs: null } as const satisfies Partial<LeapNode>;
export const HOP_DEFAULTS = { screenExcept: null } as const satisfies Partial<HopNode>;

export const CASTLING_DEFAULTS = { partners: null } as const satisfies Partial<CastlingPlan>;

export const GOAL_DEFAULTS = {
  noChecks: false,
  checkless: false,
  checkedRoyalStays: false,
  flyingGeneral: false,
  bikjang: false,
  counting: null,
  checkmated: 'loss',
  conditions: [],
  safePassage: false,
} as const satisfies Partial<GoalPlan>;

export const REGION_CONDITION_DEFAULTS = { blackSquares: null, name: null, answer: false, safe: false, count: 1, blocked: false } as const satisfies Partial<RegionCondition>;
export const EXTINCTION_DEFAULTS = { count: 0, opponentCount: 0, claim: false, pseudoRoyal: false } as const satisfies Partial<ExtinctionCondition>;

export const PROMOTION_DEFAULTS = { fromCaptured: false, limits: null, rules: null, fromZone: false } as const satisfies Partial<PromotionPlan>;

export const FIRST_MOVE_RIGHT_DEFAULTS = { aimedBy: [], gate: false } as const satisfies Partial<FirstMoveRightPlan>;

export const HAND_DEFAULTS = { demote: false, noDrops: false, gating: false, mustDrop: false, dropForms: false } as const satisfies Partial<HandPlan>;

export const REGION_DROP_DEFAULTS = { name: null } as const satisfies Partial<RegionDropRule>;

/** Names of the plan's parts that have defaults or hold parts that do. */
export type PlanPartName = 'variant' | 'piece' | 'move' | 'castling' | 'goal' | 'condition' | 'promotion' | 'firstMoveRight' | 'hand' | 'dropRule';

/** How one part of the plan is defaulted, and which of its fields hold further parts (a part or a list of them). */
export interface PlanPart {
  readonly defaults?: Readonly<Record<string, unknown>>;
  /** Further defaults by the part's `kind` (move nodes, conditions, drop rules). */
  readonly byKind?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Fields whose default is another field's value. */
  readonly sameAs?: Readonly<Record<string, string>>;
  readonly children?: Readonly<Record<string, PlanPartName>>;
}

/** The plan's parts, from the variant down: the one description of its defaults. */
export const PLAN_PARTS: Readonly<Record<PlanPartName, PlanPart>> = {
  variant: {
    defaults: VARIANT_DEFAULTS,
    children: { pieces: 'piece', castling: 'castling', promotion: 'promotion', goal: 'goal', hand: 'hand', firstMoveRights: 'firstMoveRight' },
  },
  piece: { defaults: PIECE_DEFAULTS, sameAs: { resetsMoveRule: 'pawn' }, children: { moves: 'move' } },
  move: { defaults: MOVE_DEFAULTS, byKind: { leap: LEAP_DEFAULTS, hop: HOP_DEFAULTS } },
  castling: { defaults: CASTLING_DEFAULTS },
  goal: { defaults: GOAL_DEFAULTS, children: { conditions: 'condition' } },
  condition: { byKind: { region: REGION_CONDITION_DEFAULTS, extinction: EXTINCTION_DEFAULTS } },
  promotion: { defaults: PROMOTION_DEFAULTS },
  firstMoveRight: { defaults: FIRST_MOVE_RIGHT_DEFAULTS },
  hand: { defaults: HAND_DEFAULTS, children: { rules: 'dropRule' } },
  dropRule: { byKind: { region: REGION_DROP_DEFAULTS, notRegion: REGION_DROP_DEFAULTS } },
};
