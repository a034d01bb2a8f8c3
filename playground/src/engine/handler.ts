// The engine worker's work, as a plain object with no Worker in sight (so that Node's tests run
// it directly): loads a variant with the library (the interpreted move generator: a page cannot
// emit engines), and answers searches, analyses and perft counts on it. Requests are handled
// one at a time, in order; each is answered by `post` with its infos and one `done`. A search
// or perft runs to its end here; a client that wants one ended sooner ends the worker
// (client.ts), since a busy worker hears no message.

import { buildEngine, type LoadedEngine } from '../../../lib/load.ts';
import { loadSource } from '../../../lib/source.ts';
import { VariantError } from '../../../lib/errors.ts';
import type { Variant } from '../../../lib/variant.ts';
import { formatDiagnostic } from '../../../schema/diagnostic.ts';
import { oneLine } from '../../../schema/quote.ts';
import { formatFenError } from '../../../runtime/state/fen.ts';
import type { Position } from '../../../runtime/state/position.ts';
import { Search, type SearchInfo } from '../../../search/search.ts';
import type { SearchLimits } from '../../../search/limits.ts';
import { isMate, mateMoves } from '../../../search/score.ts';
import type { AnalysisInfo, EngineFailure, EngineMessage, EngineRequest, Outcome, PositionRequest } from './protocol.ts';

/** The transposition table of the page's search: 2^18 entries of 20 bytes, 5 MB. */
const TT_BITS = 18;
/** The longest a best move may be thought over, whatever was asked: a minute. */
export const MAX_MOVETIME_MS = 60_000;

interface Loaded {
  readonly engine: LoadedEngine['engine'];
  readonly variant: Variant;
  readonly search: Search;
}

/** A mistake in a request, carried to the outcome. */
class RequestFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class EngineHandler {
  private loaded: Loaded | undefined;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly post: (message: EngineMessage) => void) {}

  /** Takes a request; it is handled after those before it. */
  receive(request: EngineRequest): Promise<void> {
    this.queue = this.queue.then(() => this.handle(request));
    return this.queue;
  }

  private async handle(request: EngineRequest): Promise<void> {
    let outcome: Outcome<object>;
    try {
      outcome = { ok: true, ...(await this.answer(request)) };
    } catch (e) {
      outcome = failure(e);
    }
    this.post({ id: request.id, kind: 'done', outcome });
  }

  private async answer(request: EngineRequest): Promise<object> {
    if (request.kind === 'load') return this.load(request.spec);
    const loaded = this.loaded;
    if (loaded === undefined) throw new RequestFailure('not-loaded', 'no variant is loaded: load one first');
    // a call cut short by an error leaves the engine's move lists behind
    loaded.engine.buf.top = 0;
    loaded.engine.buf.count = 0;
    switch (request.kind) {
      case 'bestMove':
        return this.bestMove(loaded, request, request.movetimeMs, request.depth);
      case 'analyse':
        return this.analyse(loaded, request, request.id, request.maxMs);
      case 'perft': {
        const started = performance.now();
        const nodes = loaded.variant.perft(request.depth, request.fen);
        return { depth: request.depth, nodes, timeMs: elapsed(started) };
      }
      case 'divide': {
        const started = performance.now();
        const moves = Object.entries(loaded.variant.divide(request.depth, request.fen));
        const nodes = moves.reduce((sum, [, n]) => sum + n, 0);
        return { depth: request.depth, nodes, moves, timeMs: elapsed(started) };
      }
    }
  }

  private async load(spec: unknown): Promise<object> {
    if (typeof spec !== 'string') throw new RequestFailure('invalid-source', 'the spec is a bundled name or YAML text');
    const built = await buildEngine(loadSource(spec), 'interpreted');
    // imported as the library's loader imports it, so that the bundle keeps one chunk for it
    const { Variant } = await import('../../../lib/variant.ts');
    const variant = new Variant(built.file, built.spec, built.engine, built.engineKind, built.inherited);
    this.loaded = { engine: built.engine, variant, search: new Search(built.engine, { ttBits: TT_BITS }) };
    return { name: variant.name, title: variant.title, startFen: variant.startFen };
  }

  /** The move after `movetimeMs`, or sooner when the search finishes `depth` (a benchmark's fixed depth). */
  private bestMove(loaded: Loaded, at: PositionRequest, movetimeMs: unknown, depth: unknown): object {
    if (typeof movetimeMs !== 'number' || !(movetimeMs >= 1)) throw new RequestFailure('invalid-argument', 'the move time is a number of milliseconds, at least 1');
    if (depth !== undefined && !(Number.isInteger(depth) && (depth as number) >= 1)) throw new RequestFailure('invalid-argument', 'the depth is a whole number of plies, at least 1');
    const pos = position(loaded, at);
    const movetime = Math.min(movetimeMs, MAX_MOVETIME_MS);
    const r = loaded.search.run(pos, depth === undefined ? { movetime } : { movetime, depth: depth as number });
    return { ...analysisInfo(r), uci: r.move };
  }

  /** Searches deeper and deeper, posting each iteration, until the search ends itself (a mate found, its depth cap) or `maxMs`. */
  private analyse(loaded: Loaded, at: PositionRequest, id: number, maxMs: number | undefined): object {
    const pos = position(loaded, at);
    const limits: SearchLimits = maxMs === undefined ? { infinite: true } : { movetime: Math.max(1, maxMs) };
    const r = loaded.search.run(pos, limits, (info) => this.post({ id, kind: 'info', info: analysisInfo(info) }));
    return { ...analysisInfo(r), uci: r.move };
  }
}

