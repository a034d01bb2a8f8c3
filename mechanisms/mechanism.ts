// What a registered mechanism is: every part of one optional rule, named where it lives, from
// the schema fragment that spells it to the tests that pin it. The table of them is
// mechanisms/registry.ts; test/architecture/mechanism-registry.test.ts proves it complete (every plan key
// owned, every part present or an explicit `none`, every path, pointer and rule code real).
// This folder is the top layer: it may name every layer, and no source module imports it.

import type { ConditionKind, ExtinctionCondition, GoalPlan, RegionCondition } from '../runtime/plan/goal.ts';
import type { HandPlan } from '../runtime/plan/hand.ts';
import type { HopNode, LeapNode, MoveNodeKind, RemoveNode, RideNode } from '../runtime/plan/moves.ts';
import type { PiecePlan } from '../runtime/plan/pieces.ts';
import type { PromotionPlan } from '../runtime/plan/promotion.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';

/** A part the mechanism does not have, said outright so that a forgotten part cannot pass for one. */
export const NONE = 'none';
export type None = typeof NONE;

/** A name in a file: the completeness test checks that the file exists and the name occurs in it. */
export interface Site {
  readonly file: string;
  readonly name: string;
}
export type Part = Site | None;

export const site = (file: string, name: string): Site => ({ file, name });

type MoveNodeField = keyof LeapNode | keyof RideNode | keyof RemoveNode | keyof HopNode;

/**
 * A field of the plan, written `Interface.field`, or a kind of a closed union the plan switches
 * on (`node.hop`, `condition.checks`): what the completeness test enumerates from the plan's
 * interfaces.
 */
export type PlanKey =
  | `VariantPlan.${keyof VariantPlan}`
  | `GoalPlan.${keyof GoalPlan}`
  | `PiecePlan.${keyof PiecePlan}`
  | `MoveNode.${MoveNodeField}`
  | `HandPlan.${keyof HandPlan}`
  | `PromotionPlan.${keyof PromotionPlan}`
  | `RegionCondition.${keyof RegionCondition}`
  | `ExtinctionCondition.${keyof ExtinctionCondition}`
  | `node.${MoveNodeKind}`
  | `condition.${ConditionKind}`;

/**
 * Whether the generated engine's colour-keeping optimisation (generator/colour-keeping.ts:
 * colour binding tests colours only for en passant) stays valid with the mechanism in a plan.
 * `keeps`: it adds no move that lands on the other colour or removes a piece on its own;
 * `breaks`: keepsColours must answer false where it is used; `checked`: colour-keeping.ts
 * judges it node by node (its vectors' parity). generator/colour-keeping.ts keeps its own
 * default-deny claims by plan field; the completeness test holds the two to agree.
 */
export interface ColourClaim {
  readonly claim: 'keeps' | 'breaks' | 'checked';
  readonly why: string;
}

/** The runtime's parts of a mechanism: its module, and each hook it adds to a runtime hub. */
export interface RuntimePart {
  /** The rule module (runtime/rules/ mostly), or none where the mechanism lives inside a hub. */
  readonly module: string | None;
  /** Its tables on VariantTables (runtime/tables/tables.ts). */
  readonly tables: Part;
  /** Its hook in making and unmaking a move (runtime/state/position.ts) or in generating one. */
  readonly make: Part;
  /** Its steps in the legality pipeline: names in runtime/legal/steps.ts's LEGAL_STEPS. */
  readonly legal: readonly string[] | None;
  /** Its field in FEN reading or writing (runtime/state/fen.ts, fen-write.ts). */
  readonly fen: Part;
  /** Its rule in a game's result (runtime/legal/legal.ts gameResult, runtime/outcome/). */
  readonly result: Part;
}

export interface Mechanism {
  /** What the rule is, in one line. */
  readonly summary: string;
  /** JSON pointers into schema/variant.schema.json: the spec keys that spell it. */
  readonly schema: readonly string[];
  /** The semantic rules' codes (loading/, plan-checks/) that refuse its misuse. */
  readonly rules: readonly string[] | None;
  /** Where the compiler writes its plan part. */
  readonly compile: Part;
  readonly plan: {
    /** The plan keys it owns (each key belongs to one mechanism or to the core). */
    readonly keys: readonly PlanKey[];
    /** Whether a plan uses it. */
    uses(plan: VariantPlan): boolean;
  };
  readonly runtime: RuntimePart;
  /** Its hook in the emitter (generator/). */
  readonly emit: Part;
  /** Its sentence in `describe` (compare/rules.ts and its words). */
  readonly describe: Part;
  readonly colourKeeping: ColourClaim;
  /** Test files that pin its behaviour. */
  readonly tests: readonly string[];
}
