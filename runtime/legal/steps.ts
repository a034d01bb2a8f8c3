// The steps of legality after pseudo-legal generation, in the order they run: each rewrites the
// list buf.offsets[first, buf.count) by one rule. A step names the mechanisms it serves (the
// registry's key, schema/mechanism-keys.ts; none = a core step) and builds, once per variant,
// the function it runs there, or null where the variant does not take it: the tables keep the
// variant's array (VariantTables.legalSteps), so a rule costs nothing where it is not used and
// legalMoves names no mechanism. The order matters (a gated move is legal where its plain move
// is, so gating follows the royal test; compulsory capture binds only among legal moves).

import type { MechanismKey } from '../../schema/mechanism-keys.ts';
import type { MoveGenerator } from '../generate/generator.ts';
import type { MoveBuffer } from '../moves.ts';
import type { Position } from '../state/position.ts';
import type { VariantTables } from '../tables/tables.ts';
import { applyCaptureRules, keepCapturesOnly } from '../rules/chains.ts';
import { dropChecks, flagChecks } from './checks-given.ts';
import { keepOnlyMatingChecks } from '../rules/checkless.ts';
import { addPass, addStalematePass } from '../rules/passing.ts';
import { keepFacingBroken, royalsFacing } from '../rules/bikjang.ts';
import { keepSeveralRoyalsSafe } from '../rules/royals.ts';
import { keepPseudoRoyalSafe } from '../rules/pseudo-royal.ts';
import { keepRoyalInPlace } from './check-evasion.ts';
import { capturesForbidden, dropCaptures } from '../rules/capture-start.ts';
import { gatingMoves } from '../rules/gating.ts';
import { keepDropsWhenAny } from '../rules/must-drop.ts';
import { keepQuietDrops, quietDropCodes } from '../rules/drop-checks.ts';
import { keepRoyalsSafe, keepSafeByReplies } from './royal-safety.ts';
import { inCheck, legalMovesBy } from './legal.ts';

/** One step on one variant: `first` is the list's start, `top` the buffer's top before generation. */
export type LegalStepRun = (pos: Position, gen: MoveGenerator, buf: MoveBuffer, first: number, top: number) => void;

export interface LegalStep {
  readonly name: string;
  /** The mechanisms whose rule this step is, or that shape it; empty for none. */
  readonly mechanisms: readonly MechanismKey[];
  /** The step's function for the variant of `t`, or null where it does not take the step. */
  build(t: VariantTables): LegalStepRun | null;
}

const checkmate = (t: VariantTables): boolean => t.plan.goal.kind === 'checkmate';

/** The royal test: one filter chosen per variant, with bikjang's facing royals first (a pass then needs no test). */
function royalSafety(t: VariantTables): LegalStepRun | null {
  if (!checkmate(t)) return null;
  type Keep = (pos: Position, gen: MoveGenerator, buf: MoveBuffer, first: number, top: number, passFree: boolean) => void;
  const keep: Keep | null = t.checkByReplies
    ? keepSafeByReplies
    : t.severalRoyals
      ? (pos, gen, buf, first) => keepSeveralRoyalsSafe(pos, gen, buf, first)
      : t.pseudoRoyal === null || t.plan.pieces.some((p) => p.royal)
        ? (pos, gen, buf, first, _top, passFree) => keepRoyalsSafe(pos, gen, buf, first, passFree)
        : null;
  if (t.plan.goal.bikjang !== true) return keep === null ? null : (pos, gen, buf, first, top) => keep(pos, gen, buf, first, top, false);
  return (pos, gen, buf, first, top) => {
    const facing = royalsFacing(pos);
    if (facing) keepFacingBroken(pos, buf, first);
    if (keep !== null) keep(pos, gen, buf, first, top, facing);
  };
}

/** Checkless chess: a check must mate, judged against the replies legality gives without this step. */
function checkless(t: VariantTables): LegalStepRun | null {
  if (!checkmate(t) || t.plan.goal.checkless !== true) return null;
  const without = legalSteps(t, 'checkless');
  const replies = (pos: Position, gen: MoveGenerator, buf: MoveBuffer): number => legalMovesBy(pos, gen, buf, without);
  return (pos, gen, buf, first) => keepOnlyMatingChecks(pos, gen, buf, first, replies, inCheck);
}

