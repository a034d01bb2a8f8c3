// The board mechanisms: named regions, the cylinder, each side's own left and right, and how
// pawn moves are written.

import type { MechanismKey } from '../schema/mechanism-keys.ts';
import { NONE, site, type Mechanism } from './mechanism.ts';

export const BOARD_MECHANISMS = {
  regions: {
    summary: 'Named sets of squares, for confinement, promotion zones, drop rules and region conditions; mirrored for Black, the same for both, or given per side.',
    schema: ['/properties/regions', '/definitions/regions', '/definitions/regionPart/properties/side'],
    rules: ['region-part', 'unknown-region', 'region-side-mirror'],
    compile: site('compiler/regions.ts', 'export function compileRegions('),
    plan: { keys: ['VariantPlan.regions'], uses: (plan) => plan.regions.length > 0 },
    // the runtime sees a region only as squares in the nodes and rules that name it
    runtime: { module: NONE, tables: NONE, make: NONE, legal: NONE, fen: NONE, result: NONE },
    emit: site('generator/emit/attacks.ts', 'regions'),
    describe: site('compare/promotion-words.ts', 'plan.regions'),
    colourKeeping: { claim: 'keeps', why: 'a region is only words and squares for the rules that use it' },
    tests: ['test/compiler/regions.test.ts', 'test/runtime/rules/drop-regions.test.ts', 'test/runtime/outcome/flag-goals.test.ts'],
  },
  wrap: {
    summary: 'The board is a cylinder: the first and last files are adjacent.',
    schema: ['/definitions/board/properties/wrap'],
    rules: ['wrap-combination'],
    compile: site('compiler/compile.ts', "wrap: 'files'"),
    plan: { keys: ['VariantPlan.wrap'], uses: (plan) => plan.wrap !== null },
    runtime: { module: 'runtime/board/geometry.ts', tables: site('runtime/board/geometry.ts', 'readonly wrap'), make: NONE, legal: NONE, fen: NONE, result: NONE },
    emit: site('generator/emit/engine.ts', 'plan.wrap'),
    describe: site('compare/rules.ts', 'plan.wrap'),
    colourKeeping: { claim: 'breaks', why: 'on a cylinder with an odd number of files a line may change colour parity' },
    tests: ['test/runtime/board/wrap.test.ts'],
  },
  leftRight: {
    summary: 'Black’s left and right are its own: its moves are White’s turned half round.',
    schema: ['/properties/leftRight'],
    rules: NONE,
    compile: site('compiler/compile.ts', "leftRight: 'relative'"),
    plan: { keys: ['VariantPlan.leftRight'], uses: (plan) => plan.leftRight === 'relative' },
    runtime: { module: 'runtime/board/geometry.ts', tables: site('runtime/board/geometry.ts', 'relativeSides'), make: NONE, legal: NONE, fen: NONE, result: NONE },
    // the emitter takes Black's offsets from the geometry, so it has no hook of its own
    emit: NONE,
    describe: site('compare/rules.ts', 'plan.leftRight'),
    colourKeeping: { claim: 'keeps', why: 'turning a vector round keeps its parity' },
    tests: ['test/compiler/left-right.test.ts', 'test/oracle/shogi.test.ts'],
  },
  notation: {
    summary: 'How pawn moves are written in SAN (Berolina: both squares, or the pawn’s letter).',
    schema: ['/properties/notation', '/definitions/notation'],
    rules: NONE,
    compile: site('compiler/compile.ts', 'notation:'),
    plan: { keys: ['VariantPlan.notation'], uses: (plan) => plan.notation.pawnMoves !== 'san' || plan.notation.pawnCaptures !== 'file' },
    runtime: { module: 'runtime/state/notation.ts', tables: NONE, make: NONE, legal: NONE, fen: NONE, result: NONE },
    emit: NONE,
    describe: site('compare/rules.ts', 'function notation('),
    colourKeeping: { claim: 'keeps', why: 'notation writes moves, it makes none' },
    tests: ['test/oracle/berolina.test.ts'],
  },
} satisfies Partial<Record<MechanismKey, Mechanism>>;
