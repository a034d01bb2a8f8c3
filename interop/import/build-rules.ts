// The rules of a section besides its board and pieces: start, castling, promotion, hand, goal,
// draws, capture obligation, explosion and passing, each with FSF's default made explicit.

import { readInt, sideRegion, type BuildContext, type Spec } from './context.ts';
import { allSquares, mirrorSquare, readSquares, relation, sortedSquares, wholeRanks } from './squares.ts';
import { OPTION_TABLE } from './options.ts';
import { extinctionConditions } from './build-extinction.ts';
import { flagConditions, lastGiven } from './build-flag.ts';
import { connectConditions } from './build-connect.ts';
import { buildDraws } from './build-draws.ts';
import { buildCounting } from './build-counting.ts';
import { buildCastlingRules } from './build-castling-rules.ts';
import { passing } from './build-passing.ts';
import { promotionLimits } from './build-limits.ts';

/** The letters of FSF piece types in the variant (FSF's defaults name types, not letters). */
function typeLetters(ctx: BuildContext, types: readonly string[]): string[] {
  return types.flatMap((t) => ctx.state.pieces.filter((p) => p.type === t).map((p) => p.letter));
}

const VALUES: Readonly<Record<string, string>> = { win: 'win', loss: 'loss', draw: 'draw' };

export function buildRules(ctx: BuildContext, pieces: Spec[]): Spec {
  refuseSet(ctx);
  const letterOf = (type: string): string | undefined => ctx.state.pieces.find((p) => p.type === type)?.letter;
  const out: Spec = {};
  const castling = buildCastling(ctx, letterOf);
  if (castling) out.castling = castling;
  const promotion = buildPromotion(ctx, pieces);
  if (promotion) out.promotion = promotion;
  const hand = buildHand(ctx, pieces);
  if (hand) out.hand = hand;
  const goal = buildGoal(ctx, pieces);
  out.goal = goal;
  buildCounting(ctx, pieces, goal);
  buildCastlingRules(ctx, out);
  out.draws = buildDraws(ctx, goal.type === 'checkmate');
  if (ctx.bool('mustCapture', false)) out.captureRules = { mandatory: true };
  if (ctx.bool('blastOnCapture', false)) {
    const given = ctx.opt('blastImmuneTypes');
    if (given && given.value.trim() !== '-' && (ctx.bool('extinctionPseudoRoyal', false) || pieces.some((p) => p.royal === true))) {
      ctx.refuse(given, 'FSF itself does not support blastImmuneTypes beside a royal or pseudo-royal piece');
    }
    // FSF's blast never takes a pawn on the squares around
    const immune = [...new Set([...typeLetters(ctx, ['pawn']), ...ctx.letters('blastImmuneTypes', [])])];
    out.explosion = immune.length > 0 ? { blast: ['W', 'F'], immune } : { blast: ['W', 'F'] };
  }
  passing(ctx, out);
  out.start = startFen(ctx, castling !== undefined);
  confine(ctx, pieces);
  return out;
}

/** Options refused outright (the option table's), wherever they are set with a value other than the default's. */
function refuseSet(ctx: BuildContext): void {
  // every refused option's FSF default is off: any of these values is its default
  const harmless = new Set(['false', '-', '0', 'none', '']);
  for (const o of ctx.state.options.values()) {
    const entry = OPTION_TABLE[o.key];
    if (entry?.kind === 'refused' && !harmless.has(o.value.trim())) ctx.refuse(o, `not expressible yet: ${entry.why}`);
  }
}

