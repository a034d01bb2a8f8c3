// A variant's rules in plain English, generated from its plan: a table of rule elements
// (board, start position, pieces, castling, capture modes, promotion, fusion, chains, goal,
// draws, notation), each owning the sentences that describe it (the longer ones in
// castling-words, capture-words, hand-words and goal-words; shared English in rule-words).
// `describe` prints the lines; `compare` puts the same lines side by side, so both read from
// this one table.

import type { PiecePlan } from '../runtime/plan/pieces.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';
import { PAWN_EN_PASSANT_WORDS, describePiece } from './pieces.ts';
import { promotionRuleSentences } from './promotion-words.ts';
import { captureModes } from './capture-words.ts';
import { castling } from './castling-words.ts';
import { countingWords, goal, royalty } from './goal-words.ts';
import { hand } from './hand-words.ts';
import { occurrence, repetitionRules } from './repetition-words.ts';
import { capitalise, FILES, orList, pieceName, plural, rankName, withArticle } from './rule-words.ts';
import { materialSigns } from '../search/evaluation.ts';
import { pieceValues } from '../search/values.ts';

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

function board(plan: VariantPlan): string {
  const last = FILES[plan.files - 1];
  const wrap = plan.wrap
    ? ` The board is a cylinder: the a- and ${last}-files are adjacent, so a piece that leaves one side comes back on the other (a bishop on ${last}1 goes on to a2), a rider's line goes round until it meets a piece and never reaches its own square again, and ranks do not wrap.`
    : '';
  const sides = plan.leftRight === 'relative' ? " Left and right are each side's own: Black's moves are White's turned half round, so a move to White's left goes to Black's left, towards the h-file." : '';
  return `${plan.files} files (a–${last}) by ${plan.ranks} ranks (1–${plan.ranks}); White starts on the low ranks.${wrap}${sides}`;
}

function startPosition(plan: VariantPlan): string {
  const [placement, side] = plan.startFen.split(' ');
  const board = placement.replace(/\[.*\]/, '');
  const army = (upper: boolean): { total: number; words: string } => {
    const counts = new Map<string, number>();
    for (const ch of board) if (/[a-zA-Z]/.test(ch) && (ch === ch.toUpperCase()) === upper) counts.set(ch.toLowerCase(), (counts.get(ch.toLowerCase()) ?? 0) + 1);
    const words = plan.pieces.filter((p) => counts.has(p.letter)).map((p) => plural(counts.get(p.letter) ?? 0, p.name));
    return { total: [...counts.values()].reduce((a, b) => a + b, 0), words: orList(words, 'and') };
  };
  const white = army(true);
  const black = army(false);
  // Black's ranks are White's, read from the other end with the cases swapped
  const swap = (rank: string): string => [...rank].map((ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase())).join('');
  const mirrored = board.split('/').reverse().map(swap).join('/') === board;
  const blackWords = mirrored ? 'Black the mirror image' : `Black ${black.total} (${black.words})`;
  const mover = side === 'b' ? 'Black' : 'White';
  const held = plan.pieces.filter((p) => (/\[(.*)\]/.exec(placement)?.[1] ?? '').includes(p.letter.toUpperCase())).map((p) => withArticle(p.name));
  const hand = plan.hand && held.length > 0 ? `, and holds ${orList(held, 'and')} in hand` : '';
  return `White has ${white.total} pieces (${white.words})${hand}, ${blackWords}; ${mover} moves first. FEN: ${plan.startFen}`;
}
/** The words for each promotion zone kind (plan: 0 none, 1 optional, 2 mandatory). */
const ZONE_WORDS: Record<1 | 2, string> = { 1: 'may', 2: 'must' };

function promotion(plan: VariantPlan): string {
  const inPlace = promotionInPlace(plan);
  const ordinary = ordinaryPromotion(plan);
  return inPlace === '' ? ordinary : ordinary === 'Nothing promotes.' ? inPlace : `${ordinary} ${inPlace}`;
}

