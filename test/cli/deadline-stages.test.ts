// --timeout bounds every stage of a command, not only the count (issue #24, item 10): the worst
// spec the size bounds allow (loading/size-checks.ts: 512 moves, here long riders on 16x16) takes
// seconds to check and most of a minute and half a gigabyte to emit its engine (ts-morph, which
// is synchronous), so perft, start and compare check the deadline between loading, checking,
// compiling and emitting, and emit in a worker thread that is ended at the deadline.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSpecText } from '../../plan-checks/load.ts';
import { moveEntries } from '../../schema/move-entries.ts';
import { MAX_SPEC_MOVES } from '../../loading/size-checks.ts';
import { fairyforgeWithin } from '../cli-run.ts';

/**
 * A spec at the size bound: 8 rider pieces of up to 64 vector riders each ([a, b], |a|, |b| <= 8,
 * unlimited range), a wall of move-only pawns and kings: 512 moves in all. Only the (1, 0) and
 * (1, 1) riders capture, and the walls stop them, so no king is attacked at the start.
 */
function boundSpec(name: string): string {
  const vectors: [number, number][] = [];
  for (let a = 1; a <= 8; a++) for (let b = 0; b <= a; b++) vectors.push([a, b]);
  const riders = [...'abcdefgh'].map((letter, p) => {
    const count = p === 7 ? 61 : 64; // 7 x 64 + 61 riders, 1 wall move and 2 king moves: 512
    const moves = Array.from({ length: count }, (_, i) => {
      const [a, b] = vectors[(i + p * 7) % vectors.length];
      return `      - { atom: [${a}, ${b}], range: 0, mode: ${a <= 1 ? 'both' : 'move'} }`;
    });
    return `  - name: rider_${letter}\n    letter: ${letter}\n    moves:\n${moves.join('\n')}`;
  });
  const back = 'abcdefgkhabcdefg';
  const fen = [back, 'w'.repeat(16), ...Array(12).fill('16'), 'W'.repeat(16), back.toUpperCase()].join('/');
  return [
    `name: ${name}`,
    'board: { files: 16, ranks: 16 }',
    'pieces:',
    ...riders,
    '  - { name: wall, letter: w, betza: mfW }',
    '  - { name: king, letter: k, royal: true, betza: K }',
    'goal: { type: checkmate, stalemate: draw }',
    `start: "${fen} w - - 0 1"`,
    '',
  ].join('\n');
}


/** The timeout given, in seconds, and what the command may take beyond it (process exit, a loaded machine). */
const TIMEOUT = 4;
const SLACK_MS = 8000;

describe('--timeout on the biggest spec the bounds allow: every stage stops on time', () => {
  let dir: string;
  let spec: string;
  // a fresh name, so no engine of it is cached yet and the generated engine must be emitted
  const name = `bound_${process.pid}_${Date.now() % 100_000}`;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'fairyforge-bound-'));
    mkdirSync(join(dir, 'variants'));
    spec = join(dir, 'variants', `${name}.yaml`);
    writeFileSync(spec, boundSpec(name));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it(`the spec is valid and declares exactly ${MAX_SPEC_MOVES} moves (so only the deadline can stop it)`, () => {
    const load = loadSpecText(boundSpec(name), `${name}.yaml`);
    expect(load.ok ? [] : load.diagnostics.map((d) => d.message)).toEqual([]);
    if (load.ok) expect(moveEntries(load.spec)).toHaveLength(MAX_SPEC_MOVES);
  });

  it(`perft, start and compare --timeout ${TIMEOUT}: exit 3 within the timeout and a little slack (the emission alone takes most of a minute)`, async () => {
    const bound = TIMEOUT * 1000 + 60_000;
    const [perft, start, compare] = await Promise.all([
      fairyforgeWithin(bound, 'perft', spec, '--depth', '3', '--timeout', String(TIMEOUT)),
      fairyforgeWithin(bound, 'start', '--dir', join(dir, 'variants'), '--depth', '3', '--json', '--timeout', String(TIMEOUT)),
      fairyforgeWithin(bound, 'compare', spec, 'chess', '--timeout', String(TIMEOUT)),
    ]);
    expect(perft.code, perft.stderr).toBe(3);
    expect(perft.stdout).toMatch(/^nodes 0 \(partial: stopped by --timeout while ((checking|compiling) the variant|emitting the engine)\)\n/);
    expect(start.code, start.stderr).toBe(3);
    expect(JSON.parse(start.stdout)).toMatchObject({ ok: true, partial: true, stopped: 'timeout', variants: [{ name, perft: [0], partial: true }] });
    expect(compare.code, compare.stderr).toBe(3);
    expect(compare.stderr).toMatch(/^fairyforge: compare stopped by --timeout after \d+ of \d+ measurement steps \(at .*\); partial, no report written\n$/);
    for (const r of [perft, start, compare]) expect(r.ms, r.stdout + r.stderr).toBeLessThan(TIMEOUT * 1000 + SLACK_MS);
  }, 90_000);
});
