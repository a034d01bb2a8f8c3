// The tables of the mechanisms that keep tables of their own, one builder each, keyed by the
// VariantTables field it fills and naming its mechanism (the registry's key,
// schema/mechanism-keys.ts). VariantTables builds them all in one loop, so the hub names none;
// each builder returns null where the variant does not use its mechanism, and the rules test
// that null once, so a mechanism costs nothing where it is not used. A builder reads only the
// core tables (plan, geometry, piece codes, the hand and the first-move rights), which are set
// before the loop runs.

import type { MechanismKey } from '../../schema/mechanism-keys.ts';
import { Passage } from '../rules/passage.ts';
import { decidingConditions, makeEndings, type Ending } from '../outcome/endings.ts';
import { pseudoRoyalGroups, type PseudoRoyals } from '../rules/pseudo-royal.ts';
import { inPlaceTables, type InPlaceTables } from '../rules/promotion-in-place.ts';
import { Explosion } from '../rules/explosion.ts';
import { AnyEnPassantTables } from '../rules/any-ep.ts';
import { GatingTables } from '../rules/gating.ts';
import type { VariantTables } from './tables.ts';

export interface MechanismTables {
  /** Promotion as a move of its own (runtime/rules/promotion-in-place.ts). */
  readonly inPlace: InPlaceTables | null;
  /** The goal's ending conditions (runtime/outcome/endings.ts). */
  readonly endings: readonly Ending[] | null;
  /** The groups of pseudo-royal types, one per pseudo-royal extinction condition (runtime/rules/pseudo-royal.ts). */
  readonly pseudoRoyal: PseudoRoyals | null;
  /** Gating from hand (runtime/rules/gating.ts). */
  readonly gating: GatingTables | null;
  /** The paths royal moves pass over, when the goal has `safePassage` (runtime/rules/passage.ts). */
  readonly passage: Passage | null;
  /** Captures explode (runtime/rules/explosion.ts). */
  readonly explosion: Explosion | null;
  /** En passant by any piece (runtime/rules/any-ep.ts). */
  readonly anyEp: AnyEnPassantTables | null;
}

interface TableBuilder<Table> {
  /** The mechanism whose tables these are; several ending kinds share the endings. */
  readonly mechanisms: readonly MechanismKey[];
  build(t: VariantTables): Table | null;
}

export const MECHANISM_TABLES: { readonly [F in keyof MechanismTables]: TableBuilder<NonNullable<MechanismTables[F]>> } = {
  inPlace: { mechanisms: ['promotionInPlace'], build: (t) => inPlaceTables(t.plan, t.geo, t.codes) },
  endings: {
    mechanisms: ['checksCondition', 'regionCondition', 'extinctionCondition', 'bareCondition', 'connectCondition', 'castlingConditions'],
    build: (t) => {
      const conditions = decidingConditions(t.plan);
      return conditions.length > 0 ? makeEndings(t, conditions) : null;
    },
  },
  pseudoRoyal: { mechanisms: ['pseudoRoyal'], build: (t) => pseudoRoyalGroups(t.plan, t.codes) },
  gating: { mechanisms: ['gating'], build: (t) => (t.plan.hand?.gating ? new GatingTables(t.plan, t.geo, t.codes, t.hand, t.firstMoves) : null) },
  passage: { mechanisms: ['safePassage'], build: (t) => (t.plan.goal.safePassage ? new Passage(t) : null) },
  explosion: { mechanisms: ['explosion'], build: (t) => (t.plan.explosion ? new Explosion(t, t.plan.explosion) : null) },
  anyEp: { mechanisms: ['anyEnPassant'], build: (t) => (t.plan.anyEnPassant ? new AnyEnPassantTables(t.plan, t.geo, t.codes) : null) },
};

/** Every mechanism's tables for the variant of `t`, in the table's order (one object shape for every variant). */
export function buildMechanismTables(t: VariantTables): MechanismTables {
  const out: Record<string, unknown> = {};
  for (const [field, builder] of Object.entries(MECHANISM_TABLES)) out[field] = builder.build(t);
  return out as unknown as MechanismTables;
}
