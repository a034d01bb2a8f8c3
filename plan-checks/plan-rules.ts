// The rules about the compiled variant: what the runtime does with the start position (parse it,
// find its moves and endings, explore its capture chains) must not fail or end the game before
// it starts, and what the plan says about promotion must be reachable. They read the plan and
// tables plan-checks/load.ts compiled once; their sentences are message templates, as the
// language's rules' are (loading/rule.ts).
import { CHAIN_STATE_LIMIT, ChainLimitExceeded } from '../runtime/rules/chain-states.ts';
import { parseFen } from '../runtime/legal/setup.ts';
import { formatFenError } from '../runtime/state/fen.ts';
import { firstField, parseBoardField, planShape } from '../schema/fen-board.ts';
import { Interpreter } from '../runtime/generate/interpreter.ts';
import { generateLegal } from '../runtime/legal/legal.ts';
import { endingReached, type EndingHit } from '../runtime/outcome/endings.ts';
import { conditionText } from '../runtime/outcome/result.ts';
import { MoveBuffer } from '../runtime/moves.ts';
import type { Finding, Rule } from '../loading/rule.ts';
import type { CompiledSpec } from './compiled.ts';

/**
 * Rules about the compiled variant, run only when every rule of the language passed (so
 * compiling is safe) and castling resolved: what the runtime will do with the spec must not fail either.
 */
export const PLAN_RULES: readonly Rule<CompiledSpec>[] = [
  {
    code: 'start-position',
    sentence: 'the start position is not a valid position of this variant: {error}',
    check: ({ spec, tables }) => {
      const parsed = parseFen(tables, spec.start);
      return parsed.ok ? [] : [{ at: ['start'], args: { error: formatFenError(parsed.error) } }];
    },
  },
  {
    code: 'in-place-into',
    sentence: "promotionInPlace turns pieces into '{letter}', whose moves must be leaps or rides capturing by replacement (they say where it attacks from its square); {why}",
    check: ({ spec, plan }) => {
      const ip = spec.promotionInPlace;
      if (!ip) return [];
      const into = plan.pieces.find((p) => p.letter === ip.into.toLowerCase());
      const odd = into?.moves.find((n) => (n.kind !== 'leap' && n.kind !== 'ride') || n.captureMode !== 'replace' || (n.kind === 'leap' && n.lame) || (n.kind === 'ride' && n.range > 0));
      return odd ? [{ at: ['promotionInPlace', 'into'], args: { letter: ip.into, why: `it has a ${odd.kind} move${odd.captureMode !== 'replace' ? ` capturing by ${odd.captureMode}` : ''}` } }] : [];
    },
  },
  {
    code: 'promotion-unreachable',
    sentence:
      "piece '{name}' promotes, but from where it starts its moves never reach a promotion rank (they reach relative ranks {reached} of {ranks}); give it a forward move or change the promotion zone",
    check: (compiled) => unreachablePromotions(compiled),
  },
  {
    code: 'start-goal-holds',
    sentence: 'the game is over before it starts: goal condition {index} ({what}) already holds in the start position; give it squares or pieces the start position does not satisfy',
    check: (compiled) => startGoalHolds(compiled),
  },
  {
    code: 'start-no-move',
    sentence: 'the game is over before it starts: in the start position {side} to move has no legal move; give the pieces moves, or room to move',
    check: (compiled) => startWithoutMoves(compiled),
  },
  {
    code: 'chain-limit',
    sentence:
      "capture chains from {square} in the start position ({side} to move) need more than {limit} chain states, the runtime's limit per position: put fewer enemy pieces within reach of one another, or turn chains off",
    check: (compiled) => (compiled.spec.captureRules?.chains ? startChainOverflows(compiled) : []),
  },
];

/**
 * The start position, with either side to move, must not need more capture-chain states than
 * the runtime explores (runtime/chain-states.ts). Later positions can still exceed the limit;
 * the runtime then stops with ChainLimitExceeded, naming the position.
 */
function startChainOverflows({ spec, tables }: CompiledSpec): Finding[] {
  const fields = spec.start.trim().split(/\s+/);
  return (['w', 'b'] as const).flatMap((side) => {
    const parsed = parseFen(tables, [fields[0], side, ...fields.slice(2)].join(' '));
    if (!parsed.ok) return [];
    try {
      generateLegal(parsed.pos, new Interpreter(tables), new MoveBuffer());
      return [];
    } catch (e) {
      if (!(e instanceof ChainLimitExceeded)) throw e;
      const args = { square: e.square, side: side === 'w' ? 'White' : 'Black', limit: CHAIN_STATE_LIMIT.toLocaleString('en-US') };
      return [{ at: ['captureRules', 'chains'], args }];
    }
  });
}

