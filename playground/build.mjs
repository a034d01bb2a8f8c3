// `npm run build`'s last step: the playground page into dist/playground/ with Vite, skipped when
// nothing it is built from changed since the last build (a hash of those files is kept beside
// the page), so the test run's global setup, which builds on every run, pays for it once.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO = join(HERE, '..');
const OUT = join(REPO, 'dist', 'playground');
const STAMP = join(OUT, '.inputs-hash');
/** What the page is built from: its own sources, the library's folders, the variants, the lock file. */
const INPUTS = ['playground', 'lib', 'loading', 'schema', 'runtime', 'compare', 'search', 'plan-checks', 'compiler', 'mechanisms', 'generator', 'variants', 'package.json', 'package-lock.json'];

/** The files at `path` (a file, or every file below a folder), relative to the repository. */
function files(path) {
  const full = join(REPO, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(REPO, join(e.parentPath, e.name)));
}

function inputsHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files).sort()) hash.update(`${file}\0`).update(readFileSync(join(REPO, file))).update('\0');
  return hash.digest('hex');
}

const hash = inputsHash();
if (existsSync(join(OUT, 'index.html')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash) process.exit(0);
const { build } = await import('vite');
await build({ configFile: join(HERE, 'vite.config.ts'), logLevel: 'warn' });
writeFileSync(STAMP, hash);