function startFen(ctx: BuildContext, castling: boolean): string {
  const o = ctx.opt('startFen');
  const fen = (o?.value ?? 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1').trim().split(/\s+/);
  fen[0] = fen[0]!.replace(/\[-\]$/, '[]');
  if (fen[0]!.includes('*')) ctx.refuse(o, 'wall squares (*) in the start position are not in the language');
  // FSF reads a FEN without its castling or en-passant field; the language writes every field
  if (fen.length > 2 && /^\d+$/.test(fen[2]!)) fen.splice(2, 0, '-');
  if (fen.length > 3 && /^\d+$/.test(fen[3]!)) fen.splice(3, 0, '-');
  if (!castling && fen.length > 2) fen[2] = '-';
  return fen.join(' ');
}

function buildCastling(ctx: BuildContext, letterOf: (type: string) => string | undefined): Spec | undefined {
  if (!ctx.bool('castling', true)) return undefined;
  const king = ctx.letters('castlingKingPiece', [letterOf('king') ?? ''])[0];
  const rooks = ctx.opt('castlingRookPieces') ? ctx.letters('castlingRookPieces', []) : ctx.letters('castlingRookPiece', [letterOf('rook') ?? '']);
  if (!king || rooks.length === 0) return undefined;
  // FSF keeps only the rights the start FEN gives; a side given none never castles
  const rights = (ctx.opt('startFen')?.value ?? 'x w KQkq').trim().split(/\s+/)[2] ?? '-';
  const white = /[A-Z]/.test(rights);
  const black = /[a-z]/.test(rights);
  if (!white && !black) return undefined;
  const spec: Spec = { king, rook: rooks[0] };
  if (white !== black) spec.side = white ? 'white' : 'black';
  if (rooks.length > 1) spec.partners = rooks.slice(1);
  const fileOf = (key: string, fallback: string): string => {
    const o = ctx.opt(key);
    if (!o) return fallback;
    const v = o.value.trim();
    return /^\d+$/.test(v) ? String.fromCharCode(96 + Number(v)) : v.toLowerCase();
  };
  const rank = readInt(ctx.opt('castlingRank'), 1, 1, 16, ctx.refuse);
  if (rank !== 1) spec.rank = rank;
  const kingFile = kingStartFile(ctx, king, rank);
  const ks = fileOf('castlingKingsideFile', 'g');
  const qs = fileOf('castlingQueensideFile', 'c');
  if (kingFile === undefined || ks.charCodeAt(0) - 96 !== kingFile + 2) spec.kingside = ks;
  if (kingFile === undefined || qs.charCodeAt(0) - 96 !== kingFile - 2) spec.queenside = qs;
  const kf = ctx.opt('castlingKingFile');
  if (kf && kingFile !== undefined && fileOf('castlingKingFile', 'e').charCodeAt(0) - 96 !== kingFile) ctx.refuse(kf, "the castling king's file differs from where the king starts");
  if (ctx.bool('castlingDroppedPiece', false)) spec.byDrop = true;
  return spec;
}

/** The file (from 1) of White's castling king on the castling rank of the start position. */
function kingStartFile(ctx: BuildContext, king: string, rank: number): number | undefined {
  const board = (ctx.opt('startFen')?.value ?? 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR').trim().split(/\s+/)[0]!.replace(/\[.*$/, '');
  const row = board.split('/')[ctx.board.ranks - rank];
  if (row === undefined) return undefined;
  let file = 0;
  for (const m of row.matchAll(/(\d+)|(\+?[A-Za-z]~?)/g)) {
    if (m[1]) file += Number(m[1]);
    else {
      file++;
      if (m[2] === king.toUpperCase()) return file;
    }
  }
  return undefined;
}

/** FSF's promotion regions of White and of Black. */
function promotionSquares(ctx: BuildContext): { white: Set<string>; black: Set<string> } {
  const { board } = ctx;
  const rankOpt = ctx.opt('promotionRank');
  if (rankOpt && !ctx.opt('promotionRegionWhite')) {
    const r = readInt(rankOpt, 8, 1, 16, ctx.refuse);
    const white = readSquares(Array.from({ length: board.ranks - r + 1 }, (_, i) => `*${r + i}`).join(' '), board) as Set<string>;
    const black = readSquares(Array.from({ length: board.ranks - r + 1 }, (_, i) => `*${board.ranks - r + 1 - i}`).join(' '), board) as Set<string>;
    return { white, black };
  }
  return {
    white: ctx.squares('promotionRegionWhite', readSquares('*8', board) as Set<string>),
    black: ctx.squares('promotionRegionBlack', readSquares('*1', board) as Set<string>),
  };
}

/** Promotion zones, as ranks or a region, for both sides or (where FSF's two regions are not mirrors) White's and Black's. */
function zones(ctx: BuildContext, mandatory: boolean): { both?: Spec[]; white?: Spec[]; black?: Spec[] } {
  const { board } = ctx;
  const { white, black } = promotionSquares(ctx);
  const asRanks = (set: Set<string>, side: 'white' | 'black'): Spec[] | undefined => {
    const ranks = wholeRanks(set, board);
    if (!ranks) return undefined;
    return ranks.map((r) => ({ rank: side === 'white' ? r - board.ranks - 1 : -r, mandatory }));
  };
  if (relation(white, black, board) === 'mirror') {
    const ranks = white.size > 0 ? asRanks(white, 'white') : undefined;
    if (ranks) return { both: ranks };
    const region = sideRegion(ctx, 'promotion_zone', white, black);
    return region ? { both: [{ region, mandatory }] } : {};
  }
  const one = (set: Set<string>, side: 'white' | 'black'): Spec[] | undefined => {
    if (set.size === 0) return undefined;
    const ranks = asRanks(set, side);
    if (ranks) return ranks;
    ctx.regions[`${side}_promotion`] = { squares: sortedSquares(set), mirror: false };
    return [{ region: `${side}_promotion`, mandatory }];
  };
  return { white: one(white, 'white'), black: one(black, 'black') };
}

/** FSF's immobilityIllegal bars a pawn's move to its last rank without promoting (it could never move again): promotion is compulsory there. */
function lastRankCompulsory(z: { both?: Spec[]; white?: Spec[]; black?: Spec[] }): void {
  for (const list of [z.both, z.white, z.black]) for (const zone of list ?? []) if (zone.rank === -1) zone.mandatory = true;
}

function buildPromotion(ctx: BuildContext, pieces: Spec[]): Spec | undefined {
  const pawnKey = ctx.opt('promotionPawnTypes') ? 'promotionPawnTypes' : 'pawnTypes';
  // a pawn type that starts neither on the board nor in a hand never stands anywhere (FSF's default pawn of a pawnless variant)
  const position = (ctx.opt('startFen')?.value ?? 'p').trim().split(/\s+/)[0]!.toLowerCase();
  const pawns = ctx.letters(pawnKey, typeLetters(ctx, ['pawn'])).filter((l) => position.includes(l));
  const choices = ctx.letters('promotionPieceTypes', typeLetters(ctx, ['queen', 'rook', 'bishop', 'knight']));
  const forms = promotedForms(ctx, pieces);
  const promoting = choices.length > 0 ? pawns.filter((p) => !forms.includes(p)) : [];
  // FSF demotes any piece it marks promoted, a pawn's promoted piece too, into its unpromoted
  // piece, which a pawn's promotion leaves unrecorded: only forms have a piece to turn back into
  if (promoting.length > 0 && ctx.bool('pieceDemotion', false)) ctx.refuse(ctx.opt('pieceDemotion'), "demotion beside a pawn's promotion into chosen pieces");
  if (promoting.length === 0 && forms.length === 0) return undefined;
  const pawnMandatory = ctx.bool('mandatoryPawnPromotion', true);
  const pieceMandatory = ctx.bool('mandatoryPiecePromotion', false);
  const main = zones(ctx, forms.length > 0 ? pieceMandatory : pawnMandatory);
  if (forms.length === 0 && !pawnMandatory && ctx.bool('immobilityIllegal', false)) lastRankCompulsory(main);
  const rules: Spec[] = [];
  let first: Spec[] | undefined = main.both;
  if (!main.both) {
    // White's zones are the block's; Black's a rule; a side with no region never promotes
    first = main.white ?? main.black;
    if (!first) return undefined;
    const never = (side: string): Spec => ({ side, zones: [{ rank: 1, mandatory: false }], choices: [] });
    if (!main.white) rules.push(never('white'));
    if (main.black && main.white) rules.push({ side: 'black', zones: main.black });
    if (!main.black) rules.push(never('black'));
  }
  if (!first) return undefined;
  const spec: Spec = { pieces: [...promoting, ...forms], zones: first };
  if (promoting.length > 0) spec.choices = choices;
  if (forms.length > 0 && promoting.length > 0 && pawnMandatory !== pieceMandatory) {
    const pz = zones(ctx, pawnMandatory);
    if (pz.both) rules.push({ pieces: promoting, zones: pz.both });
    else {
      if (pz.white) rules.push({ pieces: promoting, side: 'white', zones: pz.white });
      if (pz.black) rules.push({ pieces: promoting, side: 'black', zones: pz.black });
    }
  }
  if (rules.some((r) => Array.isArray(r.choices) && r.choices.length === 0)) {
    ctx.refuse(ctx.opt('promotionRegionWhite') ?? ctx.opt('promotionRegionBlack'), 'promotion for one side only is not imported yet');
    return undefined;
  }
  if (rules.length > 0) spec.rules = rules;
  const limits = promotionLimits(ctx, promoting.length > 0 ? choices : []);
  if (limits) spec.limits = limits;
  return spec;
}

/**
 * Gives each piece its promoted form (promotedPieceType: p:g); returns the letters that have one.
 * With pieceDemotion a promoted piece turns back by a move on the same terms as its promotion
 * (FSF's demotion move: optional, or compulsory with mandatoryPiecePromotion): the form reverts.
 */
function promotedForms(ctx: BuildContext, pieces: Spec[]): string[] {
  const o = ctx.opt('promotedPieceType');
  if (!o) return [];
  const reverts = ctx.bool('pieceDemotion', false);
  const out: string[] = [];
  for (const pair of o.value.trim().split(/\s+/)) {
    const m = /^([a-zA-Z]):([a-zA-Z])$/.exec(pair);
    const from = m && pieces.find((p) => p.letter === m[1]!.toLowerCase());
    const to = m && pieces.find((p) => p.letter === m[2]!.toLowerCase());
    if (!from || !to) {
      // a built-in's pairs name piece types (FSF's are by type): one the section removed is just absent
      if (o.line > 0) ctx.refuse(o, `${pair} is not from:to between two pieces of the variant`);
      continue;
    }
    from.promoted = { name: `promoted_${String(from.name)}`, betza: to.betza ?? '', ...(to.moves ? { moves: to.moves } : {}), ...(reverts ? { reverts: true } : {}) };
    out.push(String(from.letter));
  }
  return out;
}

/** Whether drops fall (FSF's enclosingDrop = top, or dropOnTop, which an enclosingDrop given after it overrides); other enclosing rules are refused. */
function gravity(ctx: BuildContext): boolean {
  const o = ctx.opt('enclosingDrop');
  if (!o) return ctx.bool('dropOnTop', false);
  const rule = o.value.trim();
  if (rule !== 'top' && rule !== 'none') ctx.refuse(o, `not expressible yet: drops that must enclose or avoid pieces (reversi, ataxx, snort) or slide in from an edge (anyside) are not in the language`);
  return rule === 'top';
}

function buildHand(ctx: BuildContext, pieces: Spec[]): Spec | undefined {
  const falls = gravity(ctx);
  const drops = ctx.bool('pieceDrops', false);
  const toHand = ctx.bool('capturesToHand', false);
  if (!drops) {
    if (toHand) ctx.refuse(ctx.opt('capturesToHand'), 'captures to hand without drops is not imported yet');
    return undefined;
  }
  const hand: Spec = { captures: toHand ? 'capturer' : 'none' };
  const promotes = pieces.some((p) => p.pawn === true) && ctx.letters('promotionPieceTypes', typeLetters(ctx, ['queen', 'rook', 'bishop', 'knight'])).length > 0;
  if (toHand && promotes && !ctx.bool('dropLoop', false)) hand.demote = true;
  const rules: Spec[] = [];
  const pawn = ctx.state.pieces.find((p) => p.type === 'pawn')?.letter;
  if (pawn) {
    const ranks: number[] = [];
    if (!ctx.bool('firstRankPawnDrops', false)) ranks.push(1);
    if (!ctx.bool('promotionZonePawnDrops', false)) {
      const zone = ctx.squares('promotionRegionWhite', readSquares('*8', ctx.board) as Set<string>);
      const whole = wholeRanks(zone, ctx.board);
      if (whole) ranks.push(...whole.map((r) => r - ctx.board.ranks - 1));
      else ctx.refuse(ctx.opt('promotionRegionWhite'), 'pawn drops outside a promotion region of whole ranks are not imported yet');
    }
    if (ranks.length > 0) rules.push({ rule: 'notOnRanks', pieces: [pawn], ranks: [...new Set(ranks)] });
  }
  // FSF reads whiteDropRegion, then dropRegionWhite (the last given wins); a side without one drops anywhere
  const board = allSquares(ctx.board);
  const wKey = lastGiven(ctx, ['whiteDropRegion', 'dropRegionWhite']);
  const bKey = lastGiven(ctx, ['blackDropRegion', 'dropRegionBlack']);
  let white = wKey ? ctx.squares(wKey, board) : board;
  let black = bKey ? ctx.squares(bKey, board) : board;
  // a side that never holds a piece (none in its hand at the start, captures not to hand) has no say
  const held = /\[([^\]]*)\]/.exec(ctx.opt('startFen')?.value ?? '')?.[1] ?? '';
  if (!toHand && !/[A-Z]/.test(held) && bKey) white = new Set([...black].map((sq) => mirrorSquare(sq, ctx.board)));
  if (!toHand && !/[a-z]/.test(held) && wKey) black = new Set([...white].map((sq) => mirrorSquare(sq, ctx.board)));
  if (white.size < board.size || black.size < board.size) {
    const region = sideRegion(ctx, 'drop_region', white, black);
    if (region) rules.push({ rule: 'onlyInRegion', pieces: pieces.map((p) => String(p.letter)), region });
  }
  if (ctx.bool('immobilityIllegal', false)) rules.push({ rule: 'notImmobile', pieces: pieces.map((p) => String(p.letter)) });
  const nifu = ctx.letters('dropNoDoubled', []);
  if (nifu.length > 0) {
    const count = readInt(ctx.opt('dropNoDoubledCount'), 1, 0, 16, ctx.refuse);
    // a count of 0 forbids every drop of the piece (FSF: no file has fewer than none)
    if (count === 0) rules.push({ rule: 'notOnRanks', pieces: nifu, ranks: Array.from({ length: ctx.board.ranks }, (_, i) => i + 1) });
    else rules.push(count === 1 ? { rule: 'perFile', pieces: nifu } : { rule: 'perFile', pieces: nifu, count });
  }
  if (ctx.bool('shogiPawnDropMateIllegal', false)) {
    const p = ctx.state.pieces.find((x) => x.type === 'shogiPawn' || x.type === 'pawn')?.letter;
    if (p) rules.push({ rule: 'noMate', pieces: [p] });
  }
  // FSF sees a check only against its king type: without one (atomic's commoner), dropChecks bars nothing
  if (!ctx.bool('dropChecks', true) && ctx.state.pieces.some((p) => p.type === 'king')) rules.push({ rule: 'noCheck', pieces: pieces.map((p) => String(p.letter)) });
  if (ctx.bool('dropOppositeColoredBishop', false)) rules.push({ rule: 'bothColours', pieces: ctx.letters('bishop', ['b']) });
  if (falls) rules.push({ rule: 'onTop', pieces: pieces.map((p) => String(p.letter)) });
  if (rules.length > 0) hand.drops = rules;
  if (ctx.bool('mustDrop', false)) hand.mustDrop = true;
  if (ctx.bool('dropPromoted', false)) hand.dropForms = true;
  return hand;
}

function value(ctx: BuildContext, key: string, fallback: string, allowed: readonly string[]): string {
  const o = ctx.opt(key);
  if (!o) return fallback;
  const v = VALUES[o.value.trim()] ?? o.value.trim();
  if (!allowed.includes(v)) ctx.refuse(o, `${o.value} is not one of ${allowed.join(', ')}`);
  return allowed.includes(v) ? v : fallback;
}

function buildGoal(ctx: BuildContext, pieces: Spec[]): Spec {
  const stalemate = ctx.bool('stalematePieceCount', false) ? 'count' : value(ctx, 'stalemateValue', 'draw', ['draw', 'loss', 'win']);
  const conditions: Spec[] = extinctionConditions(ctx, pieces, value(ctx, 'extinctionValue', 'none', ['none', 'win', 'loss', 'draw']));
  // pseudo-royal pieces are checkmated as royal ones are (where captures explode, the count decides instead)
  const pseudo = conditions.some((c) => c.pseudoRoyal === true) && !ctx.bool('blastOnCapture', false);
  const royal = pieces.some((p) => p.royal === true) || pseudo;
  conditions.push(...flagConditions(ctx, pieces));
  if (ctx.bool('checkCounting', false)) {
    const field = (ctx.opt('startFen')?.value ?? '').trim().split(/\s+/).find((f) => /^\d+\+\d+$/.test(f));
    // a start FEN without the checks field gives each side one check to give, as FSF reads it (checkshogi)
    conditions.push({ type: 'checks', count: field ? Number(field.split('+')[0]) : 1, outcome: 'win' });
  }
  conditions.push(...connectConditions(ctx));
  if (!royal) return conditions.length > 0 ? { type: 'conditions', stalemate, conditions } : { type: 'conditions', stalemate };
  const goal: Spec = { type: 'checkmate', stalemate };
  const mated = value(ctx, 'checkmateValue', 'loss', ['loss', 'win', 'draw']);
  if (mated !== 'loss') goal.checkmated = mated;
  if (!ctx.bool('checking', true)) goal.noChecks = true;
  if (ctx.bool('flyingGeneral', false)) goal.flyingGeneral = true;
  if (ctx.bool('bikjangRule', false)) goal.bikjang = true;
  if (ctx.bool('makpongRule', false)) goal.checkedRoyalStays = true;
  if (conditions.length > 0) goal.conditions = conditions;
  return goal;
}

/** mobilityRegion<Side><Piece>: the piece's moves end only inside the region. */
function confine(ctx: BuildContext, pieces: Spec[]): void {
  for (const p of ctx.state.pieces) {
    const cap = p.type.charAt(0).toUpperCase() + p.type.slice(1);
    const w = ctx.opt(`mobilityRegionWhite${cap}`);
    const b = ctx.opt(`mobilityRegionBlack${cap}`);
    if (!w && !b) continue;
    const all = allSquares(ctx.board);
    const white = ctx.squares(`mobilityRegionWhite${cap}`, all);
    const black = ctx.squares(`mobilityRegionBlack${cap}`, all);
    const region = sideRegion(ctx, `${p.letter}_area`, white, black);
    const spec = pieces.find((x) => x.letter === p.letter);
    if (region && spec) spec.confined = region;
    else if (!region) ctx.refuse(b ?? w, 'a mobility region with no square is not in the language');
  }
}

