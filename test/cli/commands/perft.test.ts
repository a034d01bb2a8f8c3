// perft stops cleanly: on --max-nodes and --timeout (exit code 3) and on Ctrl-C (SIGINT, exit
// code 130), printing the nodes counted so far, marked partial; compare stops on --timeout.
// The limits hold: depths above MAX_PERFT_DEPTH are refused, --timeout bounds the whole
// command (loading included), Ctrl-C before the count ends the command at once.
// Run as users run it, in a child process; the budget itself is also tested in-process.

import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { MAX_PERFT_DEPTH, PerftAborted, perftBudget } from '../../../runtime/use/perft-budget.ts';
import { fairyforge, fairyforgeInterrupted, ROOT } from '../../cli-run.ts';
import { enginePair } from '../../support.ts';

const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

/** A folder for the specs written here, removed at the end. */
const scratch = mkdtempSync(join(tmpdir(), 'fairyforge-limits-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * A valid spec whose generated engine takes seconds to emit (24 piece types on 16×16), under a
 * name used once, so that running it emits its engine afresh into .cache/engines.
 */
function slowToEmitSpec(): { file: string; name: string } {
  const name = `slow${process.pid}x${Date.now() % 1e6}`;
  const letters = [...'abcdefghijlmnoqrstuvwxyz'];
  const betzas = ['NAD', 'WFHC', 'RNZ', 'BDG', 'QN', 'NN', 'AADD', 'WWC', 'FFZ', 'HHN', 'CCG', 'ZZW'];
  const pieces = letters.map((l, i) => `  - { name: p${l}, letter: ${l}, betza: ${betzas[i % betzas.length]} }`);
  const row = letters.slice(0, 16).join('');
  const file = join(scratch, `${name}.yaml`);
  writeFileSync(
    file,
    [
      `name: ${name}`,
      'board: { files: 16, ranks: 16 }',
      'pieces:',
      ...pieces,
      '  - { name: king, letter: k, royal: true, betza: K }',
      'goal: { type: checkmate, stalemate: draw }',
      `start: "${row}/7k8/${'16/'.repeat(12)}7K8/${row.toUpperCase()} w - - 0 1"`,
      '',
    ].join('\n'),
  );
  return { file, name };
}

/** The engines emitted for `name` in .cache/engines. */
const emitted = (name: string): string[] => {
  const dir = join(ROOT, '.cache', 'engines');
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.startsWith(`${name}-`)) : [];
};

describe('perft budget (runtime)', () => {
  test('a node cap stops the count with what was counted; no cap counts as before', async () => {
    const { generated: engine } = await enginePair('chess');
    expect(engine.perft(engine.start(), 3, perftBudget())).toBe(8902);
    const budget = perftBudget({ maxNodes: 1000 });
    let error: unknown;
    try {
      engine.perft(engine.start(), 4, budget);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PerftAborted);
    expect((error as PerftAborted).reason).toBe('max-nodes');
    expect((error as PerftAborted).nodes).toBe(budget.nodes);
    expect(budget.nodes).toBeGreaterThanOrEqual(1000);
    expect(budget.nodes).toBeLessThan(1100);
  });

  test(`depths from 0 to ${MAX_PERFT_DEPTH} are counted, others are refused with a RangeError naming the cap`, async () => {
    const { generated: engine } = await enginePair('chess');
    expect(engine.perft(engine.start(), 0)).toBe(1);
    for (const depth of [MAX_PERFT_DEPTH + 1, 150_000, -1, 1.5, NaN]) {
      expect(() => engine.perft(engine.start(), depth)).toThrow(RangeError);
      expect(() => engine.divide(engine.start(), depth)).toThrow(RangeError);
    }
    expect(() => engine.perft(engine.start(), MAX_PERFT_DEPTH + 1)).toThrow(`at most ${MAX_PERFT_DEPTH} plies`);
  });

  test('the deepest count allowed, with a node cap of 1, stops at once with one move list per ply', async () => {
    const { generated: engine } = await enginePair('chess');
    const budget = perftBudget({ maxNodes: 1 });
    expect(() => engine.divide(engine.start(), MAX_PERFT_DEPTH, budget)).toThrow(PerftAborted);
    expect(budget.nodes).toBeGreaterThanOrEqual(1);
    expect(budget.nodes).toBeLessThan(100);
    // the move buffer holds the lists of the line searched: far below 2 MB
    expect(engine.buf.data.byteLength).toBeLessThan(2 << 20);
  });
});

describe('one divide', () => {
  test('Engine.divide sums to perft, and the CLI --divide prints the same counts', async () => {
    const { generated: engine } = await enginePair('chess');
    const pos = engine.parseFen(KIWIPETE);
    if (!pos.ok) throw new Error(pos.error.message);
    const divide = engine.divide(pos.pos, 2);
    expect(divide.size).toBe(48);
    expect([...divide.values()].reduce((a, b) => a + b, 0)).toBe(2039);
    expect(engine.fen(pos.pos)).toBe(KIWIPETE);
    const r = await fairyforge('perft', 'chess', '--fen', KIWIPETE, '--depth', '2', '--divide', '--json');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as { nodes: number; divide: Record<string, number> };
    expect(json.nodes).toBe(2039);
    expect(json.divide).toEqual(Object.fromEntries(divide));
  });

  test('a budgeted divide stops like perft', async () => {
    const { generated: engine } = await enginePair('chess');
    const budget = perftBudget({ maxNodes: 500 });
    expect(() => engine.divide(engine.start(), 4, budget)).toThrow(PerftAborted);
    expect(budget.nodes).toBeGreaterThanOrEqual(500);
    expect(budget.nodes).toBeLessThan(600);
  });
});

describe('perft limits (CLI)', () => {
  test('--max-nodes: a partial JSON count and exit code 3, quickly', async () => {
    const t0 = performance.now();
    const r = await fairyforge('perft', 'chess', '--depth', '7', '--max-nodes', '100000', '--json');
    expect(performance.now() - t0).toBeLessThan(20_000);
    expect(r.code).toBe(3);
    const json = JSON.parse(r.stdout) as { nodes: number; partial: boolean; stopped: string };
    expect(json).toMatchObject({ partial: true, stopped: 'max-nodes' });
    expect(json.nodes).toBeGreaterThanOrEqual(100_000);
    expect(json.nodes).toBeLessThan(110_000);
  });

  test('--timeout: text output marked partial and exit code 3', async () => {
    const r = await fairyforge('perft', 'chess', '--depth', '8', '--timeout', '0.5');
    expect(r.code).toBe(3);
    // on a loaded machine the deadline may pass while loading: then the stage is named (`--timeout while …`)
    expect(r.stdout).toMatch(/^nodes \d+ \(partial: stopped by --timeout( while [a-z ]+)?\)$/m);
  });

  test(`a depth above ${MAX_PERFT_DEPTH} is a usage error naming the cap`, async () => {
    // --timeout: before the cap, such a depth ran until stopped
    for (const depth of [String(MAX_PERFT_DEPTH + 1), '150000', '9007199254740993']) {
      const r = await fairyforge('perft', 'chess', '--depth', depth, '--timeout', '2');
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(new RegExp(`the depth must be at most ${MAX_PERFT_DEPTH} plies`));
    }
  });

  test('--timeout counts from the start of the command: a deadline that passes while loading stops the count before it starts', async () => {
    // loading (node, the CLI, the engine) takes longer than 50 ms; before, the deadline counted from after it
    const r = await fairyforge('perft', 'chess', '--depth', '1', '--timeout', '0.05', '--json');
    expect(r.code).toBe(3);
    expect(JSON.parse(r.stdout)).toMatchObject({ nodes: 0, partial: true, stopped: 'timeout' });
  });

  test(`--timeout bounds the deepest count (depth ${MAX_PERFT_DEPTH}), with a text answer`, async () => {
    const t0 = performance.now();
    const r = await fairyforge('perft', 'chess', '--depth', String(MAX_PERFT_DEPTH), '--timeout', '1');
    expect(r.code).toBe(3);
    // on a loaded machine the deadline may pass while loading: then the stage is named (`--timeout while …`)
    expect(r.stdout).toMatch(/^nodes \d+ \(partial: stopped by --timeout( while [a-z ]+)?\)$/m);
    expect(performance.now() - t0).toBeLessThan(60_000); // generous: the command ends, it does not run on
  });

  test('Ctrl-C (SIGINT) while the engine of a path-given spec is emitted ends the command at once, printing nothing', async () => {
    const spec = slowToEmitSpec();
    // after start-up, while the emission (seconds long) runs
    const ended = await fairyforgeInterrupted(['perft', spec.file, '--depth', '1', '--json'], 2000);
    const stdout = ended.stdout;
    // killed by the signal (a shell reports exit status 130), or exited with 130
    expect(ended.signal === 'SIGINT' || ended.code === 130).toBe(true);
    // before, the emission ran to its end and the count printed a partial result
    expect(stdout).toBe('');
    expect(emitted(spec.name)).toEqual([]);
  });

  test('bad limit values are usage errors', async () => {
    const r = await fairyforge('perft', 'chess', '--depth', '1', '--max-nodes', '0');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/node limit must be a positive integer/);
  });

  test('Ctrl-C (SIGINT) while counting: the partial count and exit code 130', async () => {
    const { code, stdout } = await fairyforgeInterrupted(['perft', 'chess', '--depth', '9', '--json']);
    expect(code).toBe(130);
    const json = JSON.parse(stdout) as { nodes: number; partial: boolean; stopped: string };
    expect(json).toMatchObject({ partial: true, stopped: 'interrupted' });
    expect(json.nodes).toBeGreaterThan(0);
  });

  test('compare on Ctrl-C (SIGINT): stops measuring, says how far it got, exit code 130', async () => {
    const { code, stdout, stderr } = await fairyforgeInterrupted(['compare', 'chess', 'berolina', '--games', '100000']);
    expect(code).toBe(130);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^fairyforge: compare stopped by Ctrl-C after \d+ of \d+ measurement steps \(at .+\); partial, no report written$/m);
  });

  test('compare --timeout: stops measuring, says how far it got, exit code 3', async () => {
    const r = await fairyforge('compare', 'chess', 'berolina', '--timeout', '0.2');
    expect(r.code).toBe(3);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^fairyforge: compare stopped by --timeout after \d+ of \d+ measurement steps \(at .+\); partial, no report written$/m);
  });
});
