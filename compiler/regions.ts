// Regions as plan data: each named region of the spec (schema/regions.ts reads its squares) with
// both sides' squares.

import type { RegionPlan } from '../runtime/plan/variant.ts';
import type { VariantSpec } from '../schema/spec-types.ts';
import { regionSquares } from '../schema/regions.ts';

/** The spec's regions as plan data (spec checks have made sure every part is on the board). */
export function compileRegions(spec: VariantSpec): RegionPlan[] {
  return Object.entries(spec.regions ?? {}).map(([name, region]) => ({ name, squares: regionSquares(region, spec.board) }));
}
