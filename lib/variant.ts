// A loaded variant as the library hands it out: perft, divide, legal moves, playing moves,
// FEN parsing and the rules in words, each call starting from a FEN (or the start position)
// and returning plain data. Mistakes (a bad FEN, an illegal move, a bad depth) throw a
// VariantError; nothing here prints.

import { MAX_PERFT_DEPTH, perftThreadsProblem } from '../runtime/use/perft-budget.ts';
import { formatDescription } from '../compare/describe.ts';
import { ChainLimitExceeded } from '../runtime/rules/chain-states.ts';
import type { Engine } from '../runtime/use/engine.ts';
import { formatFenError } from '../runtime/state/fen.ts';
import { lookupMove } from '../runtime/state/notation.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';
import type { Position } from '../runtime/state/position.ts';
import type { VariantSpec } from '../schema/spec-types.ts';
import { quote, VariantError } from './errors.ts';
import { moveJson, resultJson, resultText, type MoveJson, type ResultJson } from './json.ts';

import type { EngineKind } from './load.ts';
import type { ThreadedPerft } from './perft-threads.ts';

export type { EngineKind };

/** What `parseFen` answers: the FEN in canonical form, or the field at fault and why. */
export type FenCheck = { ok: true; fen: string } | { ok: false; field: string; message: string };

/** What `play` answers: the position after the moves and the game's result there. */
export interface PlayResult {
  readonly fen: string;
  readonly result: ResultJson;
}

/**
 * How `perft` and `divide` count with options: from `fen` (default: the start) in `threads`
 * worker threads (default 1: counted on this thread; more than the machine gains from are not started).
 */
export interface ThreadOptions {
  readonly fen?: string;
  readonly threads?: number;
}

function isThreadOptions(x: string | ThreadOptions | undefined): x is ThreadOptions {
  return typeof x === 'object' && x !== null;
}

/** The deepest perft / divide the library accepts: the runtime's cap, the CLI's too. */
export const MAX_DEPTH = MAX_PERFT_DEPTH;

/**
 * A loaded variant (from `loadVariant`). Every method starts from the FEN it is given, or from
 * the start position, and keeps no state between calls; a mistake in an argument throws a
 * VariantError.
 */
export class Variant {
  /** The variant's identifier, e.g. `chess`. */
  readonly name: string;
  /** Its human-readable name, e.g. `Orthodox chess`. */
  readonly title: string;
  /** The start position as a canonical FEN. */
  readonly startFen: string;
  /** Where the spec came from: a file path, `<text>` or `<object>`. */
  readonly file: string;
  /** The move generator in use. */
  readonly engineKind: EngineKind;

  readonly #engine: Engine;
  readonly #spec: VariantSpec;
  readonly #inherited: Readonly<Record<string, string>>;

  constructor(file: string, spec: VariantSpec, engine: Engine, engineKind: EngineKind, inherited: Readonly<Record<string, string>> = {}) {
    this.file = file;
    this.#inherited = inherited;
    this.#spec = spec;
    this.#engine = engine;
    this.engineKind = engineKind;
    this.name = engine.plan.name;
    this.title = engine.plan.title;
    this.startFen = engine.fen(engine.start());
  }

  /** The checked spec (with `extends` resolved). */
  get spec(): VariantSpec {
    return this.#spec;
  }

  /** The compiled plan the engine runs. */
  get plan(): VariantPlan {
    return this.#engine.plan;
  }

  /**
   * The number of leaves of the legal-move tree `depth` plies deep from `fen` (default: the
   * start). With options `{ fen?, threads }` it counts in `threads` worker threads and answers
   * a Promise of the same count.
   */
  perft(depth: number, fen?: string): number;
  perft(depth: number, options: ThreadOptions): Promise<number>;
  perft(depth: number, fenOrOptions?: string | ThreadOptions): number | Promise<number> {
    checkDepth(depth, 0);
    if (!isThreadOptions(fenOrOptions)) return this.#run(() => this.#engine.perft(this.#position(fenOrOptions), depth));
    return this.#inThreads(depth, fenOrOptions).then((r) => r.nodes);
  }

  /**
   * The perft count below each legal move (`depth` ≥ 1), keyed by the move's UCI-like text, in
   * move order. With options `{ fen?, threads }`, counted in worker threads (a Promise).
   */
  divide(depth: number, fen?: string): Record<string, number>;
  divide(depth: number, options: ThreadOptions): Promise<Record<string, number>>;
  divide(depth: number, fenOrOptions?: string | ThreadOptions): Record<string, number> | Promise<Record<string, number>> {
    checkDepth(depth, 1);
    if (!isThreadOptions(fenOrOptions)) return this.#run(() => Object.fromEntries(this.#engine.divide(this.#position(fenOrOptions), depth)));
    return this.#inThreads(depth, fenOrOptions).then((r) => Object.fromEntries(r.divide));
  }

