// Perft on several cores (lib/perft-threads.ts, runtime/use/perft-split.ts): the library's
// `perft(depth, { threads })` and `divide`, and `fairyforge perft --threads`, give the counts of
// one thread — in orthodox chess (against the published table), with drops from a hand
// (crazyhouse), capture chains (interweave), fusion, passing (janggi), and where the root has
// too few moves and the split goes one ply deeper. Bad thread counts are refused in one line.

import { describe, expect, test } from 'vitest';
import { loadVariant, VariantError } from '../../lib/index.ts';
import { fairyforge, fairyforgeInterrupted } from '../cli-run.ts';

const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

describe('library: perft and divide in worker threads', () => {
  test('chess from the start: the published perft(4), in 2 threads and in 3 (split one ply deeper)', async () => {
    const chess = await loadVariant('chess');
    expect(await chess.perft(4, { threads: 2 })).toBe(197281);
    // 20 root moves for 3 threads: the pieces are the 400 replies
    expect(await chess.perft(3, { threads: 3 })).toBe(8902);
    expect(await chess.perft(3, { fen: KIWIPETE, threads: 2 })).toBe(97862);
  });

  test('divide in threads: the same moves, in the same order, with the same counts as one thread', async () => {
    const chess = await loadVariant('chess');
    const one = chess.divide(3, KIWIPETE);
    const two = await chess.divide(3, { fen: KIWIPETE, threads: 2 });
    expect(Object.entries(two)).toEqual(Object.entries(one));
    // a position in check has few root moves: the split goes one ply deeper
    const check = 'rnbqkbnr/ppp2ppp/8/1B1pp3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 3';
    expect(Object.entries(await chess.divide(3, { fen: check, threads: 2 }))).toEqual(Object.entries(chess.divide(3, check)));
  });

  const rows: [string, string | undefined, number][] = [
    // pieces in hand on both sides: drops to every empty square
    ['crazyhouse', 'r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R[Pp] w KQkq - 4 5', 3],
    ['interweave', undefined, 3],
    ['fusion', undefined, 3],
    ['janggi', undefined, 3],
  ];
  test.each(rows)('%s: the count of one thread, generated and interpreted', async (name, fen, depth) => {
    for (const engine of ['generated', 'interpreted'] as const) {
      const variant = await loadVariant(name, { engine });
      expect(await variant.perft(depth, { fen, threads: 2 })).toBe(variant.perft(depth, fen));
    }
  });

  test('depth 0 and 1, one thread, and a finished game', async () => {
    const chess = await loadVariant('chess');
    expect(await chess.perft(0, { threads: 2 })).toBe(1);
    expect(await chess.perft(1, { threads: 2 })).toBe(20);
    expect(await chess.perft(3, { threads: 1 })).toBe(8902);
    const mated = 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3';
    expect(await chess.perft(3, { fen: mated, threads: 2 })).toBe(0);
  });

  test('options without threads count on this thread: perft(2, { fen }) is the count from that FEN', async () => {
    const chess = await loadVariant('chess');
    expect(await chess.perft(2, { fen: KIWIPETE })).toBe(2039);
    expect(Object.keys(await chess.divide(1, { fen: KIWIPETE }))).toHaveLength(48);
  });

  test('more threads than the machine gains from are not started: 256 threads count perft(3) at once', async () => {
    const chess = await loadVariant('chess');
    const t0 = performance.now();
    expect(await chess.perft(3, { threads: 256 })).toBe(8902);
    expect(performance.now() - t0).toBeLessThan(10_000);
  });

  test.each([0, -1, 1.5, 257, NaN, '2' as unknown as number])('threads %s is refused', async (threads) => {
    const chess = await loadVariant('chess');
    const e: unknown = await chess.perft(2, { threads }).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(VariantError);
    expect((e as VariantError).code).toBe('invalid-argument');
    expect((e as VariantError).message).toMatch(/^the thread count must be a whole number from 1 to 256, got /);
  });
});

describe('CLI: perft --threads', () => {
  test('the count and the divide of one thread', async () => {
    const one = await fairyforge('perft', 'chess', '--depth', '3', '--fen', KIWIPETE, '--divide');
    const two = await fairyforge('perft', 'chess', '--depth', '3', '--fen', KIWIPETE, '--divide', '--threads', '2');
    expect(two.code).toBe(0);
    const counts = (s: string): string[] => s.split('\n').filter((l) => !/^(time|nps) /.test(l));
    expect(counts(two.stdout)).toEqual(counts(one.stdout));
    expect(two.stdout).toContain('nodes 97862');
    const json = await fairyforge('perft', 'crazyhouse', '--depth', '3', '--threads', '2', '--json', '--divide');
    const parsed = JSON.parse(json.stdout) as { nodes: number; divide: Record<string, number> };
    const single = JSON.parse((await fairyforge('perft', 'crazyhouse', '--depth', '3', '--json', '--divide')).stdout) as typeof parsed;
    expect(parsed.nodes).toBe(single.nodes);
    expect(Object.entries(parsed.divide)).toEqual(Object.entries(single.divide));
  });

  test.each(['0', 'two', '1.5', '257', ''])("--threads '%s' is a usage error in one line", async (value) => {
    const r = await fairyforge('perft', 'chess', '--depth', '2', '--threads', value);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/the thread count must be a whole number from 1 to 256, got '/);
  });

  test('--max-nodes stops a threaded count once all the threads together counted that many', async () => {
    const r = await fairyforge('perft', 'chess', '--depth', '6', '--threads', '2', '--max-nodes', '200000', '--json');
    expect(r.code).toBe(3);
    const parsed = JSON.parse(r.stdout) as { nodes: number; partial: boolean; stopped: string };
    expect(parsed).toMatchObject({ partial: true, stopped: 'max-nodes' });
    // the leaves of the pieces cut short count too: at least the cap, not the few root moves finished
    expect(parsed.nodes).toBeGreaterThanOrEqual(200000);
    expect(parsed.nodes).toBeLessThan(119060324);
  });

  test('--timeout stops a threaded count and reports what every thread counted', async () => {
    // no root move of perft(8) finishes in 3 s: the count is the leaves counted within them
    const r = await fairyforge('perft', 'chess', '--depth', '8', '--threads', '2', '--timeout', '3', '--json');
    expect(r.code).toBe(3);
    const parsed = JSON.parse(r.stdout) as { nodes: number; partial: boolean; stopped: string };
    expect(parsed).toMatchObject({ partial: true, stopped: 'timeout' });
    expect(parsed.nodes).toBeGreaterThan(10000);
  });

  test('--threads above what the cores gain from: a note, the count, within its --timeout', async () => {
    const t0 = performance.now();
    const r = await fairyforge('perft', 'chess', '--depth', '3', '--threads', '256', '--timeout', '20');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^nodes 8902$/m);
    expect(r.stderr).toMatch(/^fairyforge: --threads 256 is more than this machine's \d+ cores gain from; using \d+ threads$/m);
    expect(performance.now() - t0).toBeLessThan(15_000);
  });

  test('Ctrl-C stops a threaded count and reports it partial', async () => {
    const r = await fairyforgeInterrupted(['perft', 'chess', '--depth', '8', '--threads', '2']);
    expect(r.code).toBe(130);
    expect(r.stdout).toMatch(/^nodes [1-9]\d* \(partial: stopped by Ctrl-C\)$/m);
  });
});
