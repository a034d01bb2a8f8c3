// The mechanism registry: every optional rule of the language as one slice (mechanisms/mechanism.ts
// says what a slice names), keyed by the language's MechanismKey. The low layers keep their own
// parts in tables keyed the same way (runtime/legal/steps.ts); this table, at the top, names them
// all, and test/architecture/mechanism-registry.test.ts proves it complete. docs/adding-a-mechanism.md is the
// checklist it stands for.

import type { MechanismKey } from '../schema/mechanism-keys.ts';
import type { Mechanism, PlanKey } from './mechanism.ts';
import { BOARD_MECHANISMS } from './board.ts';
import { CAPTURE_MECHANISMS } from './captures.ts';
import { GOAL_MECHANISMS } from './goal.ts';
import { HAND_MECHANISMS } from './hand.ts';
import { PIECE_MECHANISMS } from './pieces.ts';

export const MECHANISMS: Readonly<Record<MechanismKey, Mechanism>> = {
  ...CAPTURE_MECHANISMS,
  ...HAND_MECHANISMS,
  ...GOAL_MECHANISMS,
  ...PIECE_MECHANISMS,
  ...BOARD_MECHANISMS,
};

/**
 * The plan keys every variant has, that no mechanism owns: the board, the pieces and their
 * plain moves, castling, promotion's defaults, the goal's kind and the draw rules.
 */
export const CORE_PLAN_KEYS: readonly PlanKey[] = [
  'VariantPlan.name',
  'VariantPlan.title',
  'VariantPlan.files',
  'VariantPlan.ranks',
  'VariantPlan.pieces',
  'VariantPlan.castling',
  'VariantPlan.promotion',
  'VariantPlan.goal',
  'VariantPlan.moveRule',
  'VariantPlan.repetition',
  'VariantPlan.startFen',
  'GoalPlan.kind',
  'GoalPlan.target',
  'GoalPlan.stalemate',
  // the list; each condition kind is a mechanism of its own
  'GoalPlan.conditions',
  'PiecePlan.name',
  'PiecePlan.letter',
  'PiecePlan.royal',
  'PiecePlan.pawn',
  'PiecePlan.promotes',
  'PiecePlan.moves',
  // the engine's evaluation (search/values.ts), and a fact the compiler finds (compiler/overlap.ts)
  'PiecePlan.value',
  'PiecePlan.overlaps',
  'PromotionPlan.zone',
  'PromotionPlan.choices',
  'MoveNode.kind',
  'MoveNode.vectors',
  'MoveNode.quiet',
  'MoveNode.capture',
  'MoveNode.initial',
  'MoveNode.doubleStep',
  'MoveNode.enPassant',
  'MoveNode.lame',
  'MoveNode.range',
  'node.leap',
  'node.ride',
];
