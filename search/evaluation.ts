// A static evaluation derived from the plan, for every variant alike: material (search/values.ts),
// a piece-square term (how many squares the piece reaches from its square on an empty board,
// pawns rewarded for advancing towards their promotion), and a term for each goal: distance of
// the goal piece to a region, checks given towards an n-check win, the last piece of a type
// whose extinction loses, material counted negative where losing pieces wins (antichess).
// Everything is precomputed into typed tables by piece code and square; evaluating walks the
// two piece lists and allocates nothing.

import type { RegionCondition } from '../runtime/plan/goal.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';
import { pieceCode } from '../runtime/board/pieces.ts';
import { LIST_STRIDE, type Position } from '../runtime/state/position.ts';
import type { VariantTables } from '../runtime/tables/tables.ts';
import { mobilityAt, pieceValues, type PieceValue } from './values.ts';

/** Centipawns per square a piece reaches from its square beyond its average. */
const MOBILITY_WEIGHT = 3;
/** A pawn one step short of promotion earns this share of what promoting gains. */
const PAWN_PUSH_SHARE = 0.25;
/** The most a goal piece earns for standing next to its region. */
const REGION_WEIGHT = 300;
/**
 * Towards an n-check win, what standing one check from the win is worth; with r checks still to
 * give, the side has CHECKS_WEIGHT / r² (a win's nearness, as Fairy-Stockfish weighs it): each
 * check is worth more than the one before, the last but one most of all.
 */
const CHECKS_WEIGHT = 1200;
/** Where checks are counted, each check given costs: a royal piece's shelter counts this many times over. */
const CHECKS_SHELTER = 4;
/** Keeping the last piece of a type whose extinction loses. */
const LAST_PIECE = 250;
/** The side to move's small edge. */
const TEMPO = 10;
/** A central pawn gains this much per rank it has advanced (up to three), an edge pawn nothing. */
const PAWN_CENTRE = 6;
/** A royal piece under checkmate gains this much for each friendly piece beside it. */
const SHELTER = 8;

/** An extinction condition that loses, as a code mask. */
interface Guarded {
  readonly codes: Uint8Array;
}

export class Evaluator {
  readonly values: readonly PieceValue[];
  /** Material by piece code, from the piece's owner's side (negative where losing it helps). */
  readonly material: Int32Array;
  /** Ordering value by piece code (the estimate, always positive). */
  readonly orderValue: Int32Array;
  /** Piece-square bonus by code * size + square, from the owner's side. */
  private readonly pst: Int32Array;
  /** Bonus by checks given, index by count (empty when checks are not counted). */
  private readonly checkBonus: Int32Array;
  private readonly guarded: readonly Guarded[];
  private readonly counts: Int32Array;
  private readonly size: number;
  /** What each friendly piece beside a royal piece is worth. */
  private readonly shelter: number;
  /** Mailbox offsets of the eight neighbouring squares, when royal pieces are sheltered; else empty. */
  private readonly around: Int32Array;

  constructor(readonly t: VariantTables) {
    const plan = t.plan;
    this.size = t.geo.size;
    this.values = pieceValues(plan);
    this.material = new Int32Array(t.codes);
    this.orderValue = new Int32Array(t.codes);
    const signs = materialSigns(plan);
    for (let type = 0; type < t.types; type++) {
      for (const c of [0, 1]) {
        this.material[pieceCode(type, c)] = signs[type] * this.values[type].material;
        this.orderValue[pieceCode(type, c)] = this.values[type].estimated;
      }
    }
    this.pst = new Int32Array(t.codes * this.size);
    this.fillMobility();
    this.fillPawnPush();
    this.fillPawnCentre();
    for (const c of plan.goal.conditions) if (c.kind === 'region' && c.outcome !== 'draw') this.fillRegion(c);
    const checks = t.checkGoal;
    // n checks given of `checks`: the bonus grows as the checks still needed shrink (none at n = 0)
    this.checkBonus = Int32Array.from({ length: checks + 1 }, (_, n) => (n === checks ? 0 : Math.round(CHECKS_WEIGHT / (checks - n) ** 2 - CHECKS_WEIGHT / checks ** 2)));
    this.shelter = checks > 0 ? SHELTER * CHECKS_SHELTER : SHELTER;
    this.guarded = plan.goal.conditions
      .filter((c) => c.kind === 'extinction' && c.outcome === 'loss' && c.pieces.length > 0)
      .map((c) => {
        const codes = new Uint8Array(t.codes);
        for (const type of c.kind === 'extinction' ? c.pieces : []) for (const side of [0, 1]) codes[pieceCode(type, side)] = 1;
        return { codes };
      });
    this.counts = new Int32Array(t.codes);
    const stride = t.geo.stride;
    const sheltered = plan.goal.kind === 'checkmate' && plan.pieces.some((p) => p.royal);
    this.around = Int32Array.from(sheltered ? [1, -1, stride, -stride, stride + 1, stride - 1, -stride + 1, -stride - 1] : []);
  }

  /** The position's value in centipawns for the side to move. */
  evaluate(pos: Position): number {
    const white = this.side(pos, 0);
    const black = this.side(pos, 1);
    let score = white - black;
    if (this.checkBonus.length > 1) score += this.checkBonus[pos.checks[0]] - this.checkBonus[pos.checks[1]];
    return (pos.side === 0 ? score : -score) + TEMPO;
  }