/**
 * Promoting pieces whose moves never take them from their start ranks to a promotion rank: the
 * ranks a piece's steps can reach (files and blocking ignored, so this only errs towards
 * silence). White's view; Black's is its mirror image.
 */
function unreachablePromotions({ spec, plan, tables }: CompiledSpec): Finding[] {
  const { geo } = tables;
  const promotion = plan.promotion;
  if (!promotion) return [];
  // White's promotion ranks of a piece: its own rule's squares where the plan has rules
  const zoneRanks = (type: number): Set<number> => {
    const rule = promotion.rules?.find((r) => r.piece === type && r.color === 0);
    if (!rule) return new Set(promotion.zone.flatMap((z, r) => (z > 0 ? [r] : [])));
    return new Set(rule.squares.flatMap((z, coord) => (z > 0 ? [Math.floor(coord / geo.files)] : [])));
  };
  const placed = parseBoardField(firstField(spec.start).text, planShape(plan)).pieces;
  return plan.pieces.flatMap((piece, index): Finding[] => {
    if (!piece.promotes) return [];
    const starts = new Set<number>();
    // in the side's own view: White's ranks as they are, Black's mirrored
    for (const p of placed) if (p.type === index) starts.add(p.color === 0 ? p.rank : geo.ranks - 1 - p.rank);
    if (starts.size === 0) return [];
    const steps = new Set<number>();
    for (const node of piece.moves) {
      if (node.kind === 'remove') continue;
      const reps = node.kind === 'ride' ? (node.range === 0 ? geo.ranks : node.range) : 1;
      for (const [, dy] of node.vectors) for (let k = 1; k <= reps; k++) steps.add(dy * k);
    }
    const reached = new Set(starts);
    for (let todo = [...starts]; todo.length > 0; ) {
      const rank = todo.pop()!;
      for (const dy of steps) {
        const next = rank + dy;
        if (next < 0 || next >= geo.ranks || reached.has(next)) continue;
        reached.add(next);
        todo.push(next);
      }
    }
    const zone = zoneRanks(index);
    if ([...reached].some((r) => zone.has(r))) return [];
    const list = [...reached].sort((a, b) => a - b).map((r) => r + 1).join(', ');
    return [{ at: ['pieces', index, 'name'], args: { name: piece.name, reached: list, ranks: geo.ranks } }];
  });
}

/** The goal condition that holds in the start position (the game is over at move one), or null. */
function startEnding({ spec, tables }: CompiledSpec): EndingHit | null {
  const parsed = parseFen(tables, spec.start);
  if (!parsed.ok || tables.endings === null) return null;
  const hit = endingReached(parsed.pos, tables.endings, new Interpreter(tables));
  return hit !== null && !hit.answerable ? hit : null;
}

/** A goal condition that already holds at the start (a region of every square): located at the condition. */
function startGoalHolds(compiled: CompiledSpec): Finding[] {
  const hit = startEnding(compiled);
  if (hit === null) return [];
  const index = compiled.tables.endings!.indexOf(hit.ending);
  return [{ at: ['goal', 'conditions', index], args: { index: index + 1, what: conditionText(hit.condition, hit.side, compiled.tables.plan) } }];
}

/** A start position in which the side to move has no legal move: stalemate (or mate) at move one. */
function startWithoutMoves(compiled: CompiledSpec): Finding[] {
  const { spec, tables } = compiled;
  const parsed = parseFen(tables, spec.start);
  // a goal that holds at the start leaves no move too; rule start-goal-holds names that cause
  if (!parsed.ok || startEnding(compiled) !== null) return [];
  const buf = new MoveBuffer();
  try {
    const first = generateLegal(parsed.pos, new Interpreter(tables), buf);
    return buf.count > first ? [] : [{ at: ['start'], args: { side: parsed.pos.side === 0 ? 'White' : 'Black' } }];
  } catch (e) {
    if (e instanceof ChainLimitExceeded) return []; // rule chain-limit says it
    throw e;
  }
}
