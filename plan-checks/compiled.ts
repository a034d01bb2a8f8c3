// What the rules about the compiled variant read: the spec, its plan (compiled once, by
// plan-checks/load.ts) and the plan's tables, which the runtime plays on.
import type { VariantPlan } from '../runtime/plan/variant.ts';
import type { VariantTables } from '../runtime/tables/tables.ts';
import type { VariantSpec } from '../schema/spec-types.ts';

export interface CompiledSpec {
  readonly spec: VariantSpec;
  readonly plan: VariantPlan;
  readonly tables: VariantTables;
}
