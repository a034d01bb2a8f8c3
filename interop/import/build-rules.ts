// The rules of a section besides its board and pieces: start, castling, promotion, hand, goal,
// draws, capture obligation, explosion and passing, each with FSF's default made explicit.

import { readInt, sideRegion, type BuildContext, type Spec } from './context.ts';
import { mirrorSquare, readSquares, relation, sortedSquares, wholeRanks } from './squares.ts';
import { OPTION_TABLE } from './options.ts';
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
  out.goal = buildGoal(ctx, pieces);
  const moveRule = readInt(ctx.opt('nMoveRule'), 50, 0, 100000, ctx.refuse);
  const repetition = readInt(ctx.opt('nFoldRule'), 3, 0, 100000, ctx.refuse);
  const fold = ctx.opt('nFoldValue');
  if (fold && fold.value !== 'draw') ctx.refuse(fold, 'a repetition that ends other than in a draw is not in the language');
  out.draws = { moveRule, repetition };
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

/** Gives each piece its promoted form (promotedPieceType: p:g); returns the letters that have one. */
function promotedForms(ctx: BuildContext, pieces: Spec[]): string[] {
  const o = ctx.opt('promotedPieceType');
  if (!o) return [];
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
    from.promoted = { name: `promoted_${String(from.name)}`, betza: to.betza ?? '', ...(to.moves ? { moves: to.moves } : {}) };
    out.push(String(from.letter));
  }
  return out;
}

