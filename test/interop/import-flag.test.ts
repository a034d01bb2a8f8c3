// importIni against Fairy-Stockfish for the flag goal, regions per side and gravity drops
// (test/fixtures/interop/flag.ini): every section imports in full, and its perft d1-3 from the
// start, after a short seeded playout and at positions on a rule's edge equals ffish's; the
// results at those edges too, by the interpreter and by the generated engine. Then the spec exports back to options FSF reads the same way.

import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { exportIni, loadVariant } from '../../lib/index.ts';
import type { Variant } from '../../lib/variant.ts';
import { ffishGame } from '../oracle/ffish.ts';
import { readIniFixture } from './ini-fixture.ts';

const { ff, specs, dir, specFile } = await readIniFixture('flag.ini');


// positions at a mapped rule's edge, besides the start and the playout
const EDGES: Readonly<Record<string, readonly string[]>> = {
  // seven, six and a gap, blocked after White's move, blocked by Black's move (White waits)
  ffflagkono: ['PPPPP/P3P/1p1p1/5/2p2 b - - 0 9', 'PPPP1/P3P/1p1p1/5/2p2 b - - 0 9', 'PPPPp/P3P/1p1p1/5/2p2 b - - 0 9', 'PPPPp/P3P/1p1p1/5/2p2 w - - 0 9'],
  // the wildcard regions are never blocked (FSF's *5 reaches off the board); seven still win
  ffflagwild: ['PPPPp/P3P/1p1p1/5/2p2 b - - 0 9', 'PPPPP/P3P/1p1p1/5/2p2 b - - 0 9', '1p1p1/5/P4/p3p/ppPpp w - - 0 9'],
  ffflagfive: ['PPPP1/P3P/1p1p1/5/2p2 b - - 0 9', 'PPP2/P3P/1p1p1/5/2p2 b - - 0 9', 'PPPPp/4P/1p1p1/5/2p2 b - - 0 9'],
  // Black's three on its odd goal (b1 c1 c3), or on White's mirrored squares (a1 e1 e2: nothing)
  ffflagodd: ['2P2/P4/2p2/5/1pp2 w - - 0 9', '2P2/P4/5/p3p/4p w - - 0 9'],
  // White's runner on e5 wins; White's pawns there do not (their flag piece is the runner)
  ffflagsides: ['4PP/4NP/6/6/p5/pp4 b - - 0 9', '4PP/4PP/6/2Np2/2p3/6 b - - 0 9', '6/6/6/6/p1N3/pp4 w - - 0 9'],
  // Black's herd on White's first rank; a White guard kept off it
  ffflagherd: ['7/7/7/3C3/b6 w - - 0 9', '7/7/7/b2C3/7 w - - 0 9', 'bbbbbbb/7/7/7/3D3 w - - 0 9'],
  // one stone on the far rank, a second one to drop; files filled to the top
  ffflagdrop: ['7/3P3/2Pp3/2pP3/2Pp3[PPPPPPPPPPPPPPpppppppppppppp] w - - 0 9', '7/2P4/2pP3/2Pp3/2pPp2[PPPPPPPPPPPPPpppppppppppppp] w - - 0 9'],
  ffflagontop2: ['5/1p3/1P3/1p3[PPPPPPPPPpppppppp] w - - 0 4'],
  // a stone of White's on c3 wins; on the parent's goal squares it does not
  ffflaglayer: ['2p2/5/2P2/5/5 b - - 0 9', 'PPPPP/P3P/5/5/2p2 b - - 0 9'],
  // the queen steps onto the far rank and turns king there (the flag is won); a promoted queen standing there has won
  ffflagpromo: ['k4/5/5/3Q1/K4 w - - 0 9', '1k1+Q1/5/5/5/K4 b - - 0 9', 'k4/5/5/3R1/K4 w - - 0 9'],
};

const score = (v: Variant, fen: string): string => {
  const r = v.play([], fen).result;
  return !r.over ? '*' : r.winner === 'white' ? '1-0' : r.winner === 'black' ? '0-1' : '1/2-1/2';
};

describe.each(specs)('import section $section', (spec) => {
  test('imports in full; perft d1-3 and the results at its edges equal ffish from the start, after a random playout and at its edges', async () => {
    expect(spec.explanations).toEqual([]);
    const v = await loadVariant(specFile(spec), { engine: 'interpreted' });
    const start = v.startFen;
    const fen = ffishGame(ff, spec.section, start, 11, 8, true).at(-1)!;
    for (const at of [start, fen, ...(EDGES[spec.section] ?? [])]) {
      expect(score(v, at), `result at ${at}`).toBe(ff.result(spec.section, at));
      for (let d = 1; d <= 3; d++) expect(v.perft(d, at), `perft d${d} at ${at}`).toBe(ff.perft(spec.section, at, d));
    }
  }, 60_000);
});

describe('the generated engine plays the imported rules as ffish does', () => {
  // confinement per side (the herd's guards), drops that fall into per-side regions, kono's goal
  test.each(['ffflagherd', 'ffflagdrop', 'ffflagkono', 'ffflagsides'])('%s: perft d1-3 from the start and at its edges', async (name) => {
    const v = await loadVariant(join(dir, `${name}.yaml`));
    for (const at of [v.startFen, ...(EDGES[name] ?? [])]) {
      expect(score(v, at), `result at ${at}`).toBe(ff.result(name, at));
      for (let d = 1; d <= 3; d++) expect(v.perft(d, at), `perft d${d} at ${at}`).toBe(ff.perft(name, at, d));
    }
  }, 60_000);
});

describe('export maps the rules back to the options FSF reads', () => {
  const exported = async (name: string): Promise<{ v: Variant; text: string }> => {
    const v = await loadVariant(join(dir, `${name}.yaml`), { engine: 'interpreted' });
    const r = await exportIni(v);
    if (!r.ok) throw new Error(r.refused.map((x) => `${x.rule}: ${x.reason}`).join('; '));
    // a name of its own: ffish keeps the first section of a name
    return { v, text: r.text.replace(`[${r.section}]`, `[${name}x]`) };
  };

  test.each(['ffflagkono', 'ffflagwild', 'ffflagodd', 'ffflagsides', 'ffflagherd', 'ffflagdrop', 'ffflagontop2'])('%s exports, and ffish plays the export as the section', async (name) => {
    const { v, text } = await exported(name);
    (ff.raw as unknown as { loadVariantConfig(text: string): void }).loadVariantConfig(text);
    for (let d = 1; d <= 3; d++) expect(ff.perft(`${name}x`, v.startFen, d)).toBe(v.perft(d));
    for (const at of EDGES[name] ?? []) {
      expect(ff.result(`${name}x`, at), `result at ${at}`).toBe(ff.result(name, at));
      expect(ff.perft(`${name}x`, at, 2), `perft d2 at ${at}`).toBe(ff.perft(name, at, 2));
    }
  });

  test('the export says the count, the blocked flag and gravity in FSF’s words', async () => {
    const kono = (await exported('ffflagkono')).text;
    expect(kono).toContain('flagPieceCount = 7');
    expect(kono).toContain('flagPieceBlockedWin = true');
    expect((await exported('ffflagdrop')).text).toContain('enclosingDrop = top');
  });
});
