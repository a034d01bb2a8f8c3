// The pieces and how they move on the board: piece definitions, confinement, initial moves and
// en passant, castling.

import { boardRank, letters, refuse, set, type ExportContext } from './context.ts';
import { DOUBLE_STEPS, soldierRank, squareList } from './pieces.ts';
import { startSquares } from './start-squares.ts';

function capitalised(key: string): string {
  return key[0].toUpperCase() + key.slice(1);
}

/** The piece definitions (FSF's template has none: a section without a parent starts from no pieces) and their confinement. */
export function writePieces(ctx: ExportContext): void {
  for (const p of ctx.pieces) set(ctx, p.key, p.value);
  ctx.pieces.forEach((p, i) => {
    const piece = ctx.plan.pieces[i];
    const { confined, from } = p.moves;
    if (confined) {
      set(ctx, `mobilityRegionWhite${capitalised(p.key)}`, squareList(ctx.plan, confined.squares[0]));
      set(ctx, `mobilityRegionBlack${capitalised(p.key)}`, squareList(ctx.plan, confined.squares[1]));
    }
    if (from && p.key === 'soldier') set(ctx, 'soldierPromotionRank', soldierRank(ctx.plan, from.squares[0])!);
    else if (from) refuse(ctx, `pieces.${piece.name}`, `moves allowed only from region ${from.name}`);
    if (ctx.plan.leftRight === 'absolute') {
      // FSF turns White's moves half round for Black; ours mirror them, which agrees only on left-right symmetric moves
      const mirrored = [...p.moves.keys].map((k) => k.replace(/ (-?\d+),/, (_, dx: string) => ` ${-Number(dx)},`));
      if (mirrored.some((k) => !p.moves.keys.has(k))) refuse(ctx, `pieces.${piece.name}`, "moves that are not left-right symmetric, read by White's left and right for both sides (FSF reads each side's own: leftRight: relative)");
    }
    if (piece.custodian.length > 0) refuse(ctx, `pieces.${piece.name}.custodian`, 'custodian capture');
    if (piece.components !== null || piece.fusions.length > 0) refuse(ctx, `pieces.${piece.name}.compound`, 'compound pieces that fuse and split');
  });
}

/** Where initial moves may start (FSF's doubleStepRegion, for every piece type at once), and en passant. */
export function writeInitialMoves(ctx: ExportContext): void {
  const starts = startSquares(ctx.plan);
  const region: [Set<number>, Set<number>] = [new Set(), new Set()];
  const unpassable: [Set<number>, Set<number>] = [new Set(), new Set()];
  ctx.plan.pieces.forEach((piece, i) => {
    const moves = ctx.pieces[i].moves;
    const anywhere = ctx.pieces[i].key === 'pawn' && [...moves.keys].some((k) => k === DOUBLE_STEPS[2] || k === DOUBLE_STEPS[3]);
    if (anywhere) for (const colour of [0, 1] as const) for (let c = 0; c < ctx.plan.files * ctx.plan.ranks; c++) region[colour].add(c);
    if (!moves.initial) return;
    for (const colour of [0, 1] as const) {
      const from = moves.initialRanks
        ? moves.initialRanks.flatMap((r) => Array.from({ length: ctx.plan.files }, (_, f) => f + boardRank(ctx, colour, r) * ctx.plan.files))
        : (starts.get(`${colour} ${piece.letter}`) ?? []);
      for (const c of from) region[colour].add(c);
      // the squares an unpassable double step passes over may not be taken en passant
      for (const node of piece.moves) {
        if (!node.initial || !node.quiet || node.doubleStep || !piece.pawn || !node.ranks) continue;
        for (const r of node.ranks) {
          const passed = boardRank(ctx, colour, r + 1);
          for (let f = 0; f < ctx.plan.files; f++) unpassable[colour].add(f + passed * ctx.plan.files);
        }
      }
    }
  });
  const any = region[0].size + region[1].size > 0;
  set(ctx, 'doubleStep', any);
  if (any) {
    set(ctx, 'doubleStepRegionWhite', squareList(ctx.plan, region[0]));
    set(ctx, 'doubleStepRegionBlack', squareList(ctx.plan, region[1]));
  }
  const all = Array.from({ length: ctx.plan.files * ctx.plan.ranks }, (_, c) => c);
  // FSF's region is where the capturing side may take en passant: the squares the other side passed
  if (unpassable[1].size > 0) set(ctx, 'enPassantRegionWhite', squareList(ctx.plan, all.filter((c) => !unpassable[1].has(c))));
  if (unpassable[0].size > 0) set(ctx, 'enPassantRegionBlack', squareList(ctx.plan, all.filter((c) => !unpassable[0].has(c))));
  set(ctx, 'enPassantTypes', letters(ctx, ctx.pieces.flatMap((p, i) => (p.moves.enPassant ? [i] : []))));
  if (ctx.plan.anyEnPassant) refuse(ctx, 'enPassant.anyPiece', 'en passant by any piece over any squares it rode');
}

/** Castling: the king's and partner's types, files and rank, read from the plan's resolved rights. */
export function writeCastling(ctx: ExportContext): void {
  const rights = ctx.plan.castling;
  set(ctx, 'castling', rights.length > 0);
  if (rights.length === 0) return;
  const files = ctx.plan.files;
  const file = (c: number): string => String.fromCharCode(97 + (c % files));
  const white = rights.filter((r) => r.color === 0);
  const first = white[0] ?? rights[0];
  const rank = Math.floor(first.kingFrom / files);
  // FSF's template castles a king on e1 to g1/c1 with partners on the corner files: only what differs is written
  set(ctx, 'castlingKingPiece', ctx.pieces[first.kingType].letter);
  set(ctx, 'castlingRookPieces', letters(ctx, rights.flatMap((r) => r.partners ?? [r.rookType])));
  const castlingRank = (first.color === 0 ? rank : ctx.plan.ranks - 1 - rank) + 1;
  if (castlingRank !== 1) set(ctx, 'castlingRank', castlingRank);
  if (file(first.kingFrom) !== 'e') set(ctx, 'castlingKingFile', file(first.kingFrom));
  for (const r of white.length > 0 ? white : rights) {
    const side = r.rookFrom % files > r.kingFrom % files ? 'Kingside' : 'Queenside';
    if (file(r.kingTo) !== (side === 'Kingside' ? 'g' : 'c')) set(ctx, `castling${side}File`, file(r.kingTo));
    const corner = side === 'Kingside' ? files - 1 : 0;
    if (r.rookFrom % files !== corner) set(ctx, `castlingRook${side}File`, file(r.rookFrom));
    const inner = r.kingTo + (side === 'Kingside' ? -1 : 1);
    if (r.rookTo !== inner) refuse(ctx, 'castling', 'a partner that does not land next to the king on its inner side');
  }
  if (new Set(rights.map((r) => r.kingType)).size > 1) refuse(ctx, 'castling', 'castling kings of more than one type');
  if (ctx.plan.castlingByDrop) set(ctx, 'castlingDroppedPiece', true);
  if (ctx.plan.oppositeCastling) set(ctx, 'oppositeCastling', true);
}
