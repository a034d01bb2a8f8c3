// The export's refusals (issue #26): every bundled variant that Fairy-Stockfish cannot play is
// refused with the rules it cannot say, pinned here by spec key and reason; with `lossy` the
// section is written anyway, one `#` comment per dropped rule, and ffish loads it.

import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { VARIANTS_DIR } from '../../generator/generate.ts';
import { exportPlanIni } from '../../interop/export/export-ini.ts';
import { loadFfish } from '../oracle/ffish.ts';
import { loadPlan } from '../support.ts';
import { REFUSED } from './export-refusals.ts';

const NAMES = readdirSync(VARIANTS_DIR)
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => f.slice(0, -'.yaml'.length))
  .sort();

describe('every bundled variant exports, or is refused with the rules FSF cannot say', () => {
  test('the refused variants and their reasons, pinned', () => {
    const refused: Record<string, string[]> = {};
    for (const name of NAMES) {
      const r = exportPlanIni(loadPlan(name));
      if (!r.ok) refused[name] = r.refused.map((x) => `${x.rule}: ${x.reason}`);
      else expect(r.dropped, name).toEqual([]);
    }
    expect(refused).toEqual(REFUSED);
    expect(NAMES.length).toBe(82);
  });

  test.each(Object.keys(REFUSED))('%s with lossy: written, one # comment per dropped rule, and ffish loads it', async (name) => {
    const r = exportPlanIni(loadPlan(name), { lossy: true });
    if (!r.ok) throw new Error(`${name}: lossy export refused`);
    const comments = r.text.split('\n').filter((l) => l.startsWith('# dropped: '));
    expect(comments).toEqual(REFUSED[name].map((x) => `# dropped: ${x}`));
    const ff = await loadFfish();
    ff.raw.loadVariantConfig(r.text);
    expect(ff.variants()).toContain(r.section);
  });
});
