// The playground's engine without a browser: the worker's handler (playground/src/engine/
// handler.ts) driven directly, and the client (client.ts) over a stand-in worker that runs the
// same handler a task later. Checks the answers a page relies on (legal best moves, streamed
// iterations, perft counts), that mistakes come back as data with the library's located
// messages, and that a newer request or stop() ends the one before on a fresh worker that gets
// the variant again. The real worker, in a real browser, is test/playground/engine.test.ts.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { loadVariant } from '../../lib/index.ts';
import { EngineClient, type WorkerLike } from '../../playground/src/engine/client.ts';
import { EngineHandler, scoreText } from '../../playground/src/engine/handler.ts';
import type { EngineMessage, EngineRequest } from '../../playground/src/engine/protocol.ts';
import { specFile } from '../support.ts';

const CHESS_YAML = readFileSync(specFile('chess'), 'utf8');
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** Runs requests through a handler and collects what it posts, by request id. */
async function run(handler: EngineHandler, posted: EngineMessage[], request: EngineRequest): Promise<EngineMessage[]> {
  await handler.receive(request);
  return posted.filter((m) => m.id === request.id);
}

function outcomeOf(messages: EngineMessage[]): Record<string, unknown> {
  const done = messages.at(-1);
  if (done?.kind !== 'done') throw new Error('no done message');
  return done.outcome as unknown as Record<string, unknown>;
}

describe('the engine handler', () => {
  const posted: EngineMessage[] = [];
  const handler = new EngineHandler((m) => posted.push(m));

  test('before a load, a request says no variant is loaded', async () => {
    expect(outcomeOf(await run(handler, posted, { id: 1, kind: 'perft', fen: START, depth: 1 }))).toMatchObject({ ok: false, code: 'not-loaded' });
  });

  test("a spec's YAML text loads, and perft and divide count as the library does", async () => {
    expect(outcomeOf(await run(handler, posted, { id: 2, kind: 'load', spec: CHESS_YAML }))).toMatchObject({ ok: true, name: 'chess', startFen: START });
    expect(outcomeOf(await run(handler, posted, { id: 3, kind: 'perft', fen: START, depth: 3 }))).toMatchObject({ ok: true, nodes: 8902, depth: 3 });
    const divide = outcomeOf(await run(handler, posted, { id: 4, kind: 'divide', fen: START, depth: 2 }));
    expect(divide).toMatchObject({ ok: true, nodes: 400 });
    expect(Object.fromEntries(divide.moves as [string, number][])).toEqual((await loadVariant('chess')).divide(2));
  });

  test('a bad spec comes back with its located problems, and the variant before stays loaded', async () => {
    const broken = CHESS_YAML.replace(/^name: chess$/m, 'name: chess\nboard: { files: 99, ranks: 8 }');
    const out = outcomeOf(await run(handler, posted, { id: 5, kind: 'load', spec: broken }));
    expect(out).toMatchObject({ ok: false, code: 'invalid-spec' });
    expect((out.problems as string[]).join('\n')).toMatch(/^<text>:\d+:\d+: /m);
    expect(outcomeOf(await run(handler, posted, { id: 6, kind: 'perft', fen: START, depth: 2 }))).toMatchObject({ ok: true, nodes: 400 });
  });

  test('a bad FEN, an illegal move and a bad depth are outcomes naming the fault', async () => {
    const fen = outcomeOf(await run(handler, posted, { id: 7, kind: 'bestMove', fen: 'rnbqkbnr/ppp w', movetimeMs: 50 }));
    expect(fen).toMatchObject({ ok: false, code: 'invalid-fen' });
    expect(fen.message).toMatch(/board/);
    expect(outcomeOf(await run(handler, posted, { id: 8, kind: 'bestMove', fen: START, moves: ['e2e5'], movetimeMs: 50 }))).toMatchObject({ ok: false, code: 'illegal-move' });
    expect(outcomeOf(await run(handler, posted, { id: 9, kind: 'perft', fen: START, depth: 101 }))).toMatchObject({ ok: false, code: 'invalid-argument' });
  });

  test('a best move is legal and comes within its move time', async () => {
    const chess = await loadVariant('chess');
    const fen = chess.play(['e4', 'e5', 'Nf3']).fen;
    const started = performance.now();
    const out = outcomeOf(await run(handler, posted, { id: 10, kind: 'bestMove', fen, movetimeMs: 300 }));
    expect(performance.now() - started).toBeLessThan(300 + 250);
    expect(chess.moves(fen).map((m) => m.uci)).toContain(out.uci);
    expect((out.pv as string[])[0]).toBe(out.uci);
    expect(out.scoreText).toMatch(/^[+-]\d+\.\d\d$/);
  });

  test('an analysis posts each iteration, deeper each time, before its answer', async () => {
    const messages = await run(handler, posted, { id: 11, kind: 'analyse', fen: START, maxMs: 400 });
    const depths = messages.flatMap((m) => (m.kind === 'info' ? [m.info.depth] : []));
    expect(depths.length).toBeGreaterThanOrEqual(2);
    expect(depths).toEqual([...depths].sort((a, b) => a - b));
    expect(messages.at(-1)?.kind).toBe('done');
  });

  test('scores read as pawns or as mates in moves', () => {
    expect([scoreText(35), scoreText(-120), scoreText(0), scoreText(32000 - 5), scoreText(-(32000 - 4))]).toEqual(['+0.35', '-1.20', '+0.00', '#3', '-#2']);
  });
});

