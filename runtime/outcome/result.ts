// A game result in words and as JSON, the one rendering every front end uses: PGN's score
// (1-0, 0-1, 1/2-1/2, *), who won and why in plain English, and a JSON form whose winner is a
// colour name ("white", "black") or null, never the runtime's colour number.

import type { GameResult } from '../legal/legal.ts';
import type { ConditionPlan } from '../plan/goal.ts';
import type { VariantPlan } from '../plan/variant.ts';

export type Winner = 'white' | 'black' | null;

/** The colour name of the runtime's winner (0 = White, 1 = Black), or null for a draw. */
export function winnerName(r: GameResult): Winner {
  if (!r.over || r.winner === null) return null;
  return r.winner === 0 ? 'white' : 'black';
}

/** PGN's score of a result: `1-0`, `0-1`, `1/2-1/2`, or `*` for a game in progress. */
export function resultScore(r: GameResult): string {
  if (!r.over) return '*';
  return r.winner === 0 ? '1-0' : r.winner === 1 ? '0-1' : '1/2-1/2';
}

/** Why the game ended, in words; the move rule names its number when the plan is given. */
function reasonText(r: GameResult & { over: true }, plan?: VariantPlan): string {
  switch (r.reason) {
    case 'checkmate':
      // misère: the side that is checkmated wins
      return plan?.goal.checkmated === 'win' ? 'being checkmated' : 'checkmate';
    case 'stalemate':
      return 'stalemate';
    case 'capture':
      return 'capture of the goal piece';
    case 'move-rule':
      if (plan?.goal.counting) return `counting material at the ${plan.moveRule}-move rule`;
      return plan ? `the ${plan.moveRule}-move rule` : 'the move rule';
    case 'repetition':
      return 'repetition';
    case 'perpetual-check':
      // the winner is the side that was checked; both sides checking throughout is a draw
      return r.winner === null ? 'perpetual check by both sides' : `${SIDE_NAMES[r.winner ^ 1]}'s perpetual check`;
    case 'passing':
      return plan?.goal.counting ? 'counting material after passing' : 'passing';
    case 'condition':
      return conditionText(r.condition, r.side, plan);
  }
}

/** A region's name, or its squares (`d4, e4, d5 or e5`). */
export function regionName(c: ConditionPlan & { kind: 'region' }, files: number): string {
  if (c.name !== null) return c.name;
  const names = c.squares.map((s) => String.fromCharCode(97 + (s % files)) + String(Math.floor(s / files) + 1));
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

const SIDE_NAMES = ['White', 'Black'] as const;

/** What happened, about the side the condition names: `White reached the hill`, `Black gave 3 checks`. */
export function conditionText(c: ConditionPlan, side: 0 | 1, plan?: VariantPlan): string {
  const who = SIDE_NAMES[side];
  const name = (type: number): string => plan?.pieces[type]?.name ?? 'piece';
  switch (c.kind) {
    case 'checks':
      return `${who} gave ${c.count} ${c.count === 1 ? 'check' : 'checks'}`;
    case 'region':
      return `${who}'s ${c.pieces.map(name).join(' or ')} reached ${plan ? regionName(c, plan.files) : (c.name ?? 'the region')}`;
    case 'extinction':
      return c.pieces.length === 0 ? `${who} has lost every piece` : `${who} has no ${c.pieces.map(name).join(' or ')} left`;
    case 'bare':
      return `${who} has a bare ${c.pieces.map(name).join(' and ')}`;
    case 'connect':
      return `${who} has ${c.shape === 'block' ? `a ${c.count}x${c.count} block` : `${c.count} ${c.shape === 'row' ? 'in a row' : 'on a line'}`}`;
    case 'castled':
      return `${who} castled ${wingWords(c.wings)}`;
    case 'castlingLost':
      return `${who} may no longer castle ${wingWords(c.wings)}`;
  }
}

/** Castling wings in words: `queenside`, `kingside or queenside`. */
export function wingWords(wings: readonly number[]): string {
  return wings.map((w) => (w > 0 ? 'kingside' : 'queenside')).join(' or ');
}

/** `0-1 (Black wins by checkmate)`, `1/2-1/2 (draw by the 50-move rule)`, `* (game in progress)`. */
export function resultText(r: GameResult, plan?: VariantPlan): string {
  if (!r.over) return '* (game in progress)';
  // a condition names its side and what it did; the score says who won (or that it is a draw)
  if (r.reason === 'condition') return `${resultScore(r)} (${reasonText(r, plan)})`;
  const who = r.winner === 0 ? 'White wins' : r.winner === 1 ? 'Black wins' : 'draw';
  return `${resultScore(r)} (${who} by ${reasonText(r, plan)})`;
}

/** A result as JSON (the shape of lib/json.ts): whether the game is over, the winner's colour name or null, the reason and the text (which starts with PGN's score). */
export interface ResultJson {
  over: boolean;
  winner: Winner;
  reason: (GameResult & { over: true })['reason'] | null;
  text: string;
}

export function resultJson(r: GameResult, plan?: VariantPlan): ResultJson {
  return { over: r.over, winner: winnerName(r), reason: r.over ? r.reason : null, text: resultText(r, plan) };
}
