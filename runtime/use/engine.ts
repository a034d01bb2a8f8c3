// The runtime's front door: a compiled variant with its tables, a move generator
// (interpreted or generated) and a move buffer, with the operations the CLI and tests use.

import { parseFen } from '../legal/setup.ts';
import type { FenOptions, FenResult } from '../state/fen.ts';
import { makeFen } from '../state/fen-write.ts';
import type { MoveGenerator } from '../generate/generator.ts';
import { Interpreter } from '../generate/interpreter.ts';
import { gameResult, type GameResult } from '../legal/legal.ts';
import { MoveBuffer } from '../moves.ts';
import { describeMoves, lookupMove, type MoveInfo, type MoveLookup } from '../state/notation.ts';
import { resultText } from '../outcome/result.ts';
import { countNow, divideSteps, perft, type PerftSteps } from './perft.ts';
import { checkPerftDepth, type PerftBudget } from './perft-budget.ts';
import type { VariantPlan } from '../plan/variant.ts';
import type { Position } from '../state/position.ts';
import { VariantTables } from '../tables/tables.ts';
import { clip } from '../../schema/quote.ts';

export class Engine {
  readonly tables: VariantTables;
  readonly gen: MoveGenerator;
  readonly buf = new MoveBuffer();

  constructor(plan: VariantPlan, makeGenerator: (t: VariantTables) => MoveGenerator = (t) => new Interpreter(t)) {
    this.tables = new VariantTables(plan);
    this.gen = makeGenerator(this.tables);
  }

  get plan(): VariantPlan {
    return this.tables.plan;
  }

  parseFen(fen: string, options?: FenOptions): FenResult {
    return parseFen(this.tables, fen, options);
  }

  /** The start position; throws only if the plan's own start FEN is broken (a bug: the checks passed it). */
  start(): Position {
    const r = parseFen(this.tables, this.plan.startFen);
    if (!r.ok) throw new Error(`bug: start FEN of ${this.plan.name} does not parse: ${r.error.message}`);
    return r.pos;
  }

  fen(pos: Position): string {
    return makeFen(pos);
  }

  moves(pos: Position): MoveInfo[] {
    return describeMoves(pos, this.gen, this.buf);
  }

  /**
   * Perft to `depth` (0 to MAX_PERFT_DEPTH, else a RangeError); with a budget, throws
   * PerftAborted when it runs out (see runtime/use/perft-budget.ts).
   */
  perft(pos: Position, depth: number, budget?: PerftBudget): number {
    checkPerftDepth(depth);
    return perft(pos, this.gen, this.buf, depth, budget);
  }

  /** Per-move node counts at `depth`, keyed by move text (empty at depth 0); throws like `perft`. */
  divide(pos: Position, depth: number, budget?: PerftBudget): Map<string, number> {
    const out = new Map<string, number>();
    countNow(this.divideSteps(pos, depth, budget), budget, (c) => out.set(c.uci, c.nodes));
    return out;
  }

  /** The divide as steps, for a caller that drives the count itself (see runtime/use/perft.ts). */
  divideSteps(pos: Position, depth: number, budget?: PerftBudget): PerftSteps {
    return divideSteps(pos, this.gen, this.buf, depth, budget);
  }

  result(pos: Position, claims = true): GameResult {
    return gameResult(pos, this.gen, this.buf, claims);
  }

  /**
   * Plays a move given by text. Returns an error message (and leaves the position unchanged)
   * when the text names no legal move, or when the game is over: after any ending (mate,
   * stalemate, capture of the goal piece, the move rule, repetition) no move is accepted.
   */
  playText(pos: Position, text: string): string | null {
    const played = this.playMoveText(pos, text);
    return played.ok ? null : played.error;
  }

  /**
   * As playText, but answering the move played (to report it in both notations) or why none was.
   * `claims: false` plays on past a draw that is only claimable (move rule, repetition): the UCI
   * and XBoard front ends follow the GUI's moves, since the GUI, not the engine, decides whether
   * such a draw was claimed (a game may go on past a third repetition nobody claimed).
   */
  playMoveText(pos: Position, text: string, claims = true): MoveLookup {
    const result = this.result(pos, claims);
    if (result.over) return { ok: false, reason: 'illegal', error: `"${clip(text)}" is not a legal move here: the game is over, ${resultText(result, pos.t.plan)}` };
    const found = lookupMove(this.moves(pos), text);
    if (found.ok) this.play(pos, found.move);
    return found;
  }

  /** Plays a described move: its record is copied to a private history so it can be undone later. */
  play(pos: Position, move: MoveInfo): void {
    const records = this.records(pos);
    const record = records.find((r) => r.uci === move.uci);
    if (!record) throw new Error(`bug: move ${move.uci} is not legal in ${makeFen(pos)}`);
    this.history.push(record.data);
    pos.make(record.data, 0);
  }

  undo(pos: Position): void {
    const data = this.history.pop();
    if (!data) throw new Error('bug: undo with no move played');
    pos.unmake(data, 0);
  }

  private readonly history: Int32Array[] = [];

  private records(pos: Position): { uci: string; data: Int32Array }[] {
    const moves = describeMoves(pos, this.gen, this.buf);
    // describeMoves released the buffer, but the records are still in place until the next write
    return moves.map((m) => ({ uci: m.uci, data: this.buf.data.slice(m.offset, m.offset + 8 + 3 * this.buf.data[m.offset + 6]) }));
  }
}
