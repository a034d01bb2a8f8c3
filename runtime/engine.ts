// The runtime's front door: a compiled variant with its tables, a move generator
// (interpreted or generated) and a move buffer, with the operations the CLI and tests use.

import { makeFen, parseFen, type FenOptions, type FenResult } from './fen.ts';
import type { MoveGenerator } from './generator.ts';
import { Interpreter } from './interpreter.ts';
import { gameResult, type GameResult } from './legal.ts';
import { MoveBuffer } from './moves.ts';
import { describeMoves, findMove, type MoveInfo } from './notation.ts';
import { perft, type PerftBudget } from './perft.ts';
import type { VariantPlan } from './plan.ts';
import type { Position } from './position.ts';
import { VariantTables } from './tables.ts';
import { clip } from './quote.ts';

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

  /** Perft to `depth`; with a budget, throws PerftAborted when it runs out (see runtime/perft.ts). */
  perft(pos: Position, depth: number, budget?: PerftBudget): number {
    return perft(pos, this.gen, this.buf, depth, budget);
  }

  /** Per-move node counts at `depth` (depth >= 1), keyed by move text. */
  divide(pos: Position, depth: number): Map<string, number> {
    const out = new Map<string, number>();
    for (const m of this.moves(pos)) {
      // moves() left the buffer empty: regenerate the record for this move, then recurse
      this.play(pos, m);
      out.set(m.uci, perft(pos, this.gen, this.buf, depth - 1));
      this.undo(pos);
    }
    return out;
  }

  result(pos: Position, claims = true): GameResult {
    return gameResult(pos, this.gen, this.buf, claims);
  }

  /**
   * Plays a move given by text. Returns an error message (and leaves the position unchanged)
   * when the text names no legal move.
   */
  playText(pos: Position, text: string): string | null {
    const moves = this.moves(pos);
    const move = findMove(moves, text);
    if (!move) {
      const sample = moves.slice(0, 8).map((m) => m.uci).join(', ');
      // escaped and cut (runtime/quote.ts), so that newlines, terminal escapes or a huge text keep the error one clear line
      return `"${clip(text)}" is not a legal move here (legal: ${sample}${moves.length > 8 ? ', …' : ''})`;
    }
    this.play(pos, move);
    return null;
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