/** A stand-in worker: the real handler, each request handled and each answer delivered a task later; a terminated one does and says nothing more. */
function standInWorkers(): { create: () => WorkerLike; made: EngineRequest[][] } {
  const made: EngineRequest[][] = [];
  const create = (): WorkerLike => {
    const received: EngineRequest[] = [];
    made.push(received);
    let dead = false;
    const worker: WorkerLike = {
      onmessage: null,
      onerror: null,
      postMessage: (request) => {
        received.push(request);
        setTimeout(() => dead || void handler.receive(request), 0);
      },
      terminate: () => {
        dead = true;
      },
    };
    // answers too arrive a task later, as a worker's do: a client may stop it between two
    const handler = new EngineHandler((data) => {
      setTimeout(() => {
        if (!dead) worker.onmessage?.({ data });
      }, 0);
    });
    return worker;
  };
  return { create, made };
}

describe('the engine client', () => {
  test('a newer request ends the search before it; the fresh worker is given the variant again', async () => {
    const workers = standInWorkers();
    const client = new EngineClient(workers.create);
    expect(await client.load('chess')).toMatchObject({ ok: true, name: 'chess' });
    const slow = client.bestMove({ fen: START, movetimeMs: 5000 });
    const count = client.perft({ fen: START, depth: 2 });
    expect(await slow).toMatchObject({ ok: false, code: 'cancelled' });
    expect(await count).toMatchObject({ ok: true, nodes: 400 });
    expect(workers.made).toHaveLength(2);
    expect(workers.made[1].map((r) => r.kind)).toEqual(['load', 'perft']);
    client.dispose();
  });

  test('stop() ends an analysis, which answers with its last iteration', async () => {
    const client = new EngineClient(standInWorkers().create);
    await client.load('chess');
    const infos: number[] = [];
    let stopped!: () => void;
    const twoHeard = new Promise<void>((resolve) => (stopped = resolve));
    const analysis = client.analyse({ fen: START, maxMs: 600 }, (info) => {
      infos.push(info.depth);
      if (infos.length === 2) stopped();
    });
    await Promise.race([twoHeard, analysis]);
    client.stop();
    const out = await analysis;
    expect(infos.length).toBeGreaterThanOrEqual(2);
    // the answer is the last iteration heard, not the search's own (which the stop cut off)
    expect(out).toMatchObject({ ok: true, depth: infos.at(-1) });
    expect(client.busy).toBe(false);
    client.dispose();
  });

  test('a load that fails leaves a located message and no variant change', async () => {
    const client = new EngineClient(standInWorkers().create);
    const out = await client.load('name: x\nboard: nonsense\n');
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.problems.join('\n')).toMatch(/<text>:\d+:\d+/);
    expect(await client.perft({ fen: START, depth: 1 })).toMatchObject({ ok: false, code: 'not-loaded' });
    client.dispose();
  });
});
