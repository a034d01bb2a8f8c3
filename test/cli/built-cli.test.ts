// The built CLI (bin/fairyforge.js → dist/) as users run it, with no TypeScript loader: a bundled
// variant with a committed engine never loads ts-morph; a variant given by path gets its engine
// emitted into the cache as JavaScript; `generate` does load ts-morph, which shows that the probe
// below sees it. A bundled variant unchanged since the build is read from the build's snapshot
// (lib/bundled-snapshot.ts), so neither yaml nor ajv is loaded either.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { REPO_ROOT } from '../../generator/generate.ts';

const BIN = join(REPO_ROOT, 'bin', 'fairyforge.js');
// Preloaded into the CLI's process: at exit, reports which of these CommonJS packages were loaded
// (an import() of a CommonJS package from ESM goes through the require cache too).
const WATCHED = ['ts-morph', 'yaml', 'ajv', 'cli-table3'];
const PROBE = `data:text/javascript,${encodeURIComponent(
  `import { createRequire } from 'node:module'; const r = createRequire(process.cwd() + '/probe.js');
   process.on('exit', () => { const files = Object.keys(r.cache);
     const loaded = ${JSON.stringify(WATCHED)}.filter((p) => files.some((f) => f.includes('/node_modules/' + p + '/') || f.includes('/node_modules/@' + p + '/')));
     process.stderr.write('LOADED-PACKAGES ' + JSON.stringify(loaded) + '\\n'); });`,
)}`;

const tmp = mkdtempSync(join(tmpdir(), 'fairyforge-built-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Runs `node bin/fairyforge.js …` in a folder outside the repository, with no inherited loader or condition. */
function run(...args: string[]): { stdout: string; loaded: string[] } {
  const env = { ...process.env, NODE_OPTIONS: '' };
  const r = spawnSync(process.execPath, ['--import', PROBE, BIN, ...args], { cwd: tmp, env, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  const loaded = /LOADED-PACKAGES (.*)/.exec(r.stderr);
  expect(loaded, r.stderr).not.toBeNull();
  return { stdout: r.stdout, loaded: JSON.parse(loaded![1]) as string[] };
}

test('a bundled variant with a committed engine runs without loading ts-morph, yaml, ajv or cli-table3', () => {
  for (const args of [['perft', 'chess', '--depth', '2', '--json'], ['moves', 'chess', '--json'], ['--help']]) {
    expect(run(...args).loaded, args.join(' ')).toEqual([]);
  }
  expect(JSON.parse(run('perft', 'chess', '--depth', '2', '--json').stdout).nodes).toBe(400);
});

test('a variant given by path gets a generated engine from the built package, equal to the interpreter', () => {
  // a spec no committed engine matches: chess with a rook that also leaps as a knight
  const spec = join(tmp, 'chancellor.yaml');
  writeFileSync(spec, chancellorChess());
  const generated = run('perft', spec, '--depth', '2', '--json', '--engine', 'generated');
  const interpreted = run('perft', spec, '--depth', '2', '--json', '--engine', 'interpreted');
  expect(JSON.parse(generated.stdout).nodes).toBe(JSON.parse(interpreted.stdout).nodes);
  expect(JSON.parse(generated.stdout).nodes).not.toBe(400);
});

test('the probe sees the packages when a command needs them: generate emits, list prints a table', () => {
  const spec = join(tmp, 'chancellor.yaml');
  writeFileSync(spec, chancellorChess());
  expect(run('generate', spec, '--out', join(tmp, 'engines')).loaded).toEqual(expect.arrayContaining(['ts-morph', 'yaml', 'ajv']));
  expect(run('list').loaded).toContain('cli-table3');
});

/** variants/chess.yaml with the rook given the knight's leap too, named chancellor, without its examples. */
function chancellorChess(): string {
  const chess = readFileSync(join(REPO_ROOT, 'variants', 'chess.yaml'), 'utf8');
  const text = chess.replace('name: chess', 'name: chancellor').replace(/betza: R\n/, 'betza: RN\n').split('examples:')[0];
  expect(text).toContain('betza: RN');
  return text;
}
