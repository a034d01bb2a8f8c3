// Spec names become identifiers in generated code one to one (#24 item 6): pieces `x1` and `x_1`
// were both `WhiteX1` in PIECE_CODES, and the emitted engine failed to type-check (TS1117).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { compileSpec } from '../../../compiler/compile.ts';
import { emitEngine } from '../../../generator/emit/engine.ts';
import { constantIdentifier, pascalIdentifier } from '../../../generator/escape.ts';
import { REPO_ROOT } from '../../../generator/generate.ts';
import { Engine } from '../../../runtime/use/engine.ts';
import { loadSpecText } from '../../../plan-checks/load.ts';

const COLLIDING = `name: colliding
board: { files: 4, ranks: 4 }
pieces:
  - { name: x1, letter: a, betza: W }
  - { name: x_1, letter: b, betza: F }
  - { name: king, letter: k, royal: true, betza: K }
start: "k3/4/4/AB1K w - - 0 1"
`;

describe('identifiers from spec names', () => {
  test('distinct names give distinct identifiers, and names of words keep their PascalCase', () => {
    const names = ['x1', 'x_1', 'a_b', 'ab', 'a__b', 'a_', 'a', 'dragon_king', 'dragonking', 'a_1b', 'a1_b'];
    const ids = names.map(pascalIdentifier);
    expect(new Set(ids).size).toBe(names.length);
    expect(ids.every((id) => /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(id))).toBe(true);
    expect(pascalIdentifier('dragon_king')).toBe('DragonKing');
  });

  test('constant names (WHITE_<NAME>) are one to one too, and a hostile name becomes an identifier part', () => {
    const names = ['x1', 'x_1', 'a_b', 'ab', 'a__b', 'a_', 'a', 'dragon_king', 'dragonking', '1a', 'A', 'q"uote', 'end*/x', 'new\nline', 'ünï'];
    const ids = names.map((name) => `WHITE_${constantIdentifier(name)}`);
    expect(new Set(ids).size).toBe(names.length);
    expect(ids.every((id) => /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(id))).toBe(true);
    expect(constantIdentifier('dragon_king')).toBe('DRAGON_KING');
  });

  test('pieces x1 and x_1: the generated engine names both in PIECE_CODES and counts as the interpreter', async () => {
    const loaded = loadSpecText(COLLIDING, 'colliding.yaml');
    if (!loaded.ok) throw new Error(loaded.diagnostics.map((d) => d.message).join('; '));
    const plan = compileSpec(loaded.spec);
    const dir = join(REPO_ROOT, '.cache', 'identifier-names');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'colliding.ts');
    writeFileSync(file, emitEngine(plan, { source: 'colliding.yaml' }));
    try {
      // test/generator/generated-engines.test.ts's hostile names type-check the same two names (a full check costs seconds)
      const mod = (await import(pathToFileURL(file).href)) as { PIECE_CODES: Record<string, number>; createGenerator: ConstructorParameters<typeof Engine>[1] };
      expect(Object.keys(mod.PIECE_CODES)).toEqual(expect.arrayContaining(['WhiteX1', 'WhiteX_1', 'BlackX1', 'BlackX_1']));
      expect(new Set(Object.values(mod.PIECE_CODES)).size).toBe(6);
      const generated = new Engine(plan, mod.createGenerator);
      const interpreted = new Engine(plan);
      expect(generated.perft(generated.start(), 3)).toBe(interpreted.perft(interpreted.start(), 3));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