  /**
   * A count in worker threads, each building this variant's engine from the checked spec (a
   * generated engine given as a module is found again by its fingerprint: committed, cached or
   * emitted). One thread counts here, without workers.
   */
  async #inThreads(depth: number, options: ThreadOptions): Promise<ThreadedPerft> {
    const { perftInThreads } = await import('./perft-threads.ts');
    const threads = options.threads ?? 1;
    const problem = perftThreadsProblem(threads);
    if (problem !== null) throw new VariantError('invalid-argument', `${problem}, got ${quote(threads)}`);
    const pos = this.#run(() => this.#position(options.fen));
    if (threads === 1) {
      const divide = this.#run(() => [...this.#engine.divide(pos, depth)]);
      return { nodes: depth === 0 ? 1 : divide.reduce((sum, [, n]) => sum + n, 0), divide };
    }
    const job = { file: this.file, spec: this.#spec, engineKind: this.engineKind, fen: this.#engine.fen(pos), depth };
    try {
      return await this.#run(() => perftInThreads(this.#engine, pos, job, threads));
    } catch (e) {
      if (e instanceof ChainLimitExceeded) throw new VariantError('chain-limit', e.message);
      throw e;
    }
  }

  /** The legal moves of `fen` (default: the start): the same objects as `fairyforge moves --json`. */
  moves(fen?: string): MoveJson[] {
    return this.#run(() => {
      const pos = this.#position(fen);
      // a finished game (the draw rules included) has no moves, as `moves --json` says
      return this.#engine.result(pos).over ? [] : this.#engine.moves(pos).map(moveJson);
    });
  }

  /**
   * Plays `moves` (each SAN or UCI-like text) from `fen` (default: the start) and returns the
   * FEN reached and the result there. An illegal or ambiguous move, or a move after the game
   * has ended, throws a VariantError naming the move and its number (from 1).
   */
  play(moves: readonly string[], fen?: string): PlayResult {
    if (!Array.isArray(moves)) throw new VariantError('invalid-argument', 'play takes an array of moves, e.g. ["e4", "e5"]');
    return this.#run(() => this.#play(moves, fen));
  }

  #play(moves: readonly string[], fen: string | undefined): PlayResult {
    const engine = this.#engine;
    const pos = this.#position(fen);
    for (const [i, text] of moves.entries()) {
      const label = `move ${i + 1} ${quote(text)}`;
      if (typeof text !== 'string') throw new VariantError('invalid-argument', `${label}: a move is a string`);
      const before = engine.result(pos);
      if (before.over) throw new VariantError('game-over', `${label}: the game is already over, ${resultText(before, engine.plan)}`);
      const found = lookupMove(engine.moves(pos), text);
      if (!found.ok) throw new VariantError(found.reason === 'ambiguous' ? 'ambiguous-move' : 'illegal-move', `move ${i + 1} ${found.error}`);
      engine.play(pos, found.move);
    }
    return { fen: engine.fen(pos), result: resultJson(engine.result(pos), engine.plan) };
  }

  /** Checks a FEN for this variant: its canonical form, or the field at fault and why. */
  parseFen(fen: string): FenCheck {
    if (typeof fen !== 'string') return { ok: false, field: 'board', message: 'a FEN is a string' };
    const parsed = this.#engine.parseFen(fen);
    if (!parsed.ok) return { ok: false, field: parsed.error.field, message: parsed.error.message };
    return { ok: true, fen: this.#engine.fen(parsed.pos) };
  }

  /**
   * Runs one call on the engine: from an empty move buffer (a call cut short by an error leaves
   * its lists behind), with a position past the runtime's chain limit reported as a VariantError.
   */
  #run<T>(f: () => T): T {
    this.#engine.buf.top = 0;
    this.#engine.buf.count = 0;
    try {
      return f();
    } catch (e) {
      if (e instanceof ChainLimitExceeded) throw new VariantError('chain-limit', e.message);
      throw e;
    }
  }

  /** The rules in plain English, as `fairyforge describe` prints them. */
  describe(): string {
    return formatDescription(this.#engine.plan, 'text', this.#inherited);
  }

  /** The position of `fen`, or the start position; a bad FEN throws naming its field. */
  #position(fen: string | undefined): Position {
    if (fen === undefined) return this.#engine.start();
    if (typeof fen !== 'string') throw new VariantError('invalid-fen', 'a FEN is a string');
    const parsed = this.#engine.parseFen(fen);
    if (!parsed.ok) throw new VariantError('invalid-fen', formatFenError(parsed.error));
    return parsed.pos;
  }
}

function checkDepth(depth: number, min: number): void {
  if (!Number.isSafeInteger(depth) || depth < min || depth > MAX_DEPTH) {
    throw new VariantError('invalid-argument', `the depth must be a whole number from ${min} to ${MAX_DEPTH}, got ${quote(depth)}`);
  }
}
