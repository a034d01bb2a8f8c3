// The mechanism registry is complete: every plan key belongs to a mechanism or to the core, every
// entry names every part of its slice (or says `none`), and every path, schema pointer, rule code
// and legality step it names exists. The checks are shown to bite on tables made incomplete on
// purpose. Over the bundled variants, each entry's `uses` agrees with the plan keys it owns and
// its colour-keeping claim with what generator/colour-keeping.ts decides.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { MECHANISM_KEYS } from '../../schema/mechanism-keys.ts';
import { CORE_PLAN_KEYS, MECHANISMS } from '../../mechanisms/registry.ts';
import { NONE, type Mechanism } from '../../mechanisms/mechanism.ts';
import { LEGAL_STEPS } from '../../runtime/legal/steps.ts';
import { MECHANISM_TABLES } from '../../runtime/tables/mechanism-tables.ts';
import { RULES } from '../../loading/spec-rules.ts';
import { SIZE_RULES } from '../../loading/size-checks.ts';
import { PLAN_RULES } from '../../plan-checks/plan-rules.ts';
import { CASTLING_RULES } from '../../plan-checks/castling-rules.ts';
import { loadSpecFile } from '../../plan-checks/load.ts';
import { VARIANTS_DIR } from '../../generator/generate.ts';
import { keepsColours } from '../../generator/colour-keeping.ts';
import type { VariantPlan } from '../../runtime/plan/variant.ts';
import { planKeys, presentKeys, registryProblems, type AuditFacts } from './mechanism-audit.ts';
import { ROOT } from '../cli-run.ts';

const FACTS: AuditFacts = {
  keys: planKeys(),
  schema: JSON.parse(readFileSync(join(ROOT, 'schema/variant.schema.json'), 'utf8')),
  ruleCodes: new Set([...SIZE_RULES, ...RULES, ...CASTLING_RULES, ...PLAN_RULES].map((r) => r.code)),
  steps: LEGAL_STEPS,
  tableBuilders: Object.entries(MECHANISM_TABLES).map(([field, b]) => ({ field, mechanisms: b.mechanisms })),
};

const problems = (table: Readonly<Record<string, Partial<Mechanism>>>, core: readonly string[] = CORE_PLAN_KEYS): string[] => registryProblems(table, core, MECHANISM_KEYS, FACTS);

function bundledPlans(): { name: string; plan: VariantPlan }[] {
  return readdirSync(VARIANTS_DIR)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => {
      const r = loadSpecFile(join(VARIANTS_DIR, f));
      if (!r.ok) throw new Error(`${f}: ${r.diagnostics[0].message}`);
      return { name: f.replace(/\.yaml$/, ''), plan: r.plan };
    });
}