  /** Material and piece-square terms of side `c`, with the last-piece term of its guarded types. */
  private side(pos: Position, c: number): number {
    const base = c * LIST_STRIDE;
    const n = pos.listCount[c];
    const board = pos.board;
    const guarded = this.guarded.length > 0;
    if (guarded) this.counts.fill(0);
    let score = 0;
    for (let i = 0; i < n; i++) {
      const sq = pos.list[base + i];
      const code = board[sq];
      score += this.material[code] + this.pst[code * this.size + sq];
      if (guarded) this.counts[code]++;
    }
    const royal = pos.royalSq[c];
    if (royal >= 0) {
      for (let i = 0; i < this.around.length; i++) {
        const p = board[royal + this.around[i]];
        if (p > 0 && (p & 1) === c) score += this.shelter;
      }
    }
    for (const g of this.guarded) {
      let left = 0;
      for (let code = 2; code < g.codes.length; code++) if (g.codes[code] && (code & 1) === c) left += this.counts[code];
      if (left === 1) score -= LAST_PIECE;
    }
    return score;
  }

  /** Pieces (royal ones under checkmate excepted: they are better kept home) gain for squares they reach more from. */
  private fillMobility(): void {
    const { plan, geo } = this.t;
    this.values.forEach((v, type) => {
      const piece = plan.pieces[type];
      if (piece.pawn || (piece.royal && plan.goal.kind === 'checkmate')) return;
      for (let coord = 0; coord < geo.squares.length; coord++) {
        const file = coord % geo.files;
        const rank = Math.floor(coord / geo.files);
        const here = mobilityAt(piece, file, rank, plan.files, plan.ranks);
        for (const c of [0, 1]) {
          // Black's moves are White's mirrored vertically: its square (file, ranks-1-rank) reaches as White's does here
          const sq = geo.squares[c === 0 ? coord : file + (geo.ranks - 1 - rank) * geo.files];
          this.pst[pieceCode(type, c) * this.size + sq] += Math.round(MOBILITY_WEIGHT * (here - v.mobility));
        }
      }
    });
  }

  /** Pawns that promote gain a share of what promotion would bring, growing as they near the zone. */
  private fillPawnPush(): void {
    const { plan, geo } = this.t;
    const promotion = plan.promotion;
    if (!promotion) return;
    const zoneRank = promotion.zone.findIndex((z) => z > 0);
    if (zoneRank <= 2) return;
    const best = Math.max(0, ...promotion.choices.map((type) => this.values[type].estimated));
    plan.pieces.forEach((piece, type) => {
      if (!piece.promotes) return;
      const gain = best - this.values[type].estimated;
      if (gain <= 0) return;
      const bonus = (rel: number): number => Math.round(PAWN_PUSH_SHARE * gain * (Math.max(0, Math.min(rel, zoneRank) - 2) / (zoneRank - 2)) ** 2);
      for (let coord = 0; coord < geo.squares.length; coord++) {
        const rank = Math.floor(coord / geo.files);
        this.pst[pieceCode(type, 0) * this.size + geo.squares[coord]] += bonus(rank);
        this.pst[pieceCode(type, 1) * this.size + geo.squares[coord]] += bonus(geo.ranks - 1 - rank);
      }
    });
  }

  /** Pawns gain for advancing on central files: the centre is theirs to take. */
  private fillPawnCentre(): void {
    const { plan, geo } = this.t;
    const half = (geo.files - 1) / 2;
    plan.pieces.forEach((piece, type) => {
      if (!piece.pawn || half === 0) return;
      for (let coord = 0; coord < geo.squares.length; coord++) {
        const file = coord % geo.files;
        const rank = Math.floor(coord / geo.files);
        const central = 1 - Math.abs(file - half) / half;
        for (const c of [0, 1]) {
          const rel = c === 0 ? rank : geo.ranks - 1 - rank;
          this.pst[pieceCode(type, c) * this.size + geo.squares[coord]] += Math.round(PAWN_CENTRE * central * Math.max(0, Math.min(rel - 1, 3)));
        }
      }
    });
  }

  /** Each goal piece gains as it nears the region (king steps away), lost as much where reaching it loses. */
  private fillRegion(c: RegionCondition): void {
    const { geo } = this.t;
    const far = Math.max(geo.files, geo.ranks) - 1;
    const sign = c.outcome === 'win' ? 1 : -1;
    for (const side of [0, 1]) {
      const region = side === 1 && c.blackSquares ? c.blackSquares : c.squares;
      for (let coord = 0; coord < geo.squares.length; coord++) {
        const d = Math.min(...region.map((r) => Math.max(Math.abs((r % geo.files) - (coord % geo.files)), Math.abs(Math.floor(r / geo.files) - Math.floor(coord / geo.files)))));
        const bonus = Math.round((REGION_WEIGHT * (far - d) ** 2) / (far * far));
        for (const type of c.pieces) this.pst[pieceCode(type, side) * this.size + geo.squares[coord]] += sign * bonus;
      }
    }
  }
}

/**
 * +1 for a type a side wants to keep, -1 for one it wants to lose: a type whose extinction wins
 * (every piece where the condition lists none: antichess), and every piece but the royal where
 * being checkmated wins too (losers).
 */
export function materialSigns(plan: VariantPlan): number[] {
  const signs = plan.pieces.map(() => 1);
  for (const c of plan.goal.conditions) {
    if (c.kind !== 'extinction' || c.outcome !== 'win') continue;
    const types = c.pieces.length === 0 ? plan.pieces.map((_, i) => i) : c.pieces;
    for (const type of types) signs[type] = -1;
  }
  return signs;
}
