// The built-in parents the importer knows (interop/import/fsf-builtins.ts), each described as the
// ini options that make it from FSF's default: stated in full as a spec (extends chess, every rule
// said), each plays as ffish's built-in of that name, perft d1-2 from the start. Built-ins whose
// bundled twin says a rule the importer cannot (twinSays, theirs or a parent's) are left out: their
// full statement lacks it. Every description is said in full, but for what its twin says.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { describe, expect, test } from 'vitest';
import { BUILTIN_BASES, type BuiltinBase } from '../../interop/import/fsf-builtins.ts';
import { applyLayer, defaultState, type FsfState } from '../../interop/import/state.ts';
import { buildSpec } from '../../interop/import/build.ts';
import { specDiff } from '../../interop/import/diff.ts';
import { loadVariant } from '../../lib/index.ts';
import { loadFfish } from '../oracle/ffish.ts';

const ff = await loadFfish();
const dir = mkdtempSync(join(tmpdir(), 'ff-builtins-'));
const CHESS_NAMES = new Map([['p', 'pawn'], ['n', 'knight'], ['b', 'bishop'], ['r', 'rook'], ['q', 'queen'], ['k', 'king']]);

function stateOf(name: string): FsfState {
  const base = BUILTIN_BASES[name]!;
  const above = base.parent ? stateOf(base.parent) : defaultState();
  return applyLayer(above, Object.entries(base.options).map(([key, value]) => ({ key, value, line: 0, col: 0, where: name })), []);
}

/** The options a built-in's bundled twin says for it, its parents' included. */
function twinSays(name: string): NonNullable<BuiltinBase['twinSays']> {
  const base = BUILTIN_BASES[name]!;
  return { ...(base.parent ? twinSays(base.parent) : {}), ...base.twinSays };
}

const NAMES = Object.keys(BUILTIN_BASES).filter((n) => n !== 'fairy' && Object.keys(twinSays(n)).length === 0);

// losers' extinctionPieceCount = 1 (all but the king gone) is not imported yet
const KNOWN_REFUSALS: Readonly<Record<string, readonly string[]>> = { losers: ['extinctionPieceCount'] };

test('every description is said in full, but for the options its twin says', () => {
  const unsaid = Object.keys(BUILTIN_BASES).flatMap((name) => {
    const allowed = new Set([...Object.keys(twinSays(name)), ...(KNOWN_REFUSALS[name] ?? [])]);
    return buildSpec(stateOf(name)).refusals.filter((r) => !allowed.has(r.at.key)).map((r) => `${name}: ${r.at.key} = ${r.at.value}: ${r.reason}`);
  });
  expect(unsaid).toEqual([]);
});

describe.each(NAMES)('built-in %s', (name) => {
  test('its description stated in full plays as ffish\'s built-in (perft d1-2)', async () => {
    const { spec } = buildSpec(stateOf(name));
    const diff = specDiff(spec, buildSpec(defaultState()).spec, CHESS_NAMES);
    const file = join(dir, `full${name.replace(/[^a-z]/g, 'x')}.yaml`);
    writeFileSync(file, stringify({ extends: 'chess', name: `full${name.replace(/[^a-z]/g, 'x')}`, ...diff }));
    const v = await loadVariant(file, { engine: 'interpreted' });
    const fen = v.startFen;
    for (let d = 1; d <= 2; d++) expect(v.perft(d, fen), `perft d${d} at ${fen}`).toBe(ff.perft(name, fen, d));
  });
});
