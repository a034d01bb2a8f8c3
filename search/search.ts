// The search: iterative deepening over a principal-variation alpha-beta (negamax), with a
// transposition table on the position's Zobrist hash, quiescence over captures (any move whose
// diff removes an enemy piece, and promotions), check extensions, late-move reductions, and
// move ordering (search/ordering.ts). It runs on any engine's legal moves and make/unmake:
// no variant is special. A finished position is scored by the runtime's own game result (a win
// or loss as MATE minus its distance, a draw as 0), the move rule as a draw below the root, and a
// repetition below the root as the variant's repetition rules end it. Nothing is allocated per node: move lists live in one MoveBuffer, the
// principal variation in a triangular typed array.

import { ChainLimitExceeded } from '../runtime/rules/chain-states.ts';
import type { Engine } from '../runtime/use/engine.ts';
import { gameResult, generateLegal, inCheck } from '../runtime/legal/legal.ts';
import { repetitionEnd } from '../runtime/rules/repetition.ts';
import { M_COUNT, M_HEADER, MoveBuffer } from '../runtime/moves.ts';
import { describeMoves } from '../runtime/state/notation.ts';
import { LIST_STRIDE, type Position } from '../runtime/state/position.ts';
import { Evaluator } from './evaluation.ts';
import { timePlan, type SearchLimits } from './limits.ts';
import { MAX_PLY, MoveOrdering, moveKey } from './ordering.ts';
import { INFINITE, isMate, MATE, MATE_BOUND } from './score.ts';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, TranspositionTable } from './transposition.ts';

/** What the search reports after each finished iteration (UCI's `info`). */
export interface SearchInfo {
  readonly depth: number;
  /** Deepest ply reached, quiescence included. */
  readonly seldepth: number;
  /** Centipawns for the side to move, or a win/loss as ±(MATE - plies) (see search/score.ts). */
  readonly score: number;
  readonly nodes: number;
  readonly timeMs: number;
  /** The principal variation as UCI-like move texts. */
  readonly pv: readonly string[];
}

export interface SearchResult extends SearchInfo {
  /** The move chosen (UCI-like text), null when the side to move has none (the game is over). */
  readonly move: string | null;
}

export interface SearchOptions {
  /** The transposition table holds 2^ttBits entries (20 bytes each); default 20. */
  readonly ttBits?: number;
}

/** How often (in nodes) the clock, the node limit and the stop flag are looked at. */
const POLL_MASK = 1023;
/** Deepest iteration when the limits name none. */
const MAX_DEPTH = 64;
/** Reverse futility: at this depth or less, a static evaluation this far above beta per ply cuts. */
const FUTILITY_DEPTH = 3;
const FUTILITY_MARGIN = 120;

export class Search {
  readonly evaluator: Evaluator;
  readonly tt: TranspositionTable;
  readonly ordering: MoveOrdering;
  private readonly buf = new MoveBuffer();
  private pos!: Position;
  private nodes = 0;
  private seldepth = 0;
  private stopped = false;
  private started = 0;
  private hardMs = Infinity;
  private nodeLimit = Infinity;
  private shouldStop: (() => boolean) | undefined;
  private readonly pvKeys = new Int32Array((MAX_PLY + 1) * (MAX_PLY + 1));
  private readonly pvLen = new Int32Array(MAX_PLY + 1);
  private readonly checkExtensions: boolean;
  /**
   * Pruning by the static evaluation (reverse futility, null move) where it is sound enough:
   * checks are seen, no rule forces a kind of move and stalemate is a draw (zugzwang is rare);
   * off where games turn on forced sequences the evaluation cannot see (antichess).
   */
  private readonly pruning: boolean;

  constructor(
    readonly engine: Engine,
    options: SearchOptions = {},
  ) {
    const t = engine.tables;
    this.evaluator = new Evaluator(t);
    this.tt = new TranspositionTable(options.ttBits ?? 20);
    this.ordering = new MoveOrdering(this.evaluator.orderValue, t.geo.size, t.codes);
    // where the attack tables see checks, they are cheap to look for
    this.checkExtensions = t.plan.goal.kind === 'checkmate' && !t.checkByReplies;
    this.pruning = this.checkExtensions && !t.plan.mandatoryCapture && !t.plan.goal.noChecks && t.plan.goal.stalemate === 'draw';
  }

