// The names of the language's optional rule mechanisms: one key per mechanism, shared by every
// layer that keeps a table of its own part of them (runtime/legal/steps.ts for the legality
// steps, mechanisms/ for the whole slice). The language is the bottom layer, so any layer may
// name a mechanism without importing one above it.

export const MECHANISM_KEYS = [
  // captures
  'explosion',
  'anyEnPassant',
  'chains',
  'mandatoryCapture',
  'colourBound',
  'capturesFromMove',
  'captureModes',
  'custodian',
  'captureExcept',
  'removeNode',
  // hands and drops
  'hand',
  'handDemotion',
  'gating',
  'mustDrop',
  'dropForms',
  'dropNoCheck',
  'castlingByDrop',
  'promotionPool',
  'dropGravity',
  // goal, royalty and results
  'pass',
  'stalematePass',
  'bikjang',
  'counting',
  'checkless',
  'noChecks',
  'checkedRoyalStays',
  'flyingGeneral',
  'safePassage',
  'checkmatedOutcome',
  'severalRoyals',
  'pseudoRoyal',
  'checksCondition',
  'regionCondition',
  'extinctionCondition',
  'bareCondition',
  'connectCondition',
  'repetitionOutcome',
  'perpetualCheck',
  'castlingConditions',
  'oppositeCastling',
  // pieces and their moves
  'promotedForms',
  'promotionFromZone',
  'promotionRules',
  'promotionLimits',
  'promotionInPlace',
  'noPromotion',
  'hoppers',
  'lamePath',
  'moveRanks',
  'notInCheck',
  'confinement',
  'compounds',
  'fusion',
  'fission',
  'firstMoveRights',
  'resetsMoveRule',
  // the board and notation
  'regions',
  'wrap',
  'leftRight',
  'notation',
] as const;

/** One optional rule mechanism of the language. */
export type MechanismKey = (typeof MECHANISM_KEYS)[number];
