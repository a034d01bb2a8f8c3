// A variant's rules in plain English, generated from its plan: a table of rule elements
// (board, start position, pieces, castling, capture modes, promotion, fusion, chains, goal,
// draws, notation), each owning the sentences that describe it. `describe` prints the lines;
// `compare` puts the same lines side by side, so both read from this one table.

import type { ConditionKind, ConditionPlan, GoalKind, Outcome, StalemateResult } from '../runtime/plan/goal.ts';
import type { RegionDropRule } from '../runtime/plan/hand.ts';
import type { Vector } from '../runtime/plan/moves.ts';
import type { PiecePlan } from '../runtime/plan/pieces.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';
import { regionName } from '../runtime/outcome/result.ts';
import { hasSeveralRoyals } from '../runtime/plan-facts.ts';
import { numberWord } from './movement.ts';
import { CAPTURE_MODE_WORDS, PAWN_EN_PASSANT_WORDS, captureModeOf, describePiece } from './pieces.ts';
import { promotionRuleSentences } from './promotion-words.ts';
import { castlingScope } from './castling-scope.ts';
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

/** A plan square (file + rank * files) by name. */
function squareName(plan: VariantPlan, coord: number): string {
  return FILES[coord % plan.files] + String(Math.floor(coord / plan.files) + 1);
}

/** Castling as in orthodox chess: on the first rank, two squares, one partner type. */
function orthodoxCastling(plan: VariantPlan): boolean {
  return plan.castling.every(
    (c) =>
      Math.abs((c.kingTo % plan.files) - (c.kingFrom % plan.files)) === 2 &&
      !c.partners &&
      c.rookType === plan.castling[0].rookType &&
      Math.floor(c.kingFrom / plan.files) === (c.color === 0 ? 0 : plan.ranks - 1),
  );
}

/** Castling of another shape, wing by wing from White's side: the squares and how far the king goes. */
function declaredCastling(plan: VariantPlan): string {
  const white = plan.castling.filter((c) => c.color === 0);
  const rules = white.length > 0 ? white : plan.castling;
  const first = rules[0];
  const king = pieceName(plan, first.kingType);
  const sq = (coord: number): string => squareName(plan, coord);
  const wings = rules.map((c) => {
    const far = Math.abs((c.kingTo % plan.files) - (c.kingFrom % plan.files));
    const rook = pieceName(plan, c.rookType);
    return `with the ${rook} on ${sq(c.rookFrom)}, the ${king} moves ${numberWord(far)} square${far === 1 ? '' : 's'} to ${sq(c.kingTo)} and the ${rook} lands on ${sq(c.rookTo)}`;
  });
  const side = first.color === 0 ? 'Black' : 'White';
  const other = plan.castling.find((c) => c.color !== first.color);
  const partners = first.partners ? ` ${capitalise(orList(first.partners.map((t) => withArticle(pieceName(plan, t)))))} may be the partner: the outermost on a wing castles there.` : '';
  const safe = first.safe.length > 0 ? `the ${king} may not stand on, pass or reach an attacked square` : `the ${king} may castle out of, through or into attack`;
  return (
    `The ${king} castles from ${sq(first.kingFrom)}: ${wings.join('; or ')}` +
    (other ? ` (${side} the same from ${sq(other.kingFrom)}).` : '.') +
    partners +
    ` Neither may have moved, every square both pass or land on must be empty, and ${safe}.` +
    ` In Fischer-random positions they start where the FEN's castling field says and land on the same squares.`
  );
}

function castling(plan: VariantPlan): string {
  if (plan.castling.length === 0) return 'There is no castling.';
  const scope = castlingScope(plan);
  const text = orthodoxOrDeclaredCastling(plan) + (scope && ` ${scope}`);
  if (!plan.castlingByDrop) return text;
  const rule = plan.castling[0];
  return `${text} The right is gained by drops: a side may castle once it has dropped its ${pieceName(plan, rule.kingType)} on its castling square with a ${pieceName(plan, rule.rookType)} on that wing's partner square, in either order (and neither has moved since).`;
}

function orthodoxOrDeclaredCastling(plan: VariantPlan): string {
  if (!orthodoxCastling(plan)) return declaredCastling(plan);
  const rule = plan.castling[0];
  const sides = new Set(plan.castling.filter((c) => c.color === rule.color).map((c) => c.fenChar)).size;
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
  const custodians = plan.pieces.filter((p) => p.custodian.length > 0).map((p) => p.name);
  if (custodians.length) extra.push(`custodian capture (${orList(custodians, 'and')})`);
  const ep = plan.pieces.filter((p) => p.moves.some((n) => n.enPassant && n.capture)).map((p) => p.name);
  if (plan.anyEnPassant) extra.push('en passant by any piece, of any piece');
  else if (ep.length) extra.push(`en passant (${orList(ep, 'and')})`);
  if (modes.length + extra.length === 0) return 'Nothing is ever captured.';
  return `Pieces capture ${orList(modes, 'and')}${extra.length ? `; also ${orList(extra, 'and')}` : ''}.${anyEnPassant(plan)}${capturesFrom(plan)}${explosion(plan)}`;
}

