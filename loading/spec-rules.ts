// Semantic checks: what the schema cannot say but compile, codegen and runtime assume. A table
// of rules (the json-schema-to-typescript habit): each rule's sentence is its message template,
// so the list below is also the documentation of what "the spec passed validation" guarantees.
// The rules are grouped by area in the *-checks.ts files; this is their order, the order in which
// diagnostics at the same place are reported. The rules about the compiled plan (the start
// position, castling resolved against it, what the runtime does with it) are plan-checks/.
import { moveEntries } from '../schema/move-entries.ts';
import { ANY_EP_RULES } from './any-ep-checks.ts';
import { CASTLING_RULES } from './castling-checks.ts';
import { COMPOUND_RULES } from './compound-checks.ts';
import { DRAW_RULES } from './draw-checks.ts';
import { EXAMPLE_RULES } from './example-checks.ts';
import { EXPLOSION_RULES } from './explosion-checks.ts';
import { FIRST_MOVE_RULES } from './first-move-checks.ts';
import { GOAL_RULES } from './goal-checks.ts';
import { GOAL_PIECE_RULES, ROYAL_GOAL_RULES } from './goal-piece-checks.ts';
import { HAND_POOL_RULES, HAND_RULES } from './hand-checks.ts';
import { LEAP_RULES } from './leap-checks.ts';
import { MOVEMENT_RULES } from './movement-checks.ts';
import { PIECE_RULES, ROYAL_MOVE_RULES } from './piece-checks.ts';
import { IN_PLACE_RULES, PROMOTION_CHOICE_RULES, PROMOTION_LETTER_RULES, PROMOTION_RULES } from './promotion-checks.ts';
import { REGION_RULES } from './region-checks.ts';
import type { Rule } from './rule.ts';
import { SHOOT_RULES } from './shoot-checks.ts';
import { START_BOARD_RULES, START_SIDE_RULES } from './start-checks.ts';
import { WRAP_RULES } from './wrap-checks.ts';

/** The rules, in the order their sentences read best (checked once the size rules, size-checks.ts, passed). */
export const RULES: readonly Rule[] = [
  ...PIECE_RULES,
  ...START_BOARD_RULES,
  ...CASTLING_RULES,
  ...PROMOTION_LETTER_RULES,
  ...ROYAL_GOAL_RULES,
  ...IN_PLACE_RULES,
  ...HAND_RULES,
  ...PROMOTION_CHOICE_RULES,
  ...HAND_POOL_RULES,
  ...GOAL_PIECE_RULES,
  ...LEAP_RULES,
  ...EXAMPLE_RULES,
  ...COMPOUND_RULES,
  ...GOAL_RULES,
  ...DRAW_RULES,
  ...REGION_RULES,
  ...FIRST_MOVE_RULES,
  ...MOVEMENT_RULES(moveEntries),
  ...PROMOTION_RULES,
  ...EXPLOSION_RULES,
  ...WRAP_RULES,
  ...SHOOT_RULES,
  ...ANY_EP_RULES,
  ...START_SIDE_RULES,
  ...ROYAL_MOVE_RULES,
];
