// The built CLI (bin/fairyforge.js → dist/) as users run it, with no TypeScript loader: a bundled
// variant with a committed engine never loads ts-morph; a variant given by path gets its engine
// emitted into the cache as JavaScript; `generate` does load ts-morph, which shows that the probe
// below sees it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { REPO_ROOT } from '../generator/generate.ts';

const BIN = join(REPO_ROOT, 'bin', 'fairyforge.js');
// Preloaded into the CLI's process: at exit, reports how many files of ts-morph were loaded
// (ts-morph and its TypeScript are CommonJS, so even an import() of them fills the require cache).
const PROBE = `data:text/javascript,${encodeURIComponent(
  "import { createRequire } from 'node:module'; const r = createRequire(process.cwd() + \"/probe.js\");" +
    "process.on('exit', () => { const n = Object.keys(r.cache).filter((f) => /[\\\\/]@?ts-morph[\\\\/]/.test(f)).length;" +
    " process.stderr.write('TS-MORPH-FILES ' + n + '\\n'); });",
)}`;

const tmp = mkdtempSync(join(tmpdir(), 'fairyforge-built-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Runs `node bin/fairyforge.js …` in a folder outside the repository, with no inherited loader or condition. */
function run(...args: string[]): { stdout: string; tsMorphFiles: number } {
  const env = { ...process.env, NODE_OPTIONS: '' };
  const r = spawnSync(process.execPath, ['--import', PROBE, BIN, ...args], { cwd: tmp, env, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  const files = /TS-MORPH-FILES (\d+)/.exec(r.stderr);
  expect(files, r.stderr).not.toBeNull();
  return { stdout: r.stdout, tsMorphFiles: Number(files![1]) };
}

test('a bundled variant with a committed engine runs without loading ts-morph', () => {
  for (const args of [['perft', 'chess', '--depth', '2', '--json'], ['moves', 'chess', '--json'], ['--help']]) {
    expect(run(...args).tsMorphFiles, args.join(' ')).toBe(0);
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

test('the probe sees ts-morph when code is emitted (generate)', () => {
  const spec = join(tmp, 'chancellor.yaml');
  writeFileSync(spec, chancellorChess());
  expect(run('generate', spec, '--out', join(tmp, 'engines')).tsMorphFiles).toBeGreaterThan(0);
});

/** variants/chess.yaml with the rook given the knight's leap too, named chancellor, without its examples. */
function chancellorChess(): string {
  const chess = readFileSync(join(REPO_ROOT, 'variants', 'chess.yaml'), 'utf8');
  const text = chess.replace('name: chess', 'name: chancellor').replace(/betza: R\n/, 'betza: RN\n').split('examples:')[0];
  expect(text).toContain('betza: RN');
  return text;
}
