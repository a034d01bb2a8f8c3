// The engine cache (generator/engine-cache.ts): a cached engine is keyed by its plan and by the
// tools that emit and run it, so after a change to the emitter or the runtime an engine cached
// by the old tools is not used; cached engines are JavaScript that needs no TypeScript loader.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { engineCacheKey, loadGeneratedFactory, toolFingerprint } from '../generator/engine-cache.ts';
import { planFingerprint } from '../generator/fingerprint.ts';
import { REPO_ROOT } from '../generator/generate.ts';
import { Engine } from '../runtime/engine.ts';
import type { VariantPlan } from '../runtime/plan.ts';
import { loadPlan } from './support.ts';

// inside the package, so a cached engine's `fairyforge/runtime` import resolves as in .cache/engines
const DIR = join(REPO_ROOT, '.cache', `engine-cache-test-${process.pid}`);
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

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
});