/** The position of a request: its FEN, then its moves played in turn. */
function position({ engine }: Loaded, at: PositionRequest): Position {
  if (typeof at.fen !== 'string') throw new RequestFailure('invalid-fen', 'a FEN is a string');
  const parsed = engine.parseFen(at.fen);
  if (!parsed.ok) throw new RequestFailure('invalid-fen', formatFenError(parsed.error));
  const pos = parsed.pos;
  for (const [i, uci] of (at.moves ?? []).entries()) {
    const move = engine.moves(pos).find((m) => m.uci === uci);
    if (move === undefined) throw new RequestFailure('illegal-move', oneLine(`move ${i + 1} "${String(uci).slice(0, 40)}" is not legal in ${engine.fen(pos)}`));
    engine.play(pos, move);
  }
  return pos;
}

export function analysisInfo(i: SearchInfo): AnalysisInfo {
  return { depth: i.depth, score: i.score, scoreText: scoreText(i.score), pv: i.pv, nodes: i.nodes, timeMs: i.timeMs };
}

/** `+0.35` / `-1.20` in pawns, `#3` when the side to move mates in 3 moves, `-#2` when it is mated in 2. */
export function scoreText(score: number): string {
  if (isMate(score)) {
    const n = mateMoves(score);
    return n > 0 ? `#${n}` : `-#${-n}`;
  }
  return `${score >= 0 ? '+' : '-'}${(Math.abs(score) / 100).toFixed(2)}`;
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}

/** A thrown error as an outcome: the library's mistakes with their code and located problems, anything else a crash. */
export function failure(e: unknown): EngineFailure {
  if (e instanceof VariantError) {
    return { ok: false, code: e.code, message: oneLine(e.message), problems: e.diagnostics.map(formatDiagnostic), diagnostics: e.diagnostics };
  }
  if (e instanceof RequestFailure) return { ok: false, code: e.code, message: e.message, problems: [], diagnostics: [] };
  const message = e instanceof Error ? e.message : String(e);
  return { ok: false, code: 'crashed', message: oneLine(`the engine failed: ${message}`), problems: [], diagnostics: [] };
}