/** Promotion as a move of its own (runtime/rules/promotion-in-place.ts), or '' without it. */
function promotionInPlace(plan: VariantPlan): string {
  const ip = plan.promotionInPlace;
  if (!ip) return '';
  const who = orList(ip.pieces.map((t) => withArticle(pieceName(plan, t))));
  const into = pieceName(plan, ip.into);
  const limit = ip.limit > 0 ? ` only while its side has ${ip.limit === 1 ? `no ${into}` : `fewer than ${ip.limit} ${into}s`} on the board,` : '';
  const last = ip.lastAnywhere ? ` A side's last ${orList(ip.pieces.map((t) => pieceName(plan, t)))} may do so wherever it stands.` : '';
  return (
    `Instead of moving, ${who} standing in the region '${ip.region.name}' may become ${withArticle(into)}, where it stands or on an empty square next to it that the ${into} attacks (written d5d5f, d5c6f):` +
    `${limit} not where the new ${into} attacks an enemy piece, and never giving check.${last}`
  );
}

/** The promotion limits (runtime/rules/promotion-limits.ts) in words; '' without them. */
function limitWords(plan: VariantPlan): string {
  const limits = plan.promotion?.limits;
  if (!limits) return '';
  const each = limits.map(({ type, max }) => `${withArticle(pieceName(plan, type))} only while its side has ${max === 1 ? `no ${pieceName(plan, type)}` : `fewer than ${max}`} on the board`);
  return ` A piece may promote into ${orList(each, 'and')} (pieces in hand do not count; a move that must promote with no choice left is not possible).`;
}

function ordinaryPromotion(plan: VariantPlan): string {
  const words = ordinaryPromotionWords(plan);
  return `${words}${limitWords(plan)}`;
}

