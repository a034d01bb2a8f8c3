// `fairyforge uci` driven by a real UCI client, the npm package node-uci (it spawns the engine,
// parses `id`/`option`/`info`/`bestmove` itself): the handshake and the variant option, a short
// game of chess where every move the engine answers is legal, a goal variant chosen by
// UCI_Variant, a YAML file loaded by VariantPath, a fusion fission as a move token, and `go
// infinite` ended by `stop`.

import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Engine as UciClient } from 'node-uci';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Engine } from '../../runtime/use/engine.ts';
import { bundledNames } from '../../lib/source.ts';
import { parseGo } from '../../cli/uci.ts';
import { ROOT } from '../cli-run.ts';
import { loadPlan } from '../support.ts';

/** node-uci runs an executable without arguments: a script that runs `fairyforge uci`. */
function engineScript(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fairyforge-uci-'));
  const file = join(dir, 'fairyforge-uci');
  writeFileSync(file, `#!/bin/sh\nexec "${process.execPath}" "${join(ROOT, 'bin', 'fairyforge.js')}" uci\n`);
  chmodSync(file, 0o755);
  return file;
}

let client: UciClient;
beforeAll(async () => {
  client = new UciClient(engineScript());
  await client.init();
  await client.isready();
});
afterAll(async () => {
  await client.quit();
});

describe('fairyforge uci through node-uci', () => {
  test('identifies itself and offers every bundled variant', () => {
    expect(client.id.name).toMatch(/^fairyforge /);
    const variant = client.options.get('UCI_Variant') as { type: string; default: string; options: string[] } | undefined;
    expect(variant?.type).toBe('combo');
    expect(variant?.default).toBe('chess');
    expect([...(variant?.options ?? [])].sort()).toEqual([...bundledNames()].sort());
    expect(client.options.has('VariantPath')).toBe(true);
  });

  test('a short game of chess: every answer is a legal move of the position sent', async () => {
    const engine = new Engine(loadPlan('chess'));
    const pos = engine.start();
    const moves: string[] = [];
    await client.ucinewgame();
    for (let ply = 0; ply < 8; ply++) {
      await client.position('startpos', moves);
      const { bestmove, info } = await client.go({ depth: 2 });
      expect(engine.moves(pos).map((m) => m.uci)).toContain(bestmove);
      expect(info.some((i) => i.depth === 2 && i.score !== undefined)).toBe(true);
      expect(engine.playText(pos, bestmove)).toBeNull();
      moves.push(bestmove);
    }
  });

  test('moves past a repetition nobody claimed are played: the answer is for the side to move after them', async () => {
    const engine = new Engine(loadPlan('chess'));
    const moves = ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8', 'e2e4'];
    const pos = engine.start();
    for (const m of moves) expect(engine.playMoveText(pos, m, false).ok).toBe(true);
    await client.position('startpos', moves);
    const { bestmove } = await client.go({ depth: 1 });
    expect(engine.moves(pos).map((m) => m.uci)).toContain(bestmove);
  });

  test('UCI_Variant kingofthehill: a king two steps from the hill goes there, mate 2', async () => {
    await client.setoption('UCI_Variant', 'kingofthehill');
    await client.position('k7/8/8/8/8/8/2K5/8 w - - 0 1');
    const { bestmove, info } = await client.go({ depth: 4 });
    expect(['c2c3', 'c2d3']).toContain(bestmove);
    const last = info.filter((i) => i.score !== undefined).pop();
    expect(last?.score).toEqual({ unit: 'mate', value: 2 });
  });

  test('VariantPath loads a YAML file and selects its variant', async () => {
    await client.setoption('VariantPath', join(ROOT, 'variants', 'antichess.yaml'));
    // Ra1 gives the last piece away: bxa1 is compulsory and White, with nothing left, wins
    await client.position('8/8/8/8/8/8/1p6/2R5 w - - 0 1');
    const { bestmove } = await client.go({ depth: 3 });
    expect(bestmove).toBe('c1a1');
    await client.setoption('UCI_Variant', 'chess');
  });

  test('fusion: a fission is a UCI move token (g5f7n), so node-uci reads the bestmove', async () => {
    // Black: Kh8, Ph7; White: Ka1 and a Marshall (Rook + Knight) on g5, not attacked, so it may
    // split. Its Knight alone to f7 checks h8, and the Rook left on g5 holds g6-g8: mate, the only
    // one (the whole Marshall on f7 checks too, but leaves g8 free).
    await client.setoption('UCI_Variant', 'fusion');
    await client.position('7k/7p/8/6M1/8/8/8/K7 w - - 0 1');
    const { bestmove, info } = await client.go({ depth: 2 });
    expect(bestmove).toBe('g5f7n');
    expect(info.filter((i) => i.score !== undefined).pop()?.score).toEqual({ unit: 'mate', value: 1 });
    // the fission text in a position command, and a game going on from it
    await client.position('startpos', ['e2e4', 'e7e5', 'd1h5b']);
    const next = await client.go({ depth: 1 });
    const engine = new Engine(loadPlan('fusion'));
    const pos = engine.start();
    for (const m of ['e2e4', 'e7e5', 'd1h5b']) expect(engine.playText(pos, m)).toBeNull();
    expect(engine.moves(pos).map((m) => m.uci)).toContain(next.bestmove);
    await client.setoption('UCI_Variant', 'chess');
  });

  test('go infinite runs until stop, then answers a legal move', async () => {
    await client.position('startpos', ['e2e4']);
    const emitter = client.goInfinite({});
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { bestmove } = await client.stop();
    const engine = new Engine(loadPlan('chess'));
    const pos = engine.start();
    engine.playText(pos, 'e2e4');
    expect(engine.moves(pos).map((m) => m.uci)).toContain(bestmove);
    emitter.removeAllListeners();
  });
});

test('go: limits from the words, unknown words skipped', () => {
  expect(parseGo('wtime 1000 btime 2000 winc 10 binc 20 movestogo 5'.split(' '))).toEqual({ wtime: 1000, btime: 2000, winc: 10, binc: 20, movestogo: 5 });
  expect(parseGo('depth 4 ponder nodes 100'.split(' '))).toEqual({ depth: 4, nodes: 100 });
  expect(parseGo(['infinite'])).toEqual({ infinite: true });
  expect(parseGo('mate 2'.split(' '))).toEqual({ depth: 3 });
});