  /** Forgets everything learnt (a new game). */
  clear(): void {
    this.tt.clear();
    this.ordering.clear();
  }

  /**
   * Searches `pos` (left as it was) within `limits`. `onInfo` hears each finished iteration;
   * `stop` is asked every thousand nodes or so whether to end the search at once (a flag another
   * thread sets, as the UCI input's reader does).
   */
  run(pos: Position, limits: SearchLimits, onInfo?: (info: SearchInfo) => void, stop?: () => boolean): SearchResult {
    this.pos = pos;
    this.nodes = 0;
    this.seldepth = 0;
    this.stopped = false;
    this.shouldStop = stop;
    this.started = performance.now();
    const plan = timePlan(limits, pos.side);
    this.hardMs = plan.hard;
    this.nodeLimit = limits.nodes ?? Infinity;
    this.tt.newSearch();
    this.ordering.age();
    const rootKeys = this.rootKeys();
    if (rootKeys.length === 0) return { move: null, depth: 0, seldepth: 0, score: this.terminal(0), nodes: 0, timeMs: 0, pv: [] };
    let best: SearchInfo | undefined;
    let bestKey = rootKeys[0];
    const maxDepth = Math.min(limits.depth ?? MAX_DEPTH, MAX_PLY - 8);
    for (let depth = 1; depth <= maxDepth; depth++) {
      const score = this.node(depth, -INFINITE, INFINITE, 0, true);
      // a stopped iteration still counts a root move that a finished search of it proved better
      if (this.pvLen[0] > 0) bestKey = this.pvKeys[0];
      if (this.stopped) break;
      best = this.info(depth, score);
      onInfo?.(best);
      if (isMate(score) && MATE - Math.abs(score) <= depth) break;
      if (this.elapsed() >= plan.soft * 0.6 || this.nodes >= this.nodeLimit) break;
    }
    best ??= { depth: 0, seldepth: this.seldepth, score: 0, nodes: this.nodes, timeMs: Math.round(this.elapsed()), pv: [] };
    const move = this.texts([bestKey])[0] ?? this.texts([rootKeys[0]])[0];
    const pv = best.pv[0] === move ? best.pv : [move];
    return { ...best, nodes: this.nodes, timeMs: Math.round(this.elapsed()), move, pv };
  }

  /** The keys of the root's legal moves, in generation order. */
  private rootKeys(): number[] {
    const buf = this.buf;
    const top = buf.top;
    const count = buf.count;
    const first = generateLegal(this.pos, this.engine.gen, buf);
    const keys: number[] = [];
    for (let i = first; i < buf.count; i++) keys.push(moveKey(buf.data, buf.offsets[i]));
    buf.top = top;
    buf.count = count;
    return keys;
  }

  private info(depth: number, score: number): SearchInfo {
    const pv = this.texts(Array.from(this.pvKeys.subarray(0, this.pvLen[0])));
    return { depth, seldepth: this.seldepth, score, nodes: this.nodes, timeMs: Math.round(this.elapsed()), pv };
  }

  private elapsed(): number {
    return performance.now() - this.started;
  }

  private poll(): void {
    if (this.nodes >= this.nodeLimit || this.elapsed() >= this.hardMs || this.shouldStop?.() === true) this.stopped = true;
  }

  /** The score of a position without legal moves, from the runtime's result (ply: its distance from the root). */
  private terminal(ply: number): number {
    const r = gameResult(this.pos, this.engine.gen, this.buf, false);
    if (!r.over || r.winner === null) return 0;
    return r.winner === this.pos.side ? MATE - ply : -(MATE - ply);
  }

  /**
   * The score of an ending by the rules the search cannot see in the moves, or null: the move
   * rule draws, and a repetition ends as the repetition rules say, a draw unless the variant wins
   * or loses it (runtime/rules/repetition.ts: once is enough inside the tree, perpetual check aside).
   */
  private ruleEnding(ply: number): number | null {
    const pos = this.pos;
    const plan = pos.t.plan;
    if (plan.moveRule > 0 && pos.halfmove >= 2 * plan.moveRule) return 0;
    const end = repetitionEnd(pos, ply);
    if (end === null || end.winner === null) return end === null ? null : 0;
    return end.winner === pos.side ? MATE - ply : -(MATE - ply);
  }

