// The package as a user meets it: `npm pack`, the tarball installed into a fresh project, a spec
// written there, its engine generated into the project's sources with `npx fairyforge generate`,
// the project type-checked with tsc, and the engine loaded through the library API and compared
// with the interpreter. About a minute (a build, an npm install, two tsc runs): with
// FAIRYFORGE_LONG=1 only. The quick run checks what the tarball holds (npm pack --dry-run).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../../generator/generate.ts';
import { LONG } from '../support.ts';

const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const NPM_TIMEOUT_MS = 5 * 60_000;

const tmp = mkdtempSync(join(tmpdir(), 'fairyforge-packed-'));
const project = join(tmp, 'project');
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Runs a command with a clean environment (no loader, no source condition); its stdout. */
function sh(cwd: string, file: string, args: readonly string[]): string {
  const env = { ...process.env, NODE_OPTIONS: '' };
  return execFileSync(file, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: NPM_TIMEOUT_MS });
}

/** A variant of its own in the user's project: chess with a rook that also leaps as a knight. */
function spec(): string {
  const chess = readFileSync(join(REPO_ROOT, 'variants', 'chess.yaml'), 'utf8');
  return chess.replace('name: chess', 'name: my').replace(/betza: R\n/, 'betza: RN\n').split('examples:')[0];
}

test('the tarball ships the build, the bundled variants and the schema, not the sources or tests', () => {
  const files = sh(REPO_ROOT, 'npm', ['pack', '--dry-run', '--json', '--ignore-scripts']);
  const paths = (JSON.parse(files) as { files: { path: string }[] }[])[0].files.map((f) => f.path);
  for (const p of ['bin/fairyforge.js', 'dist/cli/main.js', 'dist/lib/index.js', 'dist/lib/index.d.ts', 'dist/runtime/index.js', 'dist/generated/chess.js', 'dist/schema/variant.schema.json', 'variants/chess.yaml', 'schema/variant.schema.json', 'README.md', 'package.json']) {
    expect(paths, p).toContain(p);
  }
  expect(paths.filter((p) => p.startsWith('test/') || p.startsWith('.cache/') || /^(cli|runtime|generator)\/.*\.ts$/.test(p))).toEqual([]);
});

describe.runIf(LONG)('the tarball installed in a user project (FAIRYFORGE_LONG=1)', () => {
  beforeAll(() => {
    sh(REPO_ROOT, 'npm', ['pack', '--silent', '--pack-destination', tmp]);
    const tarball = join(tmp, readdirSync(tmp).find((f) => f.endsWith('.tgz'))!);
    mkdirSync(project);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'user-project', private: true, type: 'module' }));
    sh(project, 'npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball]);
    writeFileSync(join(project, 'my.yaml'), spec());
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, types: [], noEmit: true, rootDir: 'src' },
        include: ['src'],
      }),
    );
    sh(project, 'npx', ['fairyforge', 'generate', 'my.yaml', '--out', 'src/engines']);
  }, NPM_TIMEOUT_MS * 2);

  test('the generated engine imports the runtime by package name and type-checks in the user project', () => {
    const engine = readFileSync(join(project, 'src', 'engines', 'my.ts'), 'utf8');
    expect(engine).toContain('from "fairyforge/runtime"');
    expect(engine).not.toMatch(/from "\.{1,2}\//);
    sh(project, process.execPath, [TSC, '-p', '.']); // throws with tsc's messages on any error
  });

  test('the installed CLI counts the spec the same with its generated engine and the interpreter', () => {
    const count = (engine: string): number =>
      (JSON.parse(sh(project, 'npx', ['fairyforge', 'perft', 'my.yaml', '--depth', '3', '--json', '--engine', engine])) as { nodes: number }).nodes;
    const generated = count('generated');
    expect(generated).toBe(count('interpreted'));
    expect(generated).not.toBe(8902); // the rook's knight leaps count
  });

  test('the engine, compiled in the user project, loads through the library API and agrees with the interpreter', () => {
    sh(project, process.execPath, [TSC, '-p', '.', '--noEmit', 'false', '--outDir', 'build']);
    writeFileSync(
      join(project, 'check.mjs'),
      [
        "import { loadVariant } from 'fairyforge';",
        "import * as engine from './build/engines/my.js';",
        "const generated = await loadVariant('my.yaml', { generated: engine });",
        "const interpreted = await loadVariant('my.yaml', { engine: 'interpreted' });",
        'const depths = [1, 2, 3];',
        'console.log(JSON.stringify({ generated: depths.map((d) => generated.perft(d)), interpreted: depths.map((d) => interpreted.perft(d)) }));',
      ].join('\n'),
    );
    const counts = JSON.parse(sh(project, process.execPath, ['check.mjs'])) as { generated: number[]; interpreted: number[] };
    expect(counts.generated).toEqual(counts.interpreted);
    expect(counts.generated[0]).toBeGreaterThan(20);
  });
});