/** Drops that may not give check (drop rule `noCheck`): the barred codes are found once per variant. */
function dropNoCheck(t: VariantTables): LegalStepRun | null {
  const codes = checkmate(t) ? quietDropCodes(t) : null;
  return codes === null ? null : (pos, gen, buf, first) => keepQuietDrops(pos, gen, buf, first, codes);
}

export const LEGAL_STEPS: readonly LegalStep[] = [
  { name: 'pass', mechanisms: ['pass'], build: (t) => (t.plan.pass === true ? (pos, _gen, buf) => addPass(pos, buf) : null) },
  {
    name: 'capturesFromMove',
    mechanisms: ['capturesFromMove'],
    build: (t) =>
      t.plan.capturesFromMove <= 1
        ? null
        : (pos, _gen, buf, first) => {
            if (capturesForbidden(pos)) dropCaptures(buf, first);
          },
  },
  {
    name: 'captureRules',
    mechanisms: ['chains', 'mandatoryCapture', 'colourBound'],
    build: (t) =>
      !t.capturePostProcess
        ? null
        : (pos, gen, buf, first, top) => {
            try {
              applyCaptureRules(pos, gen, buf, first);
            } catch (e) {
              // past the chain-state limit (ChainLimitExceeded): drop this list, so that the buffer is
              // as it was and the caller's outer lists stay usable (every chain step was unmade already)
              buf.count = first;
              buf.top = top;
              throw e;
            }
          },
  },
  {
    name: 'royalSafety',
    mechanisms: ['bikjang', 'severalRoyals', 'pseudoRoyal', 'safePassage', 'explosion', 'chains', 'colourBound', 'captureModes', 'custodian', 'removeNode'],
    build: royalSafety,
  },
  {
    name: 'pseudoRoyal',
    mechanisms: ['pseudoRoyal'],
    build: (t) => {
      const groups = t.pseudoRoyal;
      return groups === null ? null : (pos, gen, buf, first) => keepPseudoRoyalSafe(pos, gen, groups, buf, first);
    },
  },
  // a gated move is legal where its plain move is: the piece entering cannot cover a check (runtime/rules/gating.ts)
  { name: 'gating', mechanisms: ['gating'], build: (t) => (t.gating === null ? null : (pos, _gen, buf, first) => gatingMoves(pos, buf, first)) },
  { name: 'dropNoCheck', mechanisms: ['dropNoCheck'], build: dropNoCheck },
  { name: 'noChecks', mechanisms: ['noChecks'], build: (t) => (checkmate(t) && t.plan.goal.noChecks === true ? dropChecks : null) },
  // compulsory capture binds only where a legal capture exists (losers: a king may not take a defended piece;
  // with noChecks, a capture that gives check is no legal capture: it obliges nothing)
  { name: 'mandatoryCapture', mechanisms: ['mandatoryCapture'], build: (t) => (checkmate(t) && t.plan.mandatoryCapture === true ? (_pos, _gen, buf, first) => keepCapturesOnly(buf, first) : null) },
  { name: 'checkless', mechanisms: ['checkless'], build: checkless },
  { name: 'checkedRoyalStays', mechanisms: ['checkedRoyalStays'], build: (t) => (checkmate(t) && t.plan.goal.checkedRoyalStays === true ? keepRoyalInPlace : null) },
  // the checks a move gives, flagged for make: n-check counts them, perpetual check looks back at them
  { name: 'checksGiven', mechanisms: ['checksCondition', 'perpetualCheck'], build: (t) => (checkmate(t) && (t.checkGoal > 0 || t.plan.perpetualCheckLoses) ? flagChecks : null) },
  { name: 'mustDrop', mechanisms: ['mustDrop'], build: (t) => (t.plan.hand?.mustDrop === true ? (_pos, _gen, buf, first) => keepDropsWhenAny(buf, first) : null) },
  // last: the pass is there only where every other rule left no move
  {
    name: 'stalematePass',
    mechanisms: ['stalematePass'],
    build: (t) => (t.plan.stalematePass ? (pos, gen, buf, first) => addStalematePass(pos, buf, first, (p) => inCheck(p, gen, buf)) : null),
  },
];

/** The steps the variant of `t` takes, in order (`without`: leave that one out). */
export function legalSteps(t: VariantTables, without?: string): LegalStepRun[] {
  const runs: LegalStepRun[] = [];
  for (const step of LEGAL_STEPS) {
    if (step.name === without) continue;
    const run = step.build(t);
    if (run !== null) runs.push(run);
  }
  return runs;
}
