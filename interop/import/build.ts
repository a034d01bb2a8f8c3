// The whole spec of one section, from its rules as Fairy-Stockfish holds them (state.ts): every
// key stated, FSF's defaults made explicit. diff.ts then keeps only what differs from the parent.
// Each option that cannot be said is recorded as a refusal at the line that set it.

import type { FsfPiece, FsfState, Located } from './state.ts';
import { mirrorSquare, readSquares, relation, wholeRanks } from './squares.ts';
import { readInt, type BuildContext, type Refusal, type Spec } from './context.ts';

export type { Refusal, Spec } from './context.ts';
import { translateBetza } from './betza.ts';
import { buildRules } from './build-rules.ts';
import { fitPiecesToBoard } from './board-fit.ts';

/**
 * The state without the inherited piece types that never stand anywhere: not in the start
 * position (board or hand), no promotion's choice or form, not royal. FSF keeps them as types of
 * the variant; the language would refuse their moves where they cannot land (1d-chess's bishop).
 */
function withoutAbsentPieces(state: FsfState): FsfState {
  const fen = (state.options.get('startFen')?.value ?? 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR').trim().split(/\s+/)[0]!.toLowerCase();
  const kept = new Set([...fen].filter((c) => /[a-z]/.test(c)));
  const pawnLike = new Set(state.pieces.filter((p) => p.type === 'pawn').map((p) => p.letter));
  for (const c of (state.options.get('pawnTypes')?.value ?? '') + (state.options.get('promotionPawnTypes')?.value ?? '')) pawnLike.add(c.toLowerCase());
  if ([...pawnLike].some((l) => kept.has(l))) {
    const choices = state.options.get('promotionPieceTypes')?.value;
    if (choices === undefined) for (const p of state.pieces) if (['queen', 'rook', 'bishop', 'knight'].includes(p.type)) kept.add(p.letter);
    for (const c of choices ?? '') kept.add(c.toLowerCase());
    for (const k of ['promotionPieceTypesWhite', 'promotionPieceTypesBlack']) for (const c of state.options.get(k)?.value ?? '') kept.add(c.toLowerCase());
  }
  for (const c of (state.options.get('promotedPieceType')?.value ?? '').replace(/[^a-zA-Z]/g, '')) kept.add(c.toLowerCase());
  const pieces = state.pieces.filter((p) => p.at !== undefined || p.royal || kept.has(p.letter));
  return pieces.length === state.pieces.length ? state : { ...state, pieces };
}

/** The section's whole spec, the options it cannot say, and notes on what it states otherwise than FSF's text (board-fit.ts). */
export function buildSpec(full: FsfState): { spec: Spec; refusals: Refusal[]; notes: string[] } {
  const state = withoutAbsentPieces(full);
  const refusals: Refusal[] = [];
  const refuse = (at: Located | undefined, reason: string): void => void refusals.push({ at: at ?? { key: 'rules', value: 'as inherited', line: 0, col: 0, where: 'defaults' }, reason });
  const opt = (key: string): Located | undefined => state.options.get(key);
  const files = readFile(opt('maxFile'), refuse);
  const ranks = readInt(opt('maxRank'), 8, 1, 16, refuse);
  const board = { files, ranks };
  const has = new Set(state.pieces.map((p) => p.letter));
  const ctx: BuildContext = {
    state, board, refusals, regions: {}, opt, refuse,
    bool: (key, fallback) => {
      const o = opt(key);
      if (!o) return fallback;
      if (o.value !== 'true' && o.value !== 'false') refuse(o, 'expected true or false');
      return o.value === 'true';
    },
    letters: (key, fallback) => {
      const o = opt(key);
      if (!o) return fallback.filter((l) => has.has(l));
      if (o.value.trim() === '-') return [];
      if (o.value.trim() === '*') return [...has];
      const out: string[] = [];
      for (const c of o.value.replace(/\s+/g, '').toLowerCase()) {
        // a built-in's list names piece types (FSF's are by type): one the section removed is just absent
        if (!has.has(c)) {
          if (o.line > 0) refuse(o, `${c} is no piece of the variant`);
        }
        else if (!out.includes(c)) out.push(c);
      }
      return out;
    },
    squares: (key, fallback) => {
      const o = opt(key);
      if (!o) return new Set(fallback);
      const set = readSquares(o.value, board);
      if (typeof set === 'string') {
        refuse(o, set);
        return new Set();
      }
      return set;
    },
  };
  const pieces = buildPieces(ctx);
  const spec: Spec = { board: { files, ranks } };
  if (pieces.sided) spec.leftRight = 'relative';
  spec.pieces = pieces.list;
  Object.assign(spec, buildRules(ctx, pieces.list));
  if (Object.keys(ctx.regions).length > 0) spec.regions = ctx.regions;
  const notes = fitPiecesToBoard(pieces.list, board);
  return { spec, refusals, notes };
}

function readFile(o: Located | undefined, refuse: (at: Located | undefined, reason: string) => void): number {
  if (!o) return 8;
  const v = o.value.trim();
  const n = /^\d+$/.test(v) ? Number(v) : /^[a-z]$/.test(v) ? v.charCodeAt(0) - 96 : NaN;
  if (!(n >= 1 && n <= 16)) {
    refuse(o, 'expected a file letter a-p or a number 1-16');
    return 8;
  }
  return n;
}

/** The relative ranks of FSF's double-step region (each side its own), or undefined when not whole mirrored ranks. */
function doubleStepRanks(ctx: BuildContext): number[] | undefined {
  const { board } = ctx;
  const min = ctx.opt('doubleStepRankMin');
  const max = ctx.opt('doubleStepRank');
  let white: Set<string>;
  let black: Set<string>;
  if (min || max) {
    const lo = readInt(min, 2, 1, 16, ctx.refuse);
    const hi = readInt(max, 2, 1, 16, ctx.refuse);
    const ranks = Array.from({ length: Math.max(0, hi - lo + 1) }, (_, i) => `*${lo + i}`).join(' ');
    white = readSquares(ranks, board) as Set<string>;
    black = readSquares(Array.from({ length: Math.max(0, hi - lo + 1) }, (_, i) => `*${board.ranks + 1 - lo - i}`).join(' '), board) as Set<string>;
  } else {
    white = ctx.squares('doubleStepRegionWhite', readSquares('*2', board) as Set<string>);
    // FSF's default regions are ranks 2 and 7 whatever the board's height
    black = ctx.squares('doubleStepRegionBlack', readSquares('*7', board) as Set<string>);
  }
  return pawnStepRanks(ctx, white, black);
}

/** The relative ranks of FSF's triple-step region (none by default), or undefined when not whole mirrored ranks. */
function tripleStepRanks(ctx: BuildContext): number[] | undefined {
  const white = ctx.squares('tripleStepRegionWhite', new Set());
  const black = ctx.squares('tripleStepRegionBlack', new Set());
  return pawnStepRanks(ctx, white, black);
}

/** A pawn step's region (White's and Black's squares) as relative ranks, or undefined when not whole mirrored ranks. */
function pawnStepRanks(ctx: BuildContext, white: Set<string>, black: Set<string>): number[] | undefined {
  const { board } = ctx;
  // a side whose pawns never stand on the board (none at the start, no drops) has no say
  const fen = (ctx.opt('startFen')?.value ?? 'P p').split(/\s/)[0]!;
  const pawn = ctx.state.pieces.find((p) => p.type === 'pawn')?.letter ?? 'p';
  const drops = ctx.bool('pieceDrops', false);
  if (!drops && !fen.includes(pawn)) black = new Set([...white].map((s) => mirrorSquare(s, board)));
  if (!drops && !fen.includes(pawn.toUpperCase())) white = new Set([...black].map((s) => mirrorSquare(s, board)));
  const ranks = wholeRanks(white, board);
  if (ranks === undefined || relation(white, black, board) !== 'mirror') return undefined;
  return ranks;
}

const OBLIQUE_ATOMS = /[NCZLJ]$/;

/**
 * FSF leaves en-passant squares only after a pawn's initial (i) move, on the line between its
 * squares; ours after any quiet non-jumping leap of a pawn. So a pawn's other lame leaps (xhess's
 * mnN), and its oblique initial ones, are written as moves with `passable: false`.
 */
function fsfPassage(piece: Spec): void {
  const moves = (piece.moves ?? []) as Spec[];
  for (const m of moves) if (typeof m.betza === 'string' && m.ranks !== undefined && m.betza.includes('n') && OBLIQUE_ATOMS.test(m.betza)) m.passable = false;
  if (typeof piece.betza !== 'string') return;
  let kept = '';
  for (const g of piece.betza.match(/[a-z]*[A-Z](\d+)?/g) ?? []) {
    const lame = /^[a-z]*n[a-z]*[A-Z]/.test(g) && !/[WF]$/.test(g);
    if (lame) moves.push({ betza: g, passable: false });
    else kept += g;
  }
  piece.betza = kept;
  if (moves.length > 0) piece.moves = moves;
}

/** FSF's key as a piece name: camelCase to snake_case, customPieceN to customN. */
function pieceName(type: string): string {
  if (type.startsWith('customPiece')) return `custom${type.slice('customPiece'.length)}`;
  return type.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * Whose quiet moves of a piece letter reset the move rule: FSF's nMoveRuleTypes (default the pawn
 * types) for both sides, then nMoveRuleTypesWhite and nMoveRuleTypesBlack for one side each.
 */
function moveRuleResets(ctx: BuildContext, pawnTypes: ReadonlySet<string>): (letter: string) => boolean | 'white' | 'black' {
  const both = ctx.opt('nMoveRuleTypes') ? new Set(ctx.letters('nMoveRuleTypes', [])) : pawnTypes;
  const side = (key: string): ReadonlySet<string> => (ctx.opt(key) ? new Set(ctx.letters(key, [])) : both);
  const white = side('nMoveRuleTypesWhite');
  const black = side('nMoveRuleTypesBlack');
  return (letter) => (white.has(letter) && black.has(letter) ? true : white.has(letter) ? 'white' : black.has(letter) ? 'black' : false);
}

function buildPieces(ctx: BuildContext): { list: Spec[]; sided: boolean } {
  const doubleStep = ctx.bool('doubleStep', true);
  const ranks = doubleStepRanks(ctx);
  // FSF's default pawn types are its pawn type, not whatever piece has the letter p (a soldier, a shogi pawn)
  const pawnTypes = new Set(ctx.letters('pawnTypes', ctx.state.pieces.filter((p) => p.type === 'pawn').map((p) => p.letter)));
  const epTypes = ctx.opt('enPassantTypes') ? new Set(ctx.letters('enPassantTypes', [])) : undefined;
  const resets = moveRuleResets(ctx, pawnTypes);
  const list: Spec[] = [];
  let sided = false;
  for (const p of ctx.state.pieces) {
    const spec = buildPiece(ctx, p, doubleStep, ranks);
    if (!spec) continue;
    sided ||= spec.sided;
    const piece = spec.piece;
    const isPawn = p.type === 'pawn' || pawnTypes.has(p.letter);
    if (isPawn && p.type !== 'pawn' && ctx.opt('pawnTypes')) piece.pawn = true;
    if (piece.pawn === true) fsfPassage(piece);
    const ep = epTypes ? epTypes.has(p.letter) : isPawn || spec.takesEnPassant;
    if (ep !== (piece.pawn === true)) piece.takesEnPassant = ep;
    const reset = resets(p.letter);
    if (reset !== (piece.pawn === true)) piece.resetsMoveRule = reset;
    list.push(piece);
  }
  return { list, sided };
}

function buildPiece(ctx: BuildContext, p: FsfPiece, doubleStep: boolean, ranks: number[] | undefined): { piece: Spec; sided: boolean; takesEnPassant: boolean } | undefined {
  const where = p.at ?? ({ key: p.type, value: p.letter, line: 0, col: 0, where: 'fairy' } as Located);
  const piece: Spec = { name: pieceName(p.type), letter: p.letter };
  if (p.royal) piece.royal = true;
  if (p.type === 'pawn') {
    piece.pawn = true;
    piece.betza = 'mfWcfF';
    if (doubleStep) {
      if (ranks === undefined) {
        const at = ctx.opt('doubleStepRegionBlack') ?? ctx.opt('doubleStepRegionWhite') ?? ctx.opt('maxRank') ?? where;
        ctx.refuse(at, "the pawns' double-step ranks (FSF's default: ranks 2 and 7 of the board, whatever its height) are not the same for both sides");
      }
      else if (ranks.length > 0) piece.moves = [{ betza: 'mfnD', ranks }];
    }
    tripleStep(ctx, piece);
    return { piece, sided: false, takesEnPassant: true };
  }
  const fixed = fixedTypeMoves(ctx, p);
  if (fixed) {
    Object.assign(piece, fixed);
    return { piece, sided: false, takesEnPassant: false };
  }
  const t = translateBetza(p.betza, ranks, p.type === 'janggiElephant' ? 'orthogonal-first' : undefined);
  if (typeof t === 'string') {
    ctx.refuse(where, t);
    return undefined;
  }
  piece.betza = t.betza;
  if (t.moves.length > 0) piece.moves = t.moves;
  return { piece, sided: t.sided, takesEnPassant: t.takesEnPassant };
}

/** FSF's pawn triple step: three squares straight ahead through empty squares, from its region, leaving both passed squares en passant. */
function tripleStep(ctx: BuildContext, piece: Spec): void {
  const set = ctx.opt('tripleStepRegionWhite') ?? ctx.opt('tripleStepRegionBlack');
  if (!set) return;
  const ranks = tripleStepRanks(ctx);
  if (ranks === undefined) ctx.refuse(ctx.opt('tripleStepRegionBlack') ?? set, "the pawns' triple-step ranks are not the same for both sides");
  else if (ranks.length > 0) piece.moves = [...((piece.moves ?? []) as Spec[]), { betza: 'mfnH', ranks }];
}

/**
 * The moves of FSF piece types whose rules its Betza leaves out: the soldier steps sideways only
 * from its soldierPromotionRank on (relative to its side; FSF's default, rank 1, is everywhere),
 * and the janggi cannon neither jumps over nor takes a janggi cannon.
 */
function fixedTypeMoves(ctx: BuildContext, p: FsfPiece): Spec | undefined {
  if (p.type === 'soldier') {
    const rank = readInt(ctx.opt('soldierPromotionRank'), 1, 1, 16, ctx.refuse);
    if (rank <= 1) return { betza: 'fsW' };
    if (rank > ctx.board.ranks) return { betza: 'fW' };
    ctx.regions.soldier_sideways = { ranks: [rank, ctx.board.ranks] };
    return { moves: [{ betza: 'fW' }, { betza: 'sW', from: 'soldier_sideways' }] };
  }
  if (p.type === 'janggiCannon') return { moves: [{ betza: 'pR', screenExcept: [p.letter], captureExcept: [p.letter] }] };
  return undefined;
}