/** En passant by any piece (runtime/rules/any-ep.ts), after the capture modes; empty without it. */
function anyEnPassant(plan: VariantPlan): string {
  const anyEp = plan.anyEnPassant;
  if (!anyEp) return '';
  const leaps = anyEp.leaps.map((l) => ` The ${pieceName(plan, l.piece)} may also take en passant, and only so, by a leap of ${orList(l.vectors.map(([x, y]) => `(${x}, ${y})`))}.`).join('');
  return (
    ' A piece other than a royal one that moves over squares (a rider going more than one step, a pawn\'s double step; a single leap passes nothing) leaves the squares it passed as en-passant targets for the next move only:' +
    ' an enemy move that can capture and ends on one of them takes that piece, a pawn by its capture-only move and any other piece by its ordinary move.' +
    leaps
  );
}

/** Captures allowed only from some full move on (plan `capturesFromMove`); empty from the first. */
function capturesFrom(plan: VariantPlan): string {
  const from = plan.capturesFromMove;
  return from <= 1 ? '' : ` No capture is allowed before full move ${from}${from === 2 ? ' (none on either side\'s first move)' : ''}.`;
}

/** The blast's squares in words: "the eight squares around it" for the king's neighbourhood. */
function blastWords(vectors: readonly Vector[]): string {
  const ring = vectors.length === 8 && vectors.every(([x, y]) => Math.max(Math.abs(x), Math.abs(y)) === 1);
  if (ring) return 'the eight squares around the capture square';
  return `the squares ${orList(vectors.map(([x, y]) => `(${x}, ${y})`), 'and')} from the capture square`;
}

