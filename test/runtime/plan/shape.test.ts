// One plan shape (runtime/plan/defaults.ts): every compiled plan carries every field, in one
// order per part, and the fingerprint hashes the canonical form, so a field at its default
// counts the same as a field not written.

import { basename } from 'node:path';
import { describe, expect, test } from 'vitest';
import { planFingerprint } from '../../../generator/fingerprint.ts';
import { bundledSpecFiles } from '../../../generator/generate.ts';
import { canonicalPlanText } from '../../../runtime/plan/canonical.ts';
import { GOAL_DEFAULTS, MOVE_DEFAULTS, PIECE_DEFAULTS, VARIANT_DEFAULTS } from '../../../runtime/plan/defaults.ts';
import type { VariantPlan } from '../../../runtime/plan/variant.ts';
import { loadPlan } from '../../support.ts';

const PLANS = bundledSpecFiles().map((f) => loadPlan(basename(f, '.yaml')));

/** The key lists of every object a plan part yields, one entry per distinct list. */
function shapes<T extends object>(parts: readonly T[]): Set<string> {
  return new Set(parts.map((p) => Object.keys(p).join()));
}

describe('every plan of a part has one shape', () => {
  test('variants, goals, pieces and each kind of move node', () => {
    expect(shapes(PLANS).size).toBe(1);
    expect(shapes(PLANS.map((p) => p.goal)).size).toBe(1);
    const pieces = PLANS.flatMap((p) => p.pieces);
    expect(shapes(pieces).size).toBe(1);
    for (const kind of ['leap', 'ride', 'remove', 'hop'] as const) {
      expect(shapes(pieces.flatMap((p) => p.moves).filter((n) => n.kind === kind)).size, kind).toBeLessThanOrEqual(1);
    }
  });

  test('every defaulted field is present in a plan that does not use it', () => {
    const chess = loadPlan('chess');
    for (const key of Object.keys(VARIANT_DEFAULTS)) expect(chess, key).toHaveProperty(key);
    for (const key of Object.keys(GOAL_DEFAULTS)) expect(chess.goal, key).toHaveProperty(key);
    for (const key of Object.keys(PIECE_DEFAULTS)) expect(chess.pieces[0], key).toHaveProperty(key);
    for (const key of Object.keys(MOVE_DEFAULTS)) expect(chess.pieces[0].moves[0], key).toHaveProperty(key);
  });
});

/** The plan with its variant-level defaulted fields left out, as plans were written before they were required. */
function withoutDefaults(plan: VariantPlan): object {
  const out: Record<string, unknown> = { ...plan };
  for (const [key, value] of Object.entries(VARIANT_DEFAULTS)) if (JSON.stringify(out[key]) === JSON.stringify(value)) delete out[key];
  const pieces = plan.pieces.map((p) => {
    const piece: Record<string, unknown> = { ...p };
    if (piece.resetsMoveRule === piece.pawn) delete piece.resetsMoveRule;
    for (const [key, value] of Object.entries(PIECE_DEFAULTS)) if (JSON.stringify(piece[key]) === JSON.stringify(value)) delete piece[key];
    return piece;
  });
  return { ...out, pieces };
}

describe('the canonical fingerprint', () => {
  test('a field left out hashes as the field at its default', () => {
    for (const plan of PLANS) expect(planFingerprint(withoutDefaults(plan) as VariantPlan), plan.name).toBe(planFingerprint(plan));
  });

  test('key order does not count', () => {
    const chess = loadPlan('chess');
    const reversed = Object.fromEntries(Object.entries(chess).reverse()) as unknown as VariantPlan;
    expect(canonicalPlanText(reversed)).toBe(canonicalPlanText(chess));
    expect(planFingerprint(reversed)).toBe(planFingerprint(chess));
  });

  test('a field off its default changes it', () => {
    const chess = loadPlan('chess');
    expect(planFingerprint({ ...chess, pass: true })).not.toBe(planFingerprint(chess));
    expect(planFingerprint({ ...chess, goal: { ...chess.goal, checkmated: 'win' } })).not.toBe(planFingerprint(chess));
    const [king, ...rest] = chess.pieces;
    expect(planFingerprint({ ...chess, pieces: [{ ...king, resetsMoveRule: !king.pawn }, ...rest] })).not.toBe(planFingerprint(chess));
  });

  test('the bundled plans have distinct fingerprints', () => {
    expect(new Set(PLANS.map(planFingerprint)).size).toBe(PLANS.length);
  });
});
