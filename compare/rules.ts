// A variant's rules in plain English, generated from its plan: a table of rule elements
// (board, start position, pieces, castling, capture modes, promotion, fusion, chains, goal,
// draws, notation), each owning the sentences that describe it. `describe` prints the lines;
// `compare` puts the same lines side by side, so both read from this one table.

import type { ConditionKind, ConditionPlan, GoalKind, Outcome, PiecePlan, StalemateResult, VariantPlan } from '../runtime/plan.ts';
import { regionName } from '../runtime/result.ts';
import { numberWord } from './movement.ts';
import { CAPTURE_MODE_WORDS, captureModeOf, describePiece } from './pieces.ts';

/** One line of a variant's description. */
export interface RuleLine {
  /** Stable key: the element's key, or `piece:<name>` for a piece. */
  readonly key: string;
  /** What the line is about, for people: "Board", "Pawn (P/p)". */
  readonly label: string;
  /** The sentences. */
  readonly text: string;
  /** The piece the line describes (pieces are matched across variants by name or letter). */
  readonly piece?: { readonly name: string; readonly letter: string };
}

/** A rule element: a key, a label and how it describes itself for a plan. */
interface RuleElement {
  readonly key: string;
  readonly label: string;
  readonly describe: (plan: VariantPlan) => string;
}

const FILES = 'abcdefghijklmnop';

function pieceName(plan: VariantPlan, type: number): string {
  return plan.pieces[type]?.name ?? `piece ${type}`;
}

/** "a, b or c". */
export function orList(items: readonly string[], word = 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}

