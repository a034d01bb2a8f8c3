// Janggi's mechanisms beyond the bundled variant (test/oracle/xiangqi compares janggi with
// ffish): the orthogonal-first lame path against the straight one, in move generation and check
// detection, both engines, squares worked out from the rule; passing (not without a royal piece,
// in check, its SAN, undo, the end by two passes); the refusals.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { compileSpec } from '../../../compiler/compile.ts';
import { emitEngine } from '../../../generator/emit/engine.ts';
import { planFingerprint } from '../../../generator/fingerprint.ts';
import { REPO_ROOT, type GeneratorFactory } from '../../../generator/generate.ts';
import { Engine } from '../../../runtime/use/engine.ts';
import { inCheck } from '../../../runtime/legal/legal.ts';
import type { VariantPlan } from '../../../runtime/plan.ts';
import { loadSpecText } from '../../../plan-checks/load.ts';

const CACHE = join(REPO_ROOT, '.cache', 'janggi-rules');

function planOf(text: string): VariantPlan {
  const result = loadSpecText(text, 'zebras.yaml');
  if (!result.ok) throw new Error(result.diagnostics.map((d) => `${d.code}: ${d.message}`).join('\n'));
  return compileSpec(result.spec);
}

/** The interpreter and the generated engine of a plan. */
async function engines(plan: VariantPlan): Promise<Engine[]> {
  mkdirSync(CACHE, { recursive: true });
  const file = join(CACHE, `janggi-${planFingerprint(plan)}.ts`);
  writeFileSync(file, emitEngine(plan, { source: 'zebras.yaml' }));
  const mod = (await import(pathToFileURL(file).href)) as { createGenerator: GeneratorFactory };
  return [new Engine(plan), new Engine(plan, mod.createGenerator)];
}

/** A 5x5 game with kings and lame zebras (Betza nZ), on the given path, optionally passing. */
function zebras(path: string, extra = ''): string {
  return [
    'name: zebras',
    'board: { files: 5, ranks: 5 }',
    'pieces:',
    '  - { name: king, letter: k, royal: true, betza: K }',
    `  - { name: zebra, letter: z, moves: [{ betza: nZ${path} }] }`,
    '  - { name: wall, letter: w, betza: W }',
    'start: "k4/5/5/5/Z3K w - - 0 1"',
    extra,
  ].join('\n');
}

function fenOf(engine: Engine, fen: string): ReturnType<Engine['start']> {
  const pos = engine.parseFen(fen);
  if (!pos.ok) throw new Error(pos.error.message);
  return pos.pos;
}

const zebraMoves = (engine: Engine, fen: string): string[] =>
  engine.moves(fenOf(engine, fen)).map((m) => m.uci).filter((u) => u.startsWith('a1')).sort();

describe('lamePath: orthogonal-first against straight', () => {
  const straight = planOf(zebras(''));
  const orthogonal = planOf(zebras(', lamePath: orthogonal-first'));

  test('the plan carries each vector its path only with orthogonal-first', () => {
    expect(straight.pieces[1].moves[0]).not.toHaveProperty('legs');
    const node = orthogonal.pieces[1].moves[0];
    expect(node.kind === 'leap' && node.legs?.[node.vectors.findIndex(([x, y]) => x === 2 && y === 3)]).toEqual([[0, 1], [1, 2]]);
  });

  // from a1 the zebra reaches c4 (2, 3) and d3 (3, 2). Straight, c4 passes b2 and b3, d3 passes b2
  // and c2; orthogonal-first, c4 passes a2 and b3, d3 passes b1 and c2.
  test('a wall on b2 blocks both leaps only on the straight path', async () => {
    const fen = 'k4/5/5/1W3/Z3K w - - 0 1';
    for (const e of await engines(straight)) expect(zebraMoves(e, fen)).toEqual([]);
    for (const e of await engines(orthogonal)) expect(zebraMoves(e, fen)).toEqual(['a1c4', 'a1d3']);
  });

  test('a wall on a2 blocks c4 only on the orthogonal-first path', async () => {
    const fen = 'k4/5/5/W4/Z3K w - - 0 1';
    for (const e of await engines(straight)) expect(zebraMoves(e, fen)).toEqual(['a1c4', 'a1d3']);
    for (const e of await engines(orthogonal)) expect(zebraMoves(e, fen)).toEqual(['a1d3']);
  });

  test('check detection follows the same path: the a1 zebra checks c4 past a wall on b2', async () => {
    const fen = '5/2k2/5/1W3/Z3K b - - 0 1';
    for (const e of await engines(straight)) expect(inCheck(fenOf(e, fen), e.gen)).toBe(false);
    for (const e of await engines(orthogonal)) expect(inCheck(fenOf(e, fen), e.gen)).toBe(true);
  });
});

describe('passing', () => {
  const passing = planOf(zebras('', 'pass: true\n'));

  test('the pass is the royal square twice, SAN "pass", and undoes', async () => {
    for (const e of await engines(passing)) {
      const pos = fenOf(e, 'k4/5/5/5/Z3K w - - 3 7');
      const pass = e.moves(pos).find((m) => m.uci === 'e1e1');
      expect(pass?.san).toBe('pass');
      expect(e.playText(pos, 'pass')).toBeNull();
      expect(e.fen(pos)).toBe('k4/5/5/5/Z3K b - - 4 7');
      e.undo(pos);
      expect(e.fen(pos)).toBe('k4/5/5/5/Z3K w - - 3 7');
    }
  });

  test('no side passes in check', async () => {
    for (const e of await engines(passing)) {
      // the a1 zebra checks the king on c4 (straight path, b2 and b3 empty)
      expect(e.moves(fenOf(e, '5/2k2/5/5/Z3K b - - 0 1')).map((m) => m.uci)).not.toContain('c4c4');
    }
  });

  test('two passes in a row end the game, drawn without counting', async () => {
    for (const e of await engines(passing)) {
      const pos = fenOf(e, 'k4/5/5/5/Z3K w - - 0 1');
      expect(e.playText(pos, 'e1e1')).toBeNull();
      expect(e.playText(pos, 'a5a5')).toBeNull();
      const result = e.result(pos, false);
      expect(result).toEqual({ over: true, winner: null, reason: 'passing' });
    }
  });
});

test.each([
  ['a lamePath on a move that is no lame leap', zebras('').replace('betza: nZ', 'betza: Z, lamePath: orthogonal-first'), 'lame-path', 5],
  ['passing without a royal piece', zebras('', 'pass: true\ngoal: { type: capture, piece: k }\n').replace('royal: true, ', ''), 'pass-royal', 8],
  ['counting without passing', zebras('', 'goal: { type: checkmate, counting: { komi: 1.5 } }\n'), 'pass-royal', 8],
])('%s is refused', (_, text, code, line) => {
  const result = loadSpecText(text, 'zebras.yaml');
  expect(result.ok).toBe(false);
  if (result.ok) return;
  const found = result.diagnostics.find((d) => d.code === code);
  expect(found, result.diagnostics.map((d) => `${d.code}: ${d.message}`).join('\n')).toBeDefined();
  expect(found!.line).toBe(line);
});
