// Capture chains past the runtime's limit. Enumerating every chain of a crowded position can
// need exponentially many chain states; the runtime explores at most CHAIN_STATE_LIMIT per
// position and otherwise stops with ChainLimitExceeded, which names the square and the
// position, and leaves the position and the move buffer as they were.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { compileSpec } from '../../../compiler/compile.ts';
import { loadGeneratedFactory } from '../../../generator/generate.ts';
import { ChainLimitExceeded } from '../../../runtime/rules/chain-states.ts';
import { Engine } from '../../../runtime/use/engine.ts';
import { loadSpecText } from '../../../plan-checks/load.ts';

const FILE = join(import.meta.dirname, '..', '..', 'fixtures', 'crowd-chains.yaml');
const loaded = loadSpecText(readFileSync(FILE, 'utf8'), FILE);
if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
const plan = compileSpec(loaded.spec);
const engines = { interpreted: new Engine(plan), generated: new Engine(plan, await loadGeneratedFactory(plan, FILE)) };

/** The sweeper on a1 in a full crowd: more chains than the limit allows. */
const OVER = 'kmm1m2/m2mm2/m2m1mm/1mm1mm1/mm1m2m/2mm2m/A1m1mmK w - - 0 1';
/** The same crowd without its top two ranks: thousands of chains, within the limit. */
const UNDER = 'k6/7/m2m1mm/1mm1mm1/mm1m2m/2mm2m/A1m1mmK w - - 0 1';

describe.each(['interpreted', 'generated'] as const)('capture chains past the limit, %s engine', (kind) => {
  const engine = engines[kind];
  const position = (fen: string) => {
    const r = engine.parseFen(fen);
    if (!r.ok) throw new Error(r.error.message);
    return r.pos;
  };

  test('stops with ChainLimitExceeded naming the square and the position, and changes nothing', () => {
    const pos = position(OVER);
    const before = { fen: engine.fen(pos), lo: pos.hashLo, hi: pos.hashHi, top: engine.buf.top, count: engine.buf.count };
    let error: unknown;
    try {
      engine.moves(pos);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ChainLimitExceeded);
    expect((error as ChainLimitExceeded).message).toBe(
      `capture chains from a1 need more than 16,384 chain states, the runtime's limit per position (in ${OVER})`,
    );
    expect({ fen: engine.fen(pos), lo: pos.hashLo, hi: pos.hashHi, top: engine.buf.top, count: engine.buf.count }).toEqual(before);
    // the engine goes on: the start position still has its moves
    expect(engine.perft(engine.start(), 2)).toBe(engines.interpreted.perft(engines.interpreted.start(), 2));
  });

  test('below the limit every chain is listed, one move per effect', () => {
    const moves = engine.moves(position(UNDER));
    const effects = new Set(moves.map((m) => `${m.from}-${m.to}x${[...m.captures].sort().join(',')}`));
    expect(effects.size).toBe(moves.length);
    expect(moves.length).toBe(engines.interpreted.moves(position(UNDER)).length);
    expect(moves.length).toBeGreaterThan(1000);
    // the longest chain takes every black piece: 18 men and the king
    expect(Math.max(...moves.map((m) => m.captures.length))).toBe(19);
  });
});