/** Explosions (runtime/rules/explosion.ts), after the capture modes; empty when captures do not explode. */
function explosion(plan: VariantPlan): string {
  const e = plan.explosion;
  if (!e) return '';
  const immune = e.immune.length ? `, except ${orList(e.immune.map((t) => `${pieceName(plan, t)}s`), 'and')} there` : '';
  return ` Every capture explodes: the capturing piece, the captured piece and every piece of either colour on ${blastWords(e.vectors)} (where the capturer lands, also for en passant) are removed${immune}.`;
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

function ordinaryPromotion(plan: VariantPlan): string {
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

/** Ranks as words, counted from the dropping side (0 = its first rank). */
function rankList(marked: readonly (0 | 1)[], ranks: number): string {
  return orList(marked.flatMap((m, i) => (m ? [i === 0 ? 'its own first rank' : rankName(i, ranks)] : [])));
}

/** Where a region drop rule points, in words: a declared region (each side's own) by name, listed squares by name. */
function dropRegionWords(plan: VariantPlan, r: RegionDropRule): string {
  const [white, black] = r.squares;
  const listed = (coords: readonly number[]): string => orList(coords.map((c) => squareName(plan, c)));
  if (r.name === null) return `on ${listed(white)}`;
  const region = `in the region '${r.name}'`;
  if (white.length > 8) return `${region} (each side its own)`;
  const same = white.length === black.length && white.every((c, i) => c === black[i]);
  return same ? `${region} (${listed(white)})` : `${region} (White's ${listed(white)}; Black's ${listed(black)})`;
}

/** The hand: where captured pieces go, drops and their restrictions (runtime/rules/hand.ts). */
function hand(plan: VariantPlan): string {
  const h = plan.hand;
  if (!h) {
    return plan.promotion?.fromCaptured
      ? "A captured piece goes to its owner's pool, from which a promotion may bring it back (see Promotion); nothing is dropped."
      : 'There is no hand: a captured piece leaves the game.';
  }
  const forms = plan.pieces.some((p) => p.demotesTo !== null);
  const captured =
    h.captures === 'capturer'
      ? `A captured piece changes sides and goes to the capturer's hand${h.demote ? '; a promoted piece (marked ~ in the FEN: Q~) goes there as the piece it promoted from' : forms ? '; a promoted form (+P) goes there unpromoted, as the piece it is a form of' : ', as the piece it is (a promoted piece stays promoted)'}.`
      : 'A captured piece leaves the game; the hands hold only what the start position gives.';
  const rules = h.rules.map((r) => {
    const who = capitalise(withArticle(orList(r.pieces.map((t) => pieceName(plan, t)))));
    switch (r.kind) {
      case 'ranks':
        return `${who} may not ${h.gating ? 'enter, dropped or gated,' : 'be dropped'} on ${rankList(r.ranks, plan.ranks)}.`;
      case 'region':
      case 'notRegion':
        return `${who} may ${r.kind === 'region' ? '' : 'not '}${h.gating ? 'enter, dropped or gated,' : 'be dropped'} ${r.kind === 'region' ? 'only ' : ''}${dropRegionWords(plan, r)}.`;
      case 'immobile':
        return `${who} may not be dropped where it could never move again.`;
      case 'onlyRanks':
        return `${who} may be dropped only on ${rankList(r.ranks, plan.ranks)}.`;
      case 'bothColours':
        return `A side's ${orList(r.pieces.map((t) => `${pieceName(plan, t)}s`), 'and')} (on the board and in hand) must stand half on light and half on dark squares: no drop may make that impossible.`;
      case 'file':
        return `${who} may not be dropped on a file where its side already has ${r.count === 1 ? 'one' : r.count} (unpromoted).`;
      case 'mate':
        return `${who} dropped to give checkmate loses the game for the side that dropped it (the mated side wins).`;
    }
  });
  const drops = h.noDrops ? [] : ['Instead of moving, a side may drop a piece from its hand on any empty square (written P@e4); a drop may block a check or give one, and never captures.'];
  const must = h.mustDrop
    ? ['A side that can drop must drop: while it holds pieces and any drop is legal, nothing on the board moves (a setup phase, the hands starting full); then the game goes on with moves.']
    : [];
  const formDrops = h.dropForms ? ['A piece with a promoted form may also be dropped as that form, where the piece may be (written +P@e4).'] : [];
  return [captured, ...drops, ...formDrops, ...must, ...gatingWords(plan), ...rules].join(' ');
}

/** Gating from hand (runtime/rules/gating.ts), in words; none without it. */
function gatingWords(plan: VariantPlan): string[] {
  if (!plan.hand?.gating) return [];
  const types = [...new Set(plan.firstMoveRights.filter((r) => r.gate).map((r) => r.type))];
  const lapse = plan.hand.captures === 'none' ? ' A side whose hand is empty loses its gates (the hand never refills).' : '';
  return [
    `Gating: when ${withArticle(orList(types.map((t) => pieceName(plan, t))))} leaves its start square for the first time, a piece from the mover's hand may enter on the square it leaves, in the same move (written b1c3h, Nc3/H); after castling, on the king's or the partner's start square (e1g1h, O-O/He1; h1e1h, O-O/Hh1), one piece only.`,
    `A square is a gate while its piece has not moved: the FEN's castling field writes its file letter (KQBCDFGkqbcdfg), and it is lost when the piece moves or is captured there. The move must be legal without the piece entering: a gate never covers a check, though the piece entering may give one.${lapse}`,
  ];
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

/** The names of a pseudo-royal extinction condition's types (runtime/rules/pseudo-royal.ts), or null when the plan has none. */
function pseudoRoyals(plan: VariantPlan): string[] | null {
  const c = plan.goal.conditions.find((e) => e.kind === 'extinction' && e.pseudoRoyal);
  return c && c.kind === 'extinction' ? c.pieces.map((t) => pieceName(plan, t)) : null;
}

function royalty(plan: VariantPlan): string {
  const royals = plan.pieces.filter((p) => p.royal).map((p) => p.name);
  const pseudo = pseudoRoyals(plan);
  if (royals.length === 0 && pseudo !== null) {
    return (
      `No piece is royal while a side has two or more pieces of the ${orList(pseudo, 'and')}: any of them may be left attacked and taken. ` +
      `A side's last one of them is royal: it is in check when attacked, and a move may not leave it attacked, not even one taking the enemy's last one. ` +
      'Whether it is the last is judged before the move: a move that gives the side a second one (a promotion) must still leave the first one safe.'
    );
  }
  if (royals.length === 0) return 'No piece is royal: any piece may be left attacked.';
  const passage = plan.goal.safePassage
    ? ' Moving more than one square, a royal piece may not pass over an attacked square (tested with it lifted off its start square); a leap may take any order of its orthogonal and diagonal steps (a knight leap: either middle square) and is barred only when every order passes an attacked square.'
    : '';
  const checks = plan.goal.noChecks
    ? ' A move that gives check is illegal.'
    : plan.goal.checkless
      ? ' A move that gives check is illegal unless it checkmates: the checked side must have no move that gets out of check without giving check back.'
      : '';
  const facing = plan.goal.flyingGeneral ? ` Two enemy ${orList(royals)}s may not face each other on a file with no piece between them (the flying general): a move that leaves them so is illegal.` : '';
  const stays = plan.goal.checkedRoyalStays
    ? ' A royal piece in check may not move away: the check must be met by capturing the checking piece (the royal piece itself may capture it when it is the only one) or by blocking.'
    : '';
  const blast = plan.explosion
    ? ` A move that explodes one's own ${orList(royals)} is illegal (so it never captures); one that explodes the enemy's is legal even if it leaves one's own attacked; a ${orList(royals)} within the blast of the enemy's is not attacked (taking it would explode the taker's own).`
    : '';
  if (hasSeveralRoyals(plan)) {
    const promoted = plan.promotion?.choices.some((t) => plan.pieces[t].royal) ? ' A piece promoted into a royal piece is royal too.' : '';
    const which = royals.length === 1 ? `Every ${royals[0]} is royal` : `The ${orList(royals, 'and')} are ${royals.length === 2 ? 'both' : 'all'} royal, every one of them`;
    return `${which}: a side is in check when any of its royal pieces is attacked, and a move may not leave any of them attacked.${promoted}${passage}${checks}${stays}${facing}${blast}${passing(plan, royals)}`;
  }
  return `The ${orList(royals)} is royal: a move may not leave it attacked (in check).${passage}${checks}${stays}${facing}${blast}${passing(plan, royals)}`;
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
    const checkmated = plan.goal.checkmated;
    if (hasSeveralRoyals(plan)) {
      const mate = `checkmated: in check (any one of its royal pieces attacked: a ${royals}) with no legal move`;
      return checkmated === 'loss' ? `Win when the enemy is ${mate}.` : `A side ${mate} ${OUTCOME_WORDS[checkmated]}.`;
    }
    const pseudo = royals === '' ? pseudoRoyals(plan) : null;
    if (pseudo !== null) return `Win by checkmating the enemy's last ${orList(pseudo)} (while it has more, any of them may be taken).`;
    if (checkmated === 'loss') return `Win by checkmating the enemy ${royals}.`;
    return `A side whose ${royals} is checkmated ${OUTCOME_WORDS[checkmated]}.`;
  },
  capture: (plan) => `Win by capturing any one enemy ${pieceName(plan, plan.goal.target)}.`,
  conditions: (plan) =>
    plan.goal.conditions.length > 0
      ? 'There is no checkmate: the game ends by the conditions below, or when a side has no legal move.'
      : 'There is no checkmate: the game ends only when a side has no legal move.',
};

/** The words for each ending condition, about "a side"; exhaustive over CONDITION_KINDS. */
const CONDITION_WORDS: { [K in ConditionKind]: (c: ConditionPlan & { kind: K }, plan: VariantPlan) => string } = {
  checks: (c) => `a side that has given ${c.count} ${c.count === 1 ? 'check' : 'checks'}`,
  region: (c, plan) =>
    `a side whose ${orList(c.pieces.map((t) => pieceName(plan, t)))} reaches ${regionName(c, plan.files)}${c.answer ? " (when White's arrives first, Black may answer by arriving on its next move: then the game is drawn)" : ''}${c.safe ? ' where the other side does not attack it (both sides so at once: a draw)' : ''}`,
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
  const who = plan.pieces.some((p) => p.royal) || pseudoRoyals(plan) !== null ? 'A side with no legal move that is not in check' : 'A side with no legal move';
  const conditions = plan.goal.conditions.map((c) => ` ${conditionWords(c, plan)}`).join('');
  const when = plan.goal.conditions.length > 0 ? ' These are looked at after every move, for the side that moved first.' : '';
  return `${GOAL_WORDS[plan.goal.kind](plan)}${conditions}${when} ${who} is stalemated: ${STALEMATE_WORDS[plan.goal.stalemate]}.`;
}

/** The moves besides captures that reset the move rule: a pawn's, or those of the pieces that say `resetsMoveRule`. */
function moveRuleResets(plan: VariantPlan): string {
  if (plan.pieces.every((p) => p.resetsMoveRule === p.pawn)) return ' or a pawn move';
  const resetting = plan.pieces.filter((p) => p.resetsMoveRule);
  return resetting.length ? ` or a move of ${orList(resetting.map((p) => withArticle(p.name)))}` : '';
}

function draws(plan: VariantPlan): string {
  const parts: string[] = [];
  if (plan.moveRule > 0) parts.push(`after ${plan.moveRule} moves by each side without a capture${moveRuleResets(plan)}`);
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
