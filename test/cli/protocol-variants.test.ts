// Which variants a protocol may select: UCI_Variant and XBoard's `variant` take the listed
// (bundled) names only, or a name a VariantPath file gave; a path there is refused, never read.
// A load that fails says so once: `cannot load x: why`, without a second `fairyforge:` inside.

import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readerFlags } from '../../cli/line-reader.ts';
import { UciSession } from '../../cli/uci.ts';
import { XboardSession } from '../../cli/xboard.ts';
import { ROOT } from '../cli-run.ts';

const STAMP = { stops: 0, aborts: 0 };

async function uci(...lines: string[]): Promise<string[]> {
  const out: string[] = [];
  const session = new UciSession((l) => out.push(l), readerFlags());
  for (const line of lines) await session.handle(line, STAMP);
  return out;
}

describe('UCI_Variant', () => {
  test('a path is refused as an unknown variant, not loaded: the variant stays chess', async () => {
    const file = join(ROOT, 'variants', 'antichess.yaml');
    const out = await uci(`setoption name UCI_Variant value ${file}`, 'position fen 8/8/8/8/8/8/1p6/2R5 w - - 0 1', 'go depth 1');
    expect(out[0]).toBe(`info string unknown variant '${file}'; the variants are the listed names, or one loaded from a YAML file by VariantPath`);
    // chess has no kings here: the FEN is refused, as antichess would not
    expect(out.join('\n')).toMatch(/invalid FEN/);
  });

  test('/etc/passwd is an unknown variant; a file loaded by VariantPath answers to its name', async () => {
    expect((await uci('setoption name UCI_Variant value /etc/passwd'))[0]).toMatch(/^info string unknown variant '\/etc\/passwd'/);
    const out = await uci(`setoption name VariantPath value ${join(ROOT, 'variants', 'antichess.yaml')}`, 'setoption name UCI_Variant value chess', 'setoption name UCI_Variant value antichess');
    expect(out).toEqual([]);
  });

  test('a failed load names its cause once, with no second fairyforge: prefix', async () => {
    const out = await uci('setoption name VariantPath value /nonexistent/x.yaml');
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^info string cannot load \/nonexistent\/x\.yaml: /);
    expect(out[0]).not.toMatch(/fairyforge:/);
  });
});

describe("XBoard's variant", () => {
  test('a path is an unknown variant', async () => {
    const out: string[] = [];
    const session = new XboardSession((l) => out.push(l), readerFlags());
    await session.handle('variant /etc/passwd', STAMP);
    expect(out).toEqual(['Error (unknown variant): /etc/passwd']);
  });
});
