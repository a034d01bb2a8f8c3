// Vitest global setup: compiles the sources to dist/ (incremental; a second or two when nothing
// changed), so that the tests that run the CLI as users do (bin/fairyforge.js → dist/) run the
// code under test rather than an older build.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export default function setup(): void {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
}