describe('mechanism registry', () => {
  test('the audit sees the plan', () => {
    // a parser that found no interface would make the ownership check pass on nothing
    expect(FACTS.keys.size).toBeGreaterThan(90);
    for (const key of ['VariantPlan.explosion', 'GoalPlan.bikjang', 'PiecePlan.custodian', 'MoveNode.captureMode', 'MoveNode.screenExcept', 'HandPlan.gating', 'node.hop', 'condition.checks']) expect(FACTS.keys).toContain(key);
    expect(FACTS.ruleCodes.size).toBeGreaterThan(80);
  });

  test('every plan key has an owner and every entry every part', () => {
    expect(problems(MECHANISMS)).toEqual([]);
  });

  test('a plan key without an entry fails', () => {
    const { explosion: _, ...table } = MECHANISMS;
    expect(problems(table)).toEqual(['plan key VariantPlan.explosion belongs to no mechanism and is not core', 'mechanism explosion has no entry']);
  });

  test('a core list that forgets a key fails, and one that claims an owned key too', () => {
    expect(problems(MECHANISMS, CORE_PLAN_KEYS.filter((k) => k !== 'VariantPlan.startFen'))).toEqual(['plan key VariantPlan.startFen belongs to no mechanism and is not core']);
    expect(problems(MECHANISMS, [...CORE_PLAN_KEYS, 'VariantPlan.pass'])).toEqual(['plan key VariantPlan.pass belongs to core and pass']);
  });

  test('an entry that lacks a part, or names what does not exist, fails', () => {
    const { describe: _, ...noDescribe } = MECHANISMS.explosion;
    const { fen: __, ...runtime } = MECHANISMS.gating.runtime;
    const table: Record<string, Partial<Mechanism>> = {
      ...MECHANISMS,
      explosion: noDescribe,
      gating: { ...MECHANISMS.gating, runtime: runtime as Mechanism['runtime'] },
      wrap: { ...MECHANISMS.wrap, schema: ['/definitions/board/properties/cylinder'], tests: ['test/no-such.test.ts'] },
      pass: { ...MECHANISMS.pass, rules: ['no-such-code'], compile: { file: 'compiler/compile.ts', name: 'no such name' } },
      noChecks: { ...MECHANISMS.noChecks, runtime: { ...MECHANISMS.noChecks.runtime, legal: NONE } },
      anyEnPassant: { ...MECHANISMS.anyEnPassant, runtime: { ...MECHANISMS.anyEnPassant.runtime, tables: NONE } },
    };
    expect(problems(table)).toEqual([
      "explosion.describe: missing (give the site or 'none')",
      "anyEnPassant.runtime.tables: the builder of 'anyEp' serves it, so its tables part must point at runtime/tables/mechanism-tables.ts",
      "gating.runtime.fen: missing (give the site or 'none')",
      'pass.rules: no rule has the code \'no-such-code\'',
      'pass.compile: compiler/compile.ts does not contain "no such name"',
      "noChecks.runtime.legal: step 'noChecks' serves it but the entry does not name it",
      'wrap.schema: /definitions/board/properties/cylinder is not in schema/variant.schema.json',
      'wrap.tests: test/no-such.test.ts does not exist',
    ]);
  });

  test('the legality steps are in the order legality runs them, each named once', () => {
    expect(LEGAL_STEPS.map((s) => s.name)).toEqual(['pass', 'capturesFromMove', 'captureRules', 'royalSafety', 'pseudoRoyal', 'gating', 'dropNoCheck', 'noChecks', 'mandatoryCapture', 'checkless', 'checkedRoyalStays', 'checksGiven', 'mustDrop', 'stalematePass']);
  });

  const PLANS = bundledPlans();

  test("each entry's uses agrees with the plan keys it owns, over the bundled variants", () => {
    expect(PLANS.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    for (const { name, plan } of PLANS) {
      const present = presentKeys(plan);
      for (const [key, m] of Object.entries(MECHANISMS)) {
        if (m.plan.keys.length === 0) continue;
        const holds = m.plan.keys.some((k) => present.has(k));
        if (holds !== m.plan.uses(plan)) wrong.push(`${name}: ${key} uses says ${m.plan.uses(plan)}, its keys say ${holds}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('every mechanism is used by some bundled variant, but those whose tests write their own specs', () => {
    const unused = MECHANISM_KEYS.filter((key) => !PLANS.some(({ plan }) => MECHANISMS[key].plan.uses(plan)));
    // connection goals: test/runtime/rules/connect.test.ts and the imported tic-tac-toe family (test/interop/import-connect.test.ts)
    // no bundled variant decides a repetition otherwise than as a draw (FSF's shogi and xiangqi families do, but the bundled twins leave it out)
    // castling as an ending and opposite castling: test/runtime/rules/castling-wings.test.ts (specs the tests write)
    // drops that may not check, the stalemate pass and promotion limits: their test/runtime/rules tests and the imported sections (test/interop/import-misc-a.test.ts)
    expect(unused).toEqual(['dropNoCheck', 'dropGravity', 'stalematePass', 'connectCondition', 'repetitionOutcome', 'perpetualCheck', 'castlingConditions', 'oppositeCastling', 'promotionLimits', 'noPromotion']);
  });

  test("the colour-keeping claims agree with generator/colour-keeping.ts", () => {
    const wrong: string[] = [];
    for (const { name, plan } of PLANS) {
      const used = MECHANISM_KEYS.filter((key) => MECHANISMS[key].plan.uses(plan));
      const breaking = used.filter((key) => MECHANISMS[key].colourKeeping.claim === 'breaks');
      if (keepsColours(plan) && breaking.length > 0) wrong.push(`${name}: keepsColours holds, but ${breaking.join(', ')} claim to break it`);
    }
    expect(wrong).toEqual([]);
  });
});