  /** Legal moves of the node as a new list in the buffer (first index), or -1 where chains outgrow the runtime. */
  private generate(): number {
    try {
      return generateLegal(this.pos, this.engine.gen, this.buf);
    } catch (e) {
      if (e instanceof ChainLimitExceeded) return -1;
      throw e;
    }
  }

  /** Whether the side to move has a piece besides pawns and royals (passing then rarely loses). */
  private hasPieces(): boolean {
    const pos = this.pos;
    const t = pos.t;
    const base = pos.side * LIST_STRIDE;
    for (let i = 0; i < pos.listCount[pos.side]; i++) {
      const code = pos.board[pos.list[base + i]];
      if (!t.pawn[code] && !t.royal[code]) return true;
    }
    return false;
  }

  private node(depth: number, alpha: number, beta: number, ply: number, pv: boolean, nullOk = true): number {
    this.pvLen[ply] = 0;
    const ruled = ply > 0 ? this.ruleEnding(ply) : null;
    if (ruled !== null) return ruled;
    if (depth <= 0 || ply >= MAX_PLY) return this.quiesce(alpha, beta, ply, 0);
    if ((++this.nodes & POLL_MASK) === 0) this.poll();
    if (this.stopped) return 0;
    const pos = this.pos;
    const lo = pos.hashLo;
    const hi = pos.hashHi;
    const tt = this.tt;
    let hashMove = 0;
    if (tt.probe(lo, hi, ply)) {
      hashMove = tt.move;
      if (!pv && ply > 0 && tt.depth >= depth) {
        const s = tt.score;
        if (tt.bound === BOUND_EXACT || (tt.bound === BOUND_LOWER && s >= beta) || (tt.bound === BOUND_UPPER && s <= alpha)) return s;
      }
    }
    const buf = this.buf;
    const top = buf.top;
    const count = buf.count;
    const first = this.generate();
    if (first < 0) return this.evaluator.evaluate(pos);
    const end = buf.count;
    if (first === end) {
      buf.top = top;
      buf.count = count;
      return this.terminal(ply);
    }
    const inCheckNow = this.checkExtensions && inCheck(pos, this.engine.gen);
    if (!pv && !inCheckNow && ply > 0 && Math.abs(beta) < MATE_BOUND) {
      const cut = this.prune(depth, beta, ply, nullOk);
      if (cut !== null) {
        buf.top = top;
        buf.count = count;
        return cut;
      }
    }
    const checked = inCheckNow && ply < 2 * depth + 8;
    if (checked) depth++;
    const ordering = this.ordering;
    ordering.score(pos, buf, first, end, hashMove, ply);
    let best = -INFINITE;
    let bestKey = 0;
    let bound = BOUND_UPPER;
    for (let i = first; i < end; i++) {
      const key = ordering.pick(buf, i, end);
      const off = buf.offsets[i];
      const tactical = ordering.isTactical(i);
      pos.make(buf.data, off);
      let score: number;
      if (i === first) {
        score = -this.node(depth - 1, -beta, -alpha, ply + 1, pv);
      } else {
        const r = depth >= 3 && i - first >= 3 && !tactical && !checked ? (i - first >= 10 && depth >= 5 ? 2 : 1) : 0;
        score = -this.node(depth - 1 - r, -alpha - 1, -alpha, ply + 1, false);
        if (score > alpha && r > 0) score = -this.node(depth - 1, -alpha - 1, -alpha, ply + 1, false);
        if (score > alpha && score < beta && pv) score = -this.node(depth - 1, -beta, -alpha, ply + 1, true);
      }
      // the buffer may have grown (and moved) below: read it afresh
      pos.unmake(buf.data, off);
      if (this.stopped) break;
      if (score <= best) continue;
      best = score;
      bestKey = key;
      if (score <= alpha) continue;
      alpha = score;
      bound = BOUND_EXACT;
      this.updatePv(ply, key);
      if (score >= beta) {
        bound = BOUND_LOWER;
        if (!tactical) ordering.cutoff(pos, buf.data, off, key, ply, depth);
        break;
      }
    }
    buf.top = top;
    buf.count = count;
    if (this.stopped) return 0;
    tt.store(lo, hi, ply, depth, best, bound, bestKey);
    return best;
  }