function buildHand(ctx: BuildContext, pieces: Spec[]): Spec | undefined {
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
  let white = ctx.squares(ctx.opt('whiteDropRegion') ? 'whiteDropRegion' : 'dropRegionWhite', new Set());
  let black = ctx.squares(ctx.opt('blackDropRegion') ? 'blackDropRegion' : 'dropRegionBlack', new Set());
  // a side that never holds a piece (none in its hand at the start, captures not to hand) has no say
  const held = /\[([^\]]*)\]/.exec(ctx.opt('startFen')?.value ?? '')?.[1] ?? '';
  if (!toHand && !/[A-Z]/.test(held) && black.size > 0) white = new Set([...black].map((sq) => mirrorSquare(sq, ctx.board)));
  if (!toHand && !/[a-z]/.test(held) && white.size > 0) black = new Set([...white].map((sq) => mirrorSquare(sq, ctx.board)));
  if (white.size > 0 || black.size > 0) {
    const region = sideRegion(ctx, 'drop_region', white, black);
    const all = pieces.map((p) => String(p.letter));
    if (region) rules.push({ rule: 'onlyInRegion', pieces: all, region });
    else ctx.refuse(ctx.opt('dropRegionBlack') ?? ctx.opt('dropRegionWhite'), "Black's drop region is neither White's mirrored nor the same squares");
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
  const royal = pieces.some((p) => p.royal === true);
  const stalemate = ctx.bool('stalematePieceCount', false) ? 'count' : value(ctx, 'stalemateValue', 'draw', ['draw', 'loss', 'win']);
  const conditions: Spec[] = [];
  const extinction = value(ctx, 'extinctionValue', 'none', ['none', 'win', 'loss', 'draw']);
  if (extinction !== 'none') {
    const count = readInt(ctx.opt('extinctionPieceCount'), 0, 0, 64, ctx.refuse);
    if (count !== 0) ctx.refuse(ctx.opt('extinctionPieceCount'), 'an extinction at a piece count above 0 is not in the language');
    const o = ctx.opt('extinctionPieceTypes');
    // FSF ends the game when any one listed type is gone (`*`: when every piece is): a condition per type
    const types = o && o.value.trim() !== '*' ? ctx.letters('extinctionPieceTypes', []) : [undefined];
    const pseudo = ctx.bool('extinctionPseudoRoyal', false);
    if (pseudo && types.length > 1) ctx.refuse(ctx.opt('extinctionPseudoRoyal'), 'pseudo-royal pieces of several types are not imported yet');
    const royal = pieces.filter((p) => p.royal === true).map((p) => String(p.letter));
    if (pseudo && types.some((l) => l === undefined || royal.includes(l))) ctx.refuse(ctx.opt('extinctionPseudoRoyal'), 'a pseudo-royal extinction of a piece that is royal already is not in the language');
    for (const letter of types) {
      const cond: Spec = { type: 'extinction' };
      if (letter !== undefined) cond.pieces = [letter];
      if (pseudo) cond.pseudoRoyal = true;
      cond.outcome = extinction;
      conditions.push(cond);
    }
    const listed = types.filter((l): l is string => l !== undefined);
    const board = String(startFen(ctx, true).split(/\s/)[0]);
    for (const side of [(l: string) => l.toUpperCase(), (l: string) => l]) {
      if (listed.some((l) => !board.includes(side(l)))) {
        ctx.refuse(ctx.opt('extinctionPieceTypes'), 'an extinction of pieces a side does not start with is not in the language');
        break;
      }
    }
  }
  const flag = ctx.opt('flagPiece');
  const fw = ctx.squares(ctx.opt('whiteFlag') ? 'whiteFlag' : ctx.opt('flagRegion') ? 'flagRegion' : 'flagRegionWhite', new Set());
  const fb = ctx.squares(ctx.opt('blackFlag') ? 'blackFlag' : ctx.opt('flagRegion') ? 'flagRegion' : 'flagRegionBlack', new Set());
  if (fw.size > 0 || fb.size > 0) conditions.push(...flagCondition(ctx, flag, fw, fb));
  if (ctx.bool('checkCounting', false)) {
    const field = (ctx.opt('startFen')?.value ?? '').trim().split(/\s+/).find((f) => /^\d+\+\d+$/.test(f));
    if (field) conditions.push({ type: 'checks', count: Number(field.split('+')[0]), outcome: 'win' });
    else ctx.refuse(ctx.opt('checkCounting'), 'check counting needs the checks in the start FEN (3+3)');
  }
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

function flagCondition(ctx: BuildContext, flag: ReturnType<BuildContext['opt']>, white: Set<string>, black: Set<string>): Spec[] {
  const at = flag ?? ctx.opt('flagRegionWhite') ?? ctx.opt('flagRegion');
  const count = readInt(ctx.opt('flagPieceCount'), 1, 1, 64, ctx.refuse);
  if (count !== 1) ctx.refuse(ctx.opt('flagPieceCount'), 'a flag win by more than one piece is not in the language');
  const letters = flag && flag.value.trim() !== '*' ? ctx.letters('flagPiece', []) : ctx.state.pieces.map((p) => p.letter);
  const cond: Spec = { type: 'region', ...(letters.length === 1 ? { piece: letters[0] } : { pieces: letters }) };
  const rel = relation(white, black, ctx.board);
  if (rel === 'same') cond.squares = sortedSquares(white);
  else if (rel === 'mirror') cond.region = sideRegion(ctx, 'flag', white, black);
  else {
    ctx.refuse(at, "Black's flag region is neither White's mirrored nor the same squares");
    return [];
  }
  if (ctx.bool('flagMove', false)) cond.answer = true;
  if (ctx.bool('flagPieceSafe', false)) cond.safe = true;
  cond.outcome = 'win';
  return [cond];
}

/** mobilityRegion<Side><Piece>: the piece's moves end only inside the region. */
function confine(ctx: BuildContext, pieces: Spec[]): void {
  for (const p of ctx.state.pieces) {
    const cap = p.type.charAt(0).toUpperCase() + p.type.slice(1);
    const w = ctx.opt(`mobilityRegionWhite${cap}`);
    const b = ctx.opt(`mobilityRegionBlack${cap}`);
    if (!w && !b) continue;
    const all = readSquares(`*1 ${Array.from({ length: ctx.board.ranks }, (_, i) => `*${i + 1}`).join(' ')}`, ctx.board) as Set<string>;
    const white = ctx.squares(`mobilityRegionWhite${cap}`, all);
    const black = ctx.squares(`mobilityRegionBlack${cap}`, all);
    const region = sideRegion(ctx, `${p.letter}_area`, white, black);
    const spec = pieces.find((x) => x.letter === p.letter);
    if (region && spec) spec.confined = region;
    else ctx.refuse(b ?? w, "Black's mobility region is neither White's mirrored nor the same squares");
  }
}