function ordinaryPromotionWords(plan: VariantPlan): string {
  const promo = plan.promotion;
  const who = plan.pieces.filter((p) => p.promotes).map((p) => p.name);
  if (!promo || who.length === 0) return 'Nothing promotes.';
  if (promo.rules) {
    // per piece, side or region (compiler/promotion.ts): worded piece by piece
    const pool = promo.fromCaptured ? ' Promotion is only into one of its own captured pieces not yet returned to play (none: no such move).' : '';
    const reverting = plan.pieces.some((p) => p.demotesTo !== null && p.promotes);
    const forms = reverting
      ? 'a promoted form (written +P) moves as declared and turns back into its piece as the piece turns into it (a move written with +, and - turning back: a1a2-)'
      : 'a promoted form (written +P) moves as declared and is never promoted further';
    const fromZone = promo.fromZone ? ` A move that starts in the zone may promote too, wherever it ends; ${forms}.` : '';
    return `${promotionRuleSentences(plan, promo.rules, { rankName, orList, withArticle }).join(' ')}${pool}${fromZone}`;
  }
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
  const movers = plan.pieces.filter((p) => p.fusions.length > 0).map((p) => p.name);
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
/** The moves besides captures that reset the move rule: a pawn's, or those of the pieces that say `resetsMoveRule`. */
function moveRuleResets(plan: VariantPlan): string {
  if (plan.pieces.every((p) => p.resetsMoveRule === p.pawn)) return ' or a pawn move';
  const resetting = plan.pieces.filter((p) => p.resetsMoveRule);
  // a piece that resets it for one side only is named with that side: "a black soldier"
  const named = (p: PiecePlan): string => withArticle(p.resetsMoveRule === true ? p.name : `${p.resetsMoveRule} ${p.name}`);
  return resetting.length ? ` or a move of ${orList(resetting.map(named))}` : '';
}

function draws(plan: VariantPlan): string {
  const parts: string[] = [];
  if (plan.moveRule > 0) parts.push(`after ${plan.moveRule} moves by each side without a capture${moveRuleResets(plan)}`);
  // a repetition that is won or lost has its own sentence (compare/repetition-words.ts)
  if (plan.repetition > 0 && plan.repetitionOutcome === null) parts.push(`when a position occurs for ${occurrence(plan)}`);
  const repetition = repetitionRules(plan);
  if (parts.length === 0) return repetition === '' ? 'There are no draw rules besides stalemate.' : repetition;
  return repetition === '' ? drawSentence(plan, parts) : `${drawSentence(plan, parts)} ${repetition}`;
}

/** The draw rules `parts` in one sentence (with counting, the game is decided by material instead). */
function drawSentence(plan: VariantPlan, parts: string[]): string {
  // with counting (janggi) the move rule and a repetition end the game by material instead
  if (plan.goal.counting) return `${capitalise(orList(parts))}, the game is decided by counting material instead of drawn: ${countingWords(plan)}.`;
  return `The game is drawn ${orList(parts)}.`;
}

function notation(plan: VariantPlan): string {
  const n = plan.notation;
  const moves = n.pawnMoves === 'from-to' ? 'quiet pawn moves with both squares (f2g3)' : 'quiet pawn moves by their destination (e4)';
  const captures = n.pawnCaptures === 'letter' ? 'pawn captures with the pawn letter (Pxe6)' : "pawn captures with the pawn's file (exd5)";
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
  { key: 'hand', label: 'Hand and drops', describe: hand },
  { key: 'fusion', label: 'Fusion', describe: fusion },
  { key: 'chains', label: 'Chains and mandatory capture', describe: chains },
  { key: 'royalty', label: 'Royalty', describe: royalty },
  { key: 'goal', label: 'Goal', describe: goal },
  { key: 'draws', label: 'Draws', describe: draws },
  { key: 'notation', label: 'Notation', describe: notation },
  { key: 'values', label: 'Piece values', describe: values },
];

/** The engine's piece values in pawns: the spec's where given, else estimated from mobility (search/values.ts). */
function values(plan: VariantPlan): string {
  const all = pieceValues(plan);
  const pawns = (cp: number): string => String(Math.round(cp / 10) / 10);
  const listed = plan.pieces.map((p, i) => ({ p, v: all[i] })).filter(({ p, v }) => v.material > 0 || p.value !== null);
  const parts = listed.map(({ p, v }) => `${p.name} ${pawns(v.material)}${p.value !== null ? ' (given)' : ''}`);
  const uncounted = plan.pieces.filter((p, i) => all[i].material === 0 && p.value === null).map((p) => p.name);
  const estimated = plan.pieces.some((p) => p.value === null && !p.pawn);
  const how = estimated ? 'estimated from mobility on an empty board (a pawn is 1)' : 'as the spec gives them';
  const royal = uncounted.length > 0 ? `; the ${orList(uncounted, 'and')} ${uncounted.length === 1 ? 'is' : 'are'} not counted (checkmate ends the game before a capture)` : '';
  const against = materialSigns(plan)
    .map((sign, i) => (sign < 0 ? plan.pieces[i].name : null))
    .filter((n): n is string => n !== null);
  const inverted = against.length > 0 ? ` Losing the ${orList(against, 'and')} helps win, so the engine counts ${against.length === 1 ? 'it' : 'them'} against ${against.length === 1 ? 'its' : 'their'} owner.` : '';
  return `In pawns, ${how}: ${parts.join(', ')}${royal}.${inverted}`;
}

function pieceLine(piece: PiecePlan, plan: VariantPlan, type: number): RuleLine {
  let text = [...describePiece(piece, plan.pieces.map((p) => p.name)), ...firstMoveWords(plan, type)].join(' ');
  if (plan.anyEnPassant) text = text.replace(PAWN_EN_PASSANT_WORDS, 'an enemy piece may take it en passant on the square it passes over');
  return { key: `piece:${piece.name}`, label: piece.name, text, piece: { name: piece.name, letter: piece.letter } };
}

/** First-move rights of a piece type (runtime/rules/first-moves.ts), in words; none without them. */
function firstMoveWords(plan: VariantPlan, type: number): string[] {
  const right = plan.firstMoveRights.find((r) => r.type === type);
  // a gate's right is worded with the hand's gating, unless the piece has first moves of its own
  if (!right || (right.gate && !plan.pieces[type].moves.some((n) => n.initial))) return [];
  const aimed = right.aimedBy.length > 0
    ? ` It also loses it when an enemy ${orList(right.aimedBy.map((t) => pieceName(plan, t)))} moves to a square from which it would attack it on an empty board.`
    : '';
  return [
    `Its first moves need it not to have moved yet (not merely to stand on its start square): a first-move right the FEN's castling field writes as its file letter while it holds it, lost when it moves or is captured.${aimed}`,
  ];
}

/** Every line of a variant's description, in order. */
export function describeRules(plan: VariantPlan): RuleLine[] {
  const line = (e: RuleElement): RuleLine => ({ key: e.key, label: e.label, text: e.describe(plan) });
  return [...ELEMENTS_BEFORE_PIECES.map(line), ...plan.pieces.map((p, type) => pieceLine(p, plan, type)), ...ELEMENTS_AFTER_PIECES.map(line)];
}