/** "a rook", "an archbishop": the article by the sound of the next word, read from its first letter. */
export function withArticle(words: string): string {
  return `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function plural(n: number, name: string): string {
  return `${numberWord(n)} ${name}${n === 1 ? '' : name.endsWith('s') ? 'es' : 's'}`;
}

function board(plan: VariantPlan): string {
  return `${plan.files} files (a–${FILES[plan.files - 1]}) by ${plan.ranks} ranks (1–${plan.ranks}); White starts on the low ranks.`;
}

function startPosition(plan: VariantPlan): string {
  const [placement, side] = plan.startFen.split(' ');
  const counts = new Map<string, number>();
  for (const ch of placement.replace(/\[.*\]/, '')) if (/[A-Z]/.test(ch)) counts.set(ch.toLowerCase(), (counts.get(ch.toLowerCase()) ?? 0) + 1);
  const army = plan.pieces.filter((p) => counts.has(p.letter)).map((p) => plural(counts.get(p.letter) ?? 0, p.name));
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const mover = side === 'b' ? 'Black' : 'White';
  return `White has ${total} pieces (${orList(army, 'and')}), Black the mirror image; ${mover} moves first. FEN: ${plan.startFen}`;
}

function castling(plan: VariantPlan): string {
  if (plan.castling.length === 0) return 'There is no castling.';
  const rule = plan.castling[0];
  const sides = new Set(plan.castling.filter((c) => c.color === 0).map((c) => c.fenChar)).size;
  const rook = pieceName(plan, rule.rookType);
  const which = sides > 1 ? `either ${rook}` : `the ${rook}`;
  const king = pieceName(plan, rule.kingType);
  return (
    `The ${king} may castle with ${which}: it moves two squares towards the ${rook}, which jumps over it; ` +
    `neither may have moved, the squares between them must be empty, and the ${king} may not stand on, pass or reach an attacked square.`
  );
}

function captureModes(plan: VariantPlan): string {
  const nodes = plan.pieces.flatMap((p) => p.moves);
  const modes = [...new Set(nodes.filter((n) => n.capture && n.kind !== 'remove').map(captureModeOf))].map((m) => CAPTURE_MODE_WORDS[m].rule);
  const extra: string[] = [];
  const removers = plan.pieces.filter((p) => p.moves.some((n) => n.kind === 'remove')).map((p) => p.name);
  if (removers.length) extra.push(`removal without moving (${orList(removers, 'and')})`);
  const custodians = plan.pieces.filter((p) => (p.custodian ?? []).length > 0).map((p) => p.name);
  if (custodians.length) extra.push(`custodian capture (${orList(custodians, 'and')})`);
  const ep = plan.pieces.filter((p) => p.moves.some((n) => n.enPassant && n.capture)).map((p) => p.name);
  if (ep.length) extra.push(`en passant (${orList(ep, 'and')})`);
  if (modes.length + extra.length === 0) return 'Nothing is ever captured.';
  return `Pieces capture ${orList(modes, 'and')}${extra.length ? `; also ${orList(extra, 'and')}` : ''}.`;
}

function rankName(index: number, ranks: number): string {
  if (index === ranks - 1) return 'the last rank';
  if (index === ranks - 2) return 'the next-to-last rank';
  const n = index + 1;
  const suffix = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `the ${n}${suffix} rank`;
}

/** The words for each promotion zone kind (plan: 0 none, 1 optional, 2 mandatory). */
const ZONE_WORDS: Record<1 | 2, string> = { 1: 'may', 2: 'must' };

function promotion(plan: VariantPlan): string {
  const promo = plan.promotion;
  const who = plan.pieces.filter((p) => p.promotes).map((p) => p.name);
  if (!promo || who.length === 0) return 'Nothing promotes.';
  const choices = orList(promo.choices.map((t) => withArticle(pieceName(plan, t))));
  const zones = ([2, 1] as const)
    .map((kind) => {
      const ranks = promo.zone.flatMap((z, i) => (z === kind ? [rankName(i, plan.ranks)] : []));
      return ranks.length ? `${ZONE_WORDS[kind]} promote on reaching ${orList(ranks)}` : '';
    })
    .filter(Boolean);
  const pool = promo.fromCaptured ? ', but only into one of its own captured pieces not yet returned to play (none: no such move)' : '';
  return `${capitalise(withArticle(orList(who)))} ${orList(zones, 'and')}, becoming ${choices}${pool}.`;
}

function fusion(plan: VariantPlan): string {
  const movers = plan.pieces.filter((p) => (p.fusions ?? []).length > 0).map((p) => p.name);
  if (movers.length === 0) return 'Pieces never combine: landing on a friendly piece is not allowed.';
  const table = plan.pieces.flatMap((p) => (p.components?.length === 2 ? [`${p.components.map((c) => pieceName(plan, c)).join(' + ')} = ${p.name}`] : []));
  const combine = `${capitalise(withArticle(orList(movers)))} may move onto a friendly piece by one of its own non-capturing moves to combine with it (${table.join(', ')}); no other pieces combine.`;
  if (!plan.fission) return combine;
  const when = plan.fission.whenAttacked ? 'A compound piece' : 'A compound piece that is not attacked';
  return `${combine} ${when} may split: one component moves away by its own non-capturing move to an empty square, the other stays.`;
}

function chains(plan: VariantPlan): string {
  const chain = plan.chains
    ? 'After a capture, if the capturing piece can capture again it must, and the move goes on (the whole chain is one move)'
    : 'A capture ends the move';
  const mandatory = plan.mandatoryCapture ? 'when any capture is possible, only captures are legal' : 'capturing is never compulsory';
  const colour = plan.colourBound ? '; every move ends on a square of the colour it started from, and captures only on the other colour' : '';
  return `${chain}; ${mandatory}${colour}.`;
}

function royalty(plan: VariantPlan): string {
  const royals = plan.pieces.filter((p) => p.royal).map((p) => p.name);
  if (royals.length === 0) return 'No piece is royal: any piece may be left attacked.';
  const passage = plan.goal.safePassage
    ? ' Moving more than one square, a royal piece may not pass over an attacked square (tested with it lifted off its start square); a leap may take any order of its orthogonal and diagonal steps (a knight leap: either middle square) and is barred only when every order passes an attacked square.'
    : '';
  const checks = plan.goal.noChecks ? ' A move that gives check is illegal.' : '';
  const facing = plan.goal.flyingGeneral ? ` Two enemy ${orList(royals)}s may not face each other on a file with no piece between them (the flying general): a move that leaves them so is illegal.` : '';
  return `The ${orList(royals)} is royal: a move may not leave it attacked (in check).${passage}${checks}${facing}${passing(plan, royals)}`;
}

/** Passing and bikjang (janggi), in words; empty where the plan has neither. */
function passing(plan: VariantPlan, royals: readonly string[]): string {
  const pass = plan.pass ? ` Instead of moving, a side may pass (written with its ${orList(royals)}'s square twice, as e2e2), though not while in check.` : '';
  const bikjang = plan.goal.bikjang
    ? ` When the two ${orList(royals)}s face each other on a line with no piece between them (bikjang), the side to move must break that or pass, and may pass even in check.`
    : '';
  if (!plan.pass) return `${pass}${bikjang}`;
  const how = plan.goal.counting
    ? `material is counted (${plan.pieces.filter((p) => p.points).map((p) => `${p.name} ${p.points}`).join(', ')}; Black adds ${plan.goal.counting.komi}) and the higher count wins, equal counts draw`
    : 'the game is drawn';
  const after = plan.goal.bikjang ? 'both sides pass in turn, or a side passes leaving a bikjang' : 'both sides pass in turn';
  return `${pass}${bikjang} When ${after}, the game ends: ${how}.`;
}

/** The words for each kind of goal; exhaustive over GOAL_KINDS. */
const GOAL_WORDS: Record<GoalKind, (plan: VariantPlan) => string> = {
  checkmate: (plan) => {
    const royals = orList(plan.pieces.filter((p) => p.royal).map((p) => p.name));
    const checkmated = plan.goal.checkmated ?? 'loss';
    if (checkmated === 'loss') return `Win by checkmating the enemy ${royals}.`;
    return `A side whose ${royals} is checkmated ${OUTCOME_WORDS[checkmated]}.`;
  },
  capture: (plan) => `Win by capturing any one enemy ${pieceName(plan, plan.goal.target)}.`,
  conditions: () => 'There is no checkmate: the game ends by the conditions below, or when a side has no legal move.',
};

/** The words for each ending condition, about "a side"; exhaustive over CONDITION_KINDS. */
const CONDITION_WORDS: { [K in ConditionKind]: (c: ConditionPlan & { kind: K }, plan: VariantPlan) => string } = {
  checks: (c) => `a side that has given ${c.count} ${c.count === 1 ? 'check' : 'checks'}`,
  region: (c, plan) =>
    `a side whose ${pieceName(plan, c.piece)} reaches ${regionName(c, plan.files)}${c.answer ? " (when White's arrives first, Black may answer by arriving on its next move: then the game is drawn)" : ''}`,
  bare: (c, plan) => `a side left with a bare ${orList(c.pieces.map((t) => pieceName(plan, t)))} after its own move (it may first bare the opponent back), while the opponent has more,`,
  extinction: (c, plan) => (c.pieces.length === 0 ? 'a side that has lost every piece' : `a side that has no ${orList(c.pieces.map((t) => pieceName(plan, t)))} left`),
};

const OUTCOME_WORDS: Record<Outcome, string> = { win: 'wins', loss: 'loses', draw: 'draws' };

function conditionWords(c: ConditionPlan, plan: VariantPlan): string {
  const about = (CONDITION_WORDS[c.kind] as (c: ConditionPlan, plan: VariantPlan) => string)(c, plan);
  return `${about[0].toUpperCase()}${about.slice(1)} ${OUTCOME_WORDS[c.outcome]}.`;
}

/** The words for each stalemate result; exhaustive over STALEMATE_RESULTS. */
const STALEMATE_WORDS: Record<StalemateResult, string> = {
  draw: 'the game is drawn',
  loss: 'the stalemated side loses',
  win: 'the stalemated side wins',
  count: 'the side with fewer pieces wins, equal numbers draw',
};

function goal(plan: VariantPlan): string {
  const who = plan.pieces.some((p) => p.royal) ? 'A side with no legal move that is not in check' : 'A side with no legal move';
  const conditions = (plan.goal.conditions ?? []).map((c) => ` ${conditionWords(c, plan)}`).join('');
  const when = plan.goal.conditions ? ' These are looked at after every move, for the side that moved first.' : '';
  return `${GOAL_WORDS[plan.goal.kind](plan)}${conditions}${when} ${who} is stalemated: ${STALEMATE_WORDS[plan.goal.stalemate]}.`;
}

function draws(plan: VariantPlan): string {
  const parts: string[] = [];
  if (plan.moveRule > 0) parts.push(`after ${plan.moveRule} moves by each side without a capture or a pawn move`);
  if (plan.repetition > 0) parts.push(`when a position occurs for the ${['', 'first', 'second', 'third', 'fourth', 'fifth'][plan.repetition] ?? `${plan.repetition}th`} time`);
  if (parts.length === 0) return 'There are no draw rules besides stalemate.';
  // with counting (janggi) the move rule ends the game by material instead
  if (plan.goal.counting && plan.moveRule > 0) {
    const rest = parts.slice(1);
    const counted = `${capitalise(parts[0])}, the game ends by counting material.`;
    return rest.length ? `${counted} The game is drawn ${orList(rest)}.` : counted;
  }
  return `The game is drawn ${orList(parts)}.`;
}

function notation(plan: VariantPlan): string {
  const n = plan.notation;
  const moves = n?.pawnMoves === 'from-to' ? 'quiet pawn moves with both squares (f2g3)' : 'quiet pawn moves by their destination (e4)';
  const captures = n?.pawnCaptures === 'letter' ? 'pawn captures with the pawn letter (Pxe6)' : "pawn captures with the pawn's file (exd5)";
  return `SAN writes ${moves} and ${captures}.`;
}

/** The rule elements in the order they are described; pieces come after the start position. */
const ELEMENTS_BEFORE_PIECES: readonly RuleElement[] = [
  { key: 'board', label: 'Board', describe: board },
  { key: 'start', label: 'Start position', describe: startPosition },
];
const ELEMENTS_AFTER_PIECES: readonly RuleElement[] = [
  { key: 'castling', label: 'Castling', describe: castling },
  { key: 'captures', label: 'Capture modes', describe: captureModes },
  { key: 'promotion', label: 'Promotion', describe: promotion },
  { key: 'fusion', label: 'Fusion', describe: fusion },
  { key: 'chains', label: 'Chains and mandatory capture', describe: chains },
  { key: 'royalty', label: 'Royalty', describe: royalty },
  { key: 'goal', label: 'Goal', describe: goal },
  { key: 'draws', label: 'Draws', describe: draws },
  { key: 'notation', label: 'Notation', describe: notation },
];

function pieceLine(piece: PiecePlan, plan: VariantPlan): RuleLine {
  return { key: `piece:${piece.name}`, label: piece.name, text: describePiece(piece, plan.pieces.map((p) => p.name)).join(' '), piece: { name: piece.name, letter: piece.letter } };
}

/** Every line of a variant's description, in order. */
export function describeRules(plan: VariantPlan): RuleLine[] {
  const line = (e: RuleElement): RuleLine => ({ key: e.key, label: e.label, text: e.describe(plan) });
  return [...ELEMENTS_BEFORE_PIECES.map(line), ...plan.pieces.map((p) => pieceLine(p, plan)), ...ELEMENTS_AFTER_PIECES.map(line)];
}
