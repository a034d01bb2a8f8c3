// The bundled variants as loaded and checked, snapshotted by the build (dist/bundled-variants.json),
// so that `moves chess` need not load yaml and ajv, parse and validate (about 0.3 s of start-up).
// The snapshot is used only while it is provably current: it records a hash of every bundled
// spec file and of the loader's own code (schema/, loading/, plan-checks/), and a mismatch means
// "load it the slow way".
// Only the build uses it: from the sources, the loader always runs.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { VariantSpec } from '../schema/spec-types.ts';
import { PACKAGE_ROOT } from '../loading/package-root.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const FROM_BUILD = import.meta.url.endsWith('.js');
const SNAPSHOT_FILE = join(HERE, '..', 'bundled-variants.json');
/** The loader's code: the language, the loading pipeline and the rules about the compiled plan. */
const LOADER_DIRS = ['schema', 'loading', 'plan-checks'].map((d) => join(HERE, '..', d));
const VARIANTS_DIR = join(PACKAGE_ROOT, 'variants');

/** A bundled variant as loaded: its spec and what it inherits through `extends` (plan-checks/load.ts's LoadResult, without the plan). */
export interface SnapshotEntry {
  readonly spec: VariantSpec;
  readonly inherited: Readonly<Record<string, string>>;
}

interface Snapshot {
  readonly hash: string;
  readonly specs: Record<string, SnapshotEntry>;
}

/** A hash of what a bundled spec's loaded form depends on: the spec files and the loader's code. */
export function inputsHash(variantsDir = VARIANTS_DIR, loaderDirs: readonly string[] = LOADER_DIRS): string {
  const hash = createHash('sha256');
  const code = (f: string): boolean => /\.(js|ts|json)$/.test(f) && !f.endsWith('.d.ts');
  const inputs: [string, (f: string) => boolean][] = [[variantsDir, (f) => f.endsWith('.yaml')], ...loaderDirs.map((d): [string, typeof code] => [d, code])];
  for (const [dir, keep] of inputs) {
    for (const f of readdirSync(dir).filter(keep).sort()) hash.update(`${f}\0`).update(readFileSync(join(dir, f))).update('\0');
  }
  return hash.digest('hex');
}

let snapshot: Snapshot | null | undefined;

/** The snapshot, when running from the build and it matches the current inputs; else null. */
function currentSnapshot(): Snapshot | null {
  if (snapshot !== undefined) return snapshot;
  snapshot = null;
  if (FROM_BUILD && existsSync(SNAPSHOT_FILE)) {
    const read = JSON.parse(readFileSync(SNAPSHOT_FILE, 'utf8')) as Snapshot;
    if (read.hash === inputsHash()) snapshot = read;
  }
  return snapshot;
}

/** The loaded spec of bundled variant `name` from a current snapshot, or undefined (load it the usual way). */
export function snapshotSpec(name: string): SnapshotEntry | undefined {
  const specs = currentSnapshot()?.specs;
  return specs && Object.hasOwn(specs, name) ? specs[name] : undefined;
}

/** Loads every bundled variant and writes the snapshot of the valid ones (the build's last step). */
async function writeSnapshot(): Promise<void> {
  const { loadSpecFile } = await import('../plan-checks/load.ts');
  const specs: Record<string, SnapshotEntry> = {};
  for (const f of readdirSync(VARIANTS_DIR).filter((f) => f.endsWith('.yaml')).sort()) {
    const load = loadSpecFile(join(VARIANTS_DIR, f));
    if (load.ok) specs[f.slice(0, -'.yaml'.length)] = { spec: load.spec, inherited: load.inherited };
  }
  writeFileSync(SNAPSHOT_FILE, `${JSON.stringify({ hash: inputsHash(), specs } satisfies Snapshot)}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await writeSnapshot();
