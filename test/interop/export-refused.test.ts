// The export's refusals (issue #26): every bundled variant that Fairy-Stockfish cannot play is
// refused with the rules it cannot say, pinned here by spec key and reason; with `lossy` the
// section is written anyway, one `#` comment per dropped rule, and ffish loads it.

import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { VARIANTS_DIR } from '../../generator/generate.ts';
import { exportPlanIni } from '../../interop/export/export-ini.ts';
import { loadFfish } from '../oracle/ffish.ts';
import { loadPlan } from '../support.ts';

/** The bundled variants FSF cannot play, and why: `rule: reason`, in the exporter's order. */
export const REFUSED: Readonly<Record<string, readonly string[]>> = {
  cambodian: ['pieces.king: a move not allowed while in check', 'firstMoveRights: first-move rights tracked per piece'],
  checkless: ['goal.checkless: checks allowed only when they mate'],
  coregal: ['pieces: 2 royal piece types (FSF has one king type)'],
  cylinder: ['board.wrap: a cylinder board'],
  enpassant: ['captureRules.fromMove: captures barred before a given move', 'enPassant.anyPiece: en passant by any piece over any squares it rode'],
  fusion: [
    'pieces: 4 royal piece types (FSF has one king type)',
    ...['knight', 'bishop', 'rook', 'queen', 'marshall', 'paladin', 'pontiff', 'dragon_king', 'cavalier_king'].map((p) => `pieces.${p}.compound: compound pieces that fuse and split`),
    'fusion: fusion and fission of pieces',
    'goal.safePassage: a royal piece may not pass attacked squares',
  ],
  interweave: [
    'pieces.smasher: approach capture',
    'pieces.leaper: jump capture',
    "pieces.leaper: a (2, 4) leap, which no Betza atom of FSF's names",
    'pieces.remover: remove capture (the piece stays and removes the enemies around it)',
    'pieces.king: jump capture',
    'pieces.pawn: jump capture',
    'pieces.pawn.custodian: custodian capture',
    'captureRules.chains: capture chains',
    'colourBound: colour-bound moves',
    "goal: capturing one king wins (FSF's extinction needs every one taken)",
  ],
  janggi: [
    ...['soldier', 'advisor', 'chariot'].map((p) => `pieces.${p}: moves confined to different regions`),
    'pieces.cannon: a move that may not capture some piece types',
    'pieces.cannon: a hopper that may not hop over some piece types',
    'pieces.cannon: moves confined to different regions',
    'pieces.general: moves confined to different regions',
    ...['soldier', 'advisor', 'chariot', 'cannon', 'general'].map((p) => `pieces.${p}: moves allowed only from region palace_lines`),
    'goal.counting: material counting by points and komi',
  ],
  sittuyin: ['promotionInPlace: promotion as a move of its own', "hand.drops: a onlyRanks drop rule for some piece types only (FSF's drop region is for every piece)"],
};

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
    expect(NAMES.length).toBe(66);
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
