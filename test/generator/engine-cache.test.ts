// The engine cache (generator/engine-cache.ts): a cached engine is keyed by its plan and by the
// tools that emit and run it, so after a change to the emitter or the runtime an engine cached
// by the old tools is not used; cached engines are JavaScript that needs no TypeScript loader.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { EngineCacheUnwritable, engineCacheKey, loadGeneratedFactory, RUNTIME_MODULE, toolFingerprint } from '../../generator/engine-cache.ts';
import { RUNTIME_MODULE as EMITTED_RUNTIME_MODULE } from '../../generator/emit/engine.ts';
import { planFingerprint } from '../../generator/fingerprint.ts';
import { REPO_ROOT } from '../../generator/generate.ts';
import { Engine } from '../../runtime/use/engine.ts';
import type { VariantPlan } from '../../runtime/plan/variant.ts';
import { loadPlan } from '../support.ts';

// inside the package, so a cached engine's `fairyforge/runtime` import resolves as in .cache/engines
const DIR = join(REPO_ROOT, '.cache', `engine-cache-test-${process.pid}`);
// outside the package: the user's cache, for when the package folder cannot be written
const USER = mkdtempSync(join(tmpdir(), 'fairyforge-user-cache-'));
afterAll(() => {
  rmSync(DIR, { recursive: true, force: true });
  rmSync(USER, { recursive: true, force: true });
});

/** Chess under a name with no committed engine, so the cache is used. */
function uncommittedPlan(): VariantPlan {
  return { ...loadPlan('chess'), name: 'cachetest' };
}

describe('engineCacheKey', () => {
  test('the key changes with the tools fingerprint and with the plan, and only with them', () => {
    const key = engineCacheKey('plan-a', 'tools-1');
    expect(engineCacheKey('plan-a', 'tools-1')).toBe(key);
    expect(engineCacheKey('plan-a', 'tools-2')).not.toBe(key);
    expect(engineCacheKey('plan-b', 'tools-1')).not.toBe(key);
    // no concatenation collision between the two parts
    expect(engineCacheKey('ab', 'c')).not.toBe(engineCacheKey('a', 'bc'));
  });

  test('the tools fingerprint is a hash of this process’s emitter and runtime, stable within the process', () => {
    expect(toolFingerprint()).toMatch(/^[0-9a-f]{64}$/);
    expect(toolFingerprint()).toBe(toolFingerprint());
  });
});

describe('loadGeneratedFactory with the cache', () => {
  test('an engine cached under an older tools fingerprint is not used; a new one is emitted as JavaScript', async () => {
    const plan = uncommittedPlan();
    mkdirSync(DIR, { recursive: true });
    const stale = join(DIR, `${plan.name}-${engineCacheKey(planFingerprint(plan), 'old-tools')}.js`);
    // what an engine from the old emitter stands for here: a module whose generator is wrong
    writeFileSync(stale, `export const PLAN_FINGERPRINT = ${JSON.stringify(planFingerprint(plan))};\nexport const createGenerator = () => 'stale';\n`);

    const old = await loadGeneratedFactory(plan, 'cachetest.yaml', { cacheDir: DIR, toolFingerprint: 'old-tools' });
    expect(old(undefined as never)).toBe('stale'); // the file is what that key would load

    const fresh = await loadGeneratedFactory(plan, 'cachetest.yaml', { cacheDir: DIR, toolFingerprint: 'new-tools' });
    const engine = new Engine(plan, fresh);
    expect(engine.perft(engine.start(), 2)).toBe(400);
    const written = join(DIR, `${plan.name}-${engineCacheKey(planFingerprint(plan), 'new-tools')}.js`);
    expect(existsSync(written)).toBe(true);
    const text = readFileSync(written, 'utf8');
    expect(text).toContain('from "fairyforge/runtime"');
    expect(text).not.toMatch(/\bimport type\b|: MoveBuffer\b/); // transpiled: no TypeScript left
  });

  test('when the package folder cannot be written, the engine goes to the user cache and imports the runtime by URL', async () => {
    const plan = uncommittedPlan();
    mkdirSync(DIR, { recursive: true });
    const notAFolder = join(DIR, 'a-file');
    writeFileSync(notAFolder, ''); // writing "into" it fails with ENOTDIR, as a read-only folder fails with EACCES
    const factory = await loadGeneratedFactory(plan, 'cachetest.yaml', { cacheDir: join(notAFolder, 'engines'), userCacheDir: USER, toolFingerprint: 'tools' });
    const engine = new Engine(plan, factory);
    expect(engine.perft(engine.start(), 2)).toBe(400);
    const [file] = readdirSync(USER);
    const text = readFileSync(join(USER, file), 'utf8');
    expect(text).not.toContain(RUNTIME_MODULE);
    expect(text).toContain('runtime/index.ts"'); // the runtime this process runs (the sources, under vitest)
  });

  test('when no cache folder can be written, one clean line naming both folders and why, not a stack trace', async () => {
    const plan = uncommittedPlan();
    mkdirSync(DIR, { recursive: true });
    const notAFolder = join(DIR, 'another-file');
    writeFileSync(notAFolder, '');
    const options = { cacheDir: join(notAFolder, 'engines'), userCacheDir: join(notAFolder, 'user'), toolFingerprint: 'unwritable' };
    const error = await loadGeneratedFactory(plan, 'cachetest.yaml', options).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(EngineCacheUnwritable);
    const message = (error as Error).message;
    expect(message).toMatch(/^the generated engine of cachetest cannot be cached \(cannot write .*engines: a part of the path is not a folder \(ENOTDIR\); cannot write .*user: a part of the path is not a folder \(ENOTDIR\)\); use the interpreted engine/);
    expect(message).not.toContain('\n');
  });

  test('the cache and the emitter agree on the runtime module name', () => {
    expect(RUNTIME_MODULE).toBe(EMITTED_RUNTIME_MODULE);
  });
});
