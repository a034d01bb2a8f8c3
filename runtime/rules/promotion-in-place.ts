// Promotion as a move of its own (plan `promotionInPlace`; sittuyin, as Fairy-Stockfish's
// sittuyinPromotion plays it): instead of moving, a promoting piece standing in its side's region
// (anywhere, where `lastAnywhere` and it is its side's last one) becomes the `into` piece where it
// stands, or on an empty square that piece attacks from there — only while the side has fewer
// `into` pieces than the limit, where the new piece attacks no enemy piece, and when the move
// gives no check. Both engines call `inPlacePromotions` after their piece moves; the record is a
// promotion (M_PROMO) whose from and to may be the same square (UCI `d5d5f`).

import { givesCheck } from '../legal/checks-given.ts';
import type { MoveGenerator } from '../generate/generator.ts';
import { F_IRREVERSIBLE, F_PROMOTION, M_HEADER, M_PROMO, type MoveBuffer } from '../moves.ts';
import { EMPTY, OFFBOARD, pieceCode } from '../board/pieces.ts';
import type { VariantPlan } from '../plan/variant.ts';
import type { Geometry } from '../board/geometry.ts';
import { LIST_STRIDE, type Position } from '../state/position.ts';

export interface InPlaceTables {
  /** By piece code, 1 for the pieces that may promote this way. */
  readonly promoting: Uint8Array;
  /** By colour, the code they become. */
  readonly into: Int32Array;
  /** By colour, 1 on the mailbox squares of the side's region. */
  readonly region: readonly Uint8Array[];
  /** By colour, the offsets of the new piece's capturing leaps, and of its capturing rides. */
  readonly leaps: readonly Int32Array[];
  readonly rides: readonly Int32Array[];
  readonly lastAnywhere: boolean;
  /** Fewer `into` pieces than this on the board to promote; 0 = no limit. */
  readonly limit: number;
}

/** The tables of a plan's in-place promotion, or null when it has none. */
export function inPlaceTables(plan: VariantPlan, geo: Geometry, codes: number): InPlaceTables | null {
  const ip = plan.promotionInPlace;
  if (!ip) return null;
  const promoting = new Uint8Array(codes);
  for (const type of ip.pieces) for (const c of [0, 1]) promoting[pieceCode(type, c)] = 1;
  const region = [0, 1].map((c) => {
    const mask = new Uint8Array(geo.size);
    for (const sq of ip.region.squares[c]) mask[geo.squares[sq]] = 1;
    return mask;
  });
  const nodes = plan.pieces[ip.into].moves.filter((n) => n.capture);
  const offsets = (kind: string, c: number): Int32Array =>
    Int32Array.from(nodes.filter((n) => n.kind === kind).flatMap((n) => n.vectors.map(([dx, dy]) => geo.offset(dx, dy, c))));
  return {
    promoting,
    into: Int32Array.from([0, 1], (c) => pieceCode(ip.into, c)),
    region,
    leaps: [0, 1].map((c) => offsets('leap', c)),
    rides: [0, 1].map((c) => offsets('ride', c)),
    lastAnywhere: ip.lastAnywhere,
    limit: ip.limit,
  };
}

/** Appends the in-place promotions of the side to move (`gen` tells which would give check). */
export function inPlacePromotions(pos: Position, buf: MoveBuffer, gen: MoveGenerator): void {
  const ip = pos.t.inPlace!;
  const us = pos.side;
  const into = ip.into[us];
  const n = pos.listCount[us];
  let promoters = 0;
  let intos = 0;
  for (let i = 0; i < n; i++) {
    const code = pos.board[pos.list[us * LIST_STRIDE + i]];
    if (ip.promoting[code]) promoters++;
    else if (code === into) intos++;
  }
  if (ip.limit > 0 && intos >= ip.limit) return;
  const anywhere = ip.lastAnywhere && promoters === 1;
  for (let i = 0; i < n; i++) {
    const from = pos.list[us * LIST_STRIDE + i];
    const code = pos.board[from];
    if (!ip.promoting[code] || !(anywhere || ip.region[us][from])) continue;
    promote(pos, buf, gen, from, from, code, into);
    const leaps = ip.leaps[us];
    for (let k = 0; k < leaps.length; k++) if (pos.board[from + leaps[k]] === EMPTY) promote(pos, buf, gen, from, from + leaps[k], code, into);
    const rides = ip.rides[us];
    for (let k = 0; k < rides.length; k++) {
      for (let to = from + rides[k]; pos.board[to] === EMPTY; to += rides[k]) promote(pos, buf, gen, from, to, code, into);
    }
  }
}

/** Writes the promotion of the piece on `from` into `into` on `to`, unless the new piece would attack an enemy or the move check. */
function promote(pos: Position, buf: MoveBuffer, gen: MoveGenerator, from: number, to: number, code: number, into: number): void {
  if (attacksEnemy(pos, into, to, from)) return;
  const top = buf.top;
  buf.begin(from, to, F_PROMOTION | F_IRREVERSIBLE);
  const off = buf.top - M_HEADER;
  buf.data[off + M_PROMO] = into;
  if (from === to) buf.change(from, code, into);
  else {
    buf.change(from, code, EMPTY);
    buf.change(to, EMPTY, into);
  }
  buf.commit();
  if (givesCheck(pos, gen, buf.data, off)) {
    buf.count--;
    buf.top = top;
  }
}

/** Whether `into`, standing on `to` with `from` emptied, attacks a piece of the other side. */
function attacksEnemy(pos: Position, into: number, to: number, from: number): boolean {
  const ip = pos.t.inPlace!;
  const c = into & 1;
  const board = pos.board;
  const leaps = ip.leaps[c];
  for (let k = 0; k < leaps.length; k++) {
    const sq = to + leaps[k];
    const v = sq === from ? EMPTY : board[sq];
    if (v > 0 && (v & 1) !== c) return true;
  }
  const rides = ip.rides[c];
  for (let k = 0; k < rides.length; k++) {
    let sq = to + rides[k];
    while (sq === from || board[sq] === EMPTY) sq += rides[k];
    const v = board[sq];
    if (v !== OFFBOARD && (v & 1) !== c) return true;
  }
  return false;
}
