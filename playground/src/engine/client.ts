// The page's engine: a promise-based client over the engine worker (worker.ts). One request runs
// at a time; a new one, or stop(), ends the one before (an analysis then answers with its last
// iteration, anything else with a `cancelled` failure). A search or perft in progress cannot
// hear a message, so ending it ends the worker: a fresh one is started and given the variant
// again. Every answer is an Outcome: `{ ok: true, ... }`, or `{ ok: false, code, message }` for
// a bad spec, FEN or depth (the library's located messages) and for a cancelled request.

import type {
  AnalysisInfo,
  BestMove,
  DivideCount,
  EngineFailure,
  EngineMessage,
  EngineRequest,
  LoadedVariant,
  Outcome,
  PerftCount,
  PositionRequest,
  SpecSource,
} from './protocol.ts';

export type { AnalysisInfo, BestMove, DivideCount, EngineFailure, LoadedVariant, Outcome, PerftCount, PositionRequest, SpecSource };

/** What the client needs of a Worker (a test gives a stand-in). */
export interface WorkerLike {
  postMessage(request: EngineRequest): void;
  terminate(): void;
  onmessage: ((event: { data: EngineMessage }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

/** The engine worker, bundled by vite as a module worker of its own. */
export function createEngineWorker(): WorkerLike {
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;
}

/** A request that ends another: a search, an analysis or a count. */
type Work = Exclude<EngineRequest['kind'], 'load'>;

interface Pending {
  readonly request: EngineRequest;
  readonly resolve: (outcome: Outcome<object>) => void;
  readonly onInfo?: (info: AnalysisInfo) => void;
  last?: AnalysisInfo;
}

export class EngineClient {
  private worker: WorkerLike | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** The spec the worker holds: given to a fresh worker first. */
  private loadedSpec: SpecSource | undefined;

  constructor(private readonly createWorker: () => WorkerLike = createEngineWorker) {}

  /** Loads a variant (a bundled name or YAML text); on failure the previous variant stays loaded. */
  load(spec: SpecSource): Promise<Outcome<LoadedVariant>> {
    return this.send({ id: this.nextId++, kind: 'load', spec }) as Promise<Outcome<LoadedVariant>>;
  }

  /** The engine's move after thinking `movetimeMs` (at most a minute), or sooner once it has searched `depth` plies. */
  bestMove(request: PositionRequest & { readonly movetimeMs: number; readonly depth?: number }): Promise<Outcome<BestMove>> {
    return this.work({ ...request, id: this.nextId++, kind: 'bestMove' }) as Promise<Outcome<BestMove>>;
  }

  /**
   * Analyses a position: `onInfo` hears each finished iteration (depth, score, PV) until stop(),
   * a newer request, `maxMs`, or the search ending itself; the promise then holds the last one.
   */
  analyse(request: PositionRequest & { readonly maxMs?: number }, onInfo: (info: AnalysisInfo) => void): Promise<Outcome<BestMove>> {
    return this.work({ ...request, id: this.nextId++, kind: 'analyse' }, onInfo) as Promise<Outcome<BestMove>>;
  }

  perft(request: { readonly fen: string; readonly depth: number }): Promise<Outcome<PerftCount>> {
    return this.work({ ...request, id: this.nextId++, kind: 'perft' }) as Promise<Outcome<PerftCount>>;
  }

  divide(request: { readonly fen: string; readonly depth: number }): Promise<Outcome<DivideCount>> {
    return this.work({ ...request, id: this.nextId++, kind: 'divide' }) as Promise<Outcome<DivideCount>>;
  }

  /** Whether a search, analysis or count is under way. */
  get busy(): boolean {
    return [...this.pending.values()].some((p) => p.request.kind !== 'load');
  }

  /** Ends the search, analysis or count under way, if any. */
  stop(): void {
    if (!this.busy) return;
    this.restart((p) => (p.request.kind === 'load' ? undefined : cancelled(p)));
  }

  /** Ends the worker for good: whatever is pending is cancelled. */
  dispose(): void {
    this.worker?.terminate();
    this.worker = undefined;
    for (const p of this.pending.values()) p.resolve(cancelled(p));
    this.pending.clear();
  }

  private work(request: Extract<EngineRequest, { kind: Work }>, onInfo?: (info: AnalysisInfo) => void): Promise<Outcome<object>> {
    this.stop();
    return this.send(request, onInfo);
  }

  private send(request: EngineRequest, onInfo?: (info: AnalysisInfo) => void): Promise<Outcome<object>> {
    return new Promise((resolve) => {
      this.pending.set(request.id, { request, resolve, onInfo });
      this.ensureWorker().postMessage(request);
    });
  }

  private ensureWorker(): WorkerLike {
    if (this.worker !== undefined) return this.worker;
    const worker = this.createWorker();
    worker.onmessage = (event) => this.hear(event.data);
    worker.onerror = (event) => this.crashed(event);
    this.worker = worker;
    // a fresh worker holds no variant: give it the one the old worker had (its answer is nobody's)
    if (this.loadedSpec !== undefined) worker.postMessage({ id: 0, kind: 'load', spec: this.loadedSpec });
    return worker;
  }

  private hear(message: EngineMessage): void {
    const p = this.pending.get(message.id);
    if (p === undefined) return;
    if (message.kind === 'info') {
      p.last = message.info;
      p.onInfo?.(message.info);
      return;
    }
    this.pending.delete(message.id);
    if (p.request.kind === 'load' && message.outcome.ok) this.loadedSpec = p.request.spec;
    p.resolve(message.outcome);
  }

  /**
   * Ends the worker and starts another; each pending request is answered by `settle`, or (when
   * it answers undefined: a load not yet done) sent again to the new worker.
   */
  private restart(settle: (p: Pending) => Outcome<object> | undefined): void {
    this.worker?.terminate();
    this.worker = undefined;
    const again: Pending[] = [];
    for (const p of this.pending.values()) {
      const outcome = settle(p);
      if (outcome === undefined) again.push(p);
      else p.resolve(outcome);
    }
    this.pending.clear();
    for (const p of again) {
      this.pending.set(p.request.id, p);
      this.ensureWorker().postMessage(p.request);
    }
  }

  /** The worker failed outside any request's handling (it could not start, or a bug): every pending request fails. */
  private crashed(event: unknown): void {
    const detail = event !== null && typeof event === 'object' && 'message' in event ? String((event as { message: unknown }).message) : 'no detail';
    this.restart(() => ({ ok: false, code: 'crashed', message: `the engine worker failed: ${detail}`, problems: [], diagnostics: [] }));
  }
}

/** A request ended before its answer: an analysis with an iteration done answers with it. */
function cancelled(p: Pending): Outcome<object> {
  if (p.request.kind === 'analyse' && p.last !== undefined) {
    const best: BestMove = { ...p.last, uci: p.last.pv[0] ?? null };
    return { ok: true, ...best };
  }
  return { ok: false, code: 'cancelled', message: `the ${p.request.kind} request was ended by a newer one or by stop`, problems: [], diagnostics: [] };
}