  /**
   * Cut-offs without a full search: reverse futility (a static evaluation far above beta near the
   * leaves) and null-move pruning (passing still keeps the score above beta). Null when neither.
   */
  private prune(depth: number, beta: number, ply: number, nullOk: boolean): number | null {
    if (!this.pruning) return null;
    const pos = this.pos;
    const stand = this.evaluator.evaluate(pos);
    if (depth <= FUTILITY_DEPTH && stand - FUTILITY_MARGIN * depth >= beta) return stand;
    if (!nullOk || depth < 3 || stand < beta || !this.hasPieces()) return null;
    const r = 2 + (depth >= 7 ? 1 : 0);
    pos.makeNull();
    const score = -this.node(depth - 1 - r, -beta, -beta + 1, ply + 1, false, false);
    pos.unmakeNull();
    if (this.stopped) return null;
    return score >= beta && score < MATE_BOUND ? beta : null;
  }

  /** Captures and promotions only (all moves when in check), standing pat on the evaluation otherwise. */
  private quiesce(alpha: number, beta: number, ply: number, qply: number): number {
    this.pvLen[ply] = 0;
    if ((++this.nodes & POLL_MASK) === 0) this.poll();
    if (this.stopped) return 0;
    if (ply > this.seldepth) this.seldepth = ply;
    const pos = this.pos;
    const buf = this.buf;
    const top = buf.top;
    const count = buf.count;
    const first = this.generate();
    if (first < 0) return this.evaluator.evaluate(pos);
    const end = buf.count;
    if (first === end) {
      buf.top = top;
      buf.count = count;
      return this.terminal(ply);
    }
    const evasions = this.checkExtensions && qply < 4 && inCheck(pos, this.engine.gen);
    let best = -INFINITE;
    if (!evasions) {
      best = this.evaluator.evaluate(pos);
      if (best >= beta || ply >= MAX_PLY) {
        buf.top = top;
        buf.count = count;
        return best;
      }
      if (best > alpha) alpha = best;
    }
    const ordering = this.ordering;
    ordering.score(pos, buf, first, end, 0, Math.min(ply, MAX_PLY));
    for (let i = first; i < end; i++) {
      const key = ordering.pick(buf, i, end);
      if (!evasions && !ordering.isTactical(i)) break;
      const off = buf.offsets[i];
      pos.make(buf.data, off);
      const score = -this.quiesce(-beta, -alpha, ply + 1, qply + 1);
      pos.unmake(buf.data, off);
      if (this.stopped) break;
      if (score <= best) continue;
      best = score;
      if (score <= alpha) continue;
      alpha = score;
      this.updatePv(ply, key);
      if (score >= beta) break;
    }
    buf.top = top;
    buf.count = count;
    return best;
  }

  /** The principal variation at `ply` is `key` followed by the one found below it. */
  private updatePv(ply: number, key: number): void {
    if (ply >= MAX_PLY) return;
    const row = ply * (MAX_PLY + 1);
    const below = (ply + 1) * (MAX_PLY + 1);
    this.pvKeys[row] = key;
    const n = ply + 1 <= MAX_PLY ? this.pvLen[ply + 1] : 0;
    for (let j = 0; j < n; j++) this.pvKeys[row + 1 + j] = this.pvKeys[below + j];
    this.pvLen[ply] = n + 1;
  }

  /** The texts of a line of move keys from the search's position, as far as each is legal in turn. */
  private texts(keys: readonly number[]): string[] {
    const pos = this.pos;
    const { gen } = this.engine;
    const buf = this.buf;
    const out: string[] = [];
    const played: Int32Array[] = [];
    for (const key of keys) {
      const top = buf.top;
      const count = buf.count;
      const first = generateLegal(pos, gen, buf);
      let index = -1;
      for (let i = first; i < buf.count; i++) if (moveKey(buf.data, buf.offsets[i]) === key) index = i - first;
      buf.top = top;
      buf.count = count;
      if (index < 0) break;
      const info = describeMoves(pos, gen, buf)[index];
      out.push(info.uci);
      const record = buf.data.slice(info.offset, info.offset + M_HEADER + 3 * buf.data[info.offset + M_COUNT]);
      played.push(record);
      pos.make(record, 0);
    }
    for (let i = played.length - 1; i >= 0; i--) pos.unmake(played[i], 0);
    return out;
  }
}
