// The goal of a spec as plan data: its kind, the stalemate result and the further ending
// conditions, with letters resolved to piece type indexes and squares to board coordinates.

import { CONNECT_DIRECTIONS, type ConditionPlan, type GoalPlan } from '../runtime/plan/goal.ts';
import { EXTINCTION_DEFAULTS, GOAL_DEFAULTS, REGION_CONDITION_DEFAULTS } from '../runtime/plan/defaults.ts';
import type { Condition, VariantSpec } from '../schema/spec-types.ts';
import { regionSquares, squareCoord } from '../schema/regions.ts';

export function compileGoal(spec: VariantSpec, letterIndex: (l: string) => number): GoalPlan {
  const goal = spec.goal;
  const conditions = (goal?.conditions ?? []).map((c) => compileCondition(c, spec, letterIndex));
  return {
    kind: goal?.type ?? 'checkmate',
    target: goal?.type === 'capture' && goal.piece ? letterIndex(goal.piece) : -1,
    stalemate: goal?.stalemate ?? 'draw',
    ...GOAL_DEFAULTS,
    ...(goal?.type === 'checkmate' && goal.safePassage && { safePassage: true }),
    ...(goal?.type === 'checkmate' && goal.noChecks && { noChecks: true }),
    ...(goal?.type === 'checkmate' && goal.checkless && { checkless: true }),
    ...(goal?.type === 'checkmate' && goal.checkedRoyalStays && { checkedRoyalStays: true }),
    ...(goal?.type === 'checkmate' && goal.flyingGeneral && { flyingGeneral: true }),
    ...(goal?.type === 'checkmate' && goal.bikjang && { bikjang: true }),
    ...((goal?.type === 'checkmate' || goal?.type === 'conditions') && goal.counting && { counting: { komi: goal.counting.komi } }),
    ...(goal?.type === 'checkmate' && goal.checkmated !== undefined && goal.checkmated !== 'loss' && { checkmated: goal.checkmated }),
    conditions,
  };
}

function compileCondition(c: Condition, spec: VariantSpec, letterIndex: (l: string) => number): ConditionPlan {
  // a piece's letter, or `+x` for the promoted form of piece x (region and extinction conditions)
  const conditionPiece = (l: string): number => (l.startsWith('+') ? formIndex(spec, letterIndex(l.slice(1))) : letterIndex(l));
  switch (c.type) {
    case 'checks':
      return { kind: 'checks', count: c.count, outcome: c.outcome };
    case 'region': {
      // a named region is each side's own; listed squares are the same for both
      const named = c.region !== undefined ? regionSquares(spec.regions![c.region], spec.board) : null;
      const squares = named ? named[0] : [...new Set((c.squares ?? []).map((s) => squareCoord(s, spec.board.files)))];
      const differs = named !== null && named[1].join() !== named[0].join();
      return {
        kind: 'region',
        pieces: (c.pieces ?? [c.piece!]).map(conditionPiece),
        squares,
        ...REGION_CONDITION_DEFAULTS,
        ...(differs && { blackSquares: named[1] }),
        ...((c.name ?? c.region) !== undefined && { name: c.name ?? c.region }),
        ...(c.answer && { answer: true }),
        ...(c.safe && { safe: true }),
        ...(c.count !== undefined && c.count !== 1 && { count: c.count }),
        ...(c.blocked && { blocked: true }),
        outcome: c.outcome,
      };
    }
    case 'extinction':
      return {
        kind: 'extinction',
        pieces: (c.pieces ?? []).map(conditionPiece),
        ...EXTINCTION_DEFAULTS,
        ...(c.count !== undefined && c.count > 0 && { count: c.count }),
        ...(c.opponentCount !== undefined && c.opponentCount > 0 && { opponentCount: c.opponentCount }),
        ...(c.claim && { claim: true }),
        ...(c.pseudoRoyal && { pseudoRoyal: true }),
        outcome: c.outcome,
      };
    case 'bare':
      return { kind: 'bare', pieces: c.pieces.map(letterIndex), outcome: c.outcome };
    case 'connect':
      return {
        kind: 'connect',
        shape: c.shape,
        count: c.count,
        pieces: (c.pieces ?? []).map(letterIndex),
        // a block is a square, whatever the lines
        directions: c.shape === 'block' ? [] : CONNECT_DIRECTIONS.filter((d) => (c.directions ?? CONNECT_DIRECTIONS).includes(d)),
        outcome: c.outcome,
      };
    case 'castled':
    case 'castlingLost':
      return {
        kind: c.type,
        wings: (c.wings ?? ['kingside', 'queenside']).map((w) => (w === 'kingside' ? 1 : -1)),
        side: c.side === undefined ? null : c.side === 'white' ? 0 : 1,
        outcome: c.outcome,
      };
  }
}

/** The type index of the promoted form of piece `type`: forms are appended in the order of their pieces (compiler/forms.ts). */
function formIndex(spec: VariantSpec, type: number): number {
  return spec.pieces.length + spec.pieces.slice(0, type).filter((p) => p.promoted).length;
}
