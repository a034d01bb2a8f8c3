// Vitest global setup: `npm run build` (tsc is incremental: a few seconds when nothing changed),
// so that the tests that run the CLI as users do (bin/fairyforge.js → dist/) run the code under
// test rather than an older build, with a current snapshot of the bundled variants.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function setup(): void {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
}
