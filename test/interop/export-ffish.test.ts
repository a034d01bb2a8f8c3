// The export proved by the oracle (issue #26): for every bundled variant that exports, ffish
// loads the section (under a name that is no FSF built-in, so none of FSF's own rules can stand
// in for the exported ones) and plays the same game as fairyforge: the same start position and
// perft from it (d1-3, d1-2 where a variant has more than 20 first moves), and along a seeded
// random games the same legal moves at every position (ffish replaying our moves) and the same
// perft d2 at the first one's last position, counted on ffish's board (so no FEN of ours needs
// translating: ffish refuses some FENs it writes itself, seirawan's gates after the king moved).

import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { VARIANTS_DIR } from '../../generator/generate.ts';
import { exportPlanIni, fsfFen } from '../../interop/export/export-ini.ts';
import { Engine } from '../../runtime/use/engine.ts';
import { loadFfish } from '../oracle/ffish.ts';
import { loadPlan, rng } from '../support.ts';
import { REFUSED } from './export-refusals.ts';

const ff = await loadFfish();
const BUILT_INS = new Set(ff.variants());
const EXPORTING = readdirSync(VARIANTS_DIR)
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => f.slice(0, -'.yaml'.length))
  .filter((name) => !(name in REFUSED))
  .sort();
const PLIES = 40;
const GAMES = 2;

/** Positions at a rule's edge that random games seldom reach, compared move by move too (our FEN). */
const EDGES: Readonly<Record<string, readonly string[]>> = {
  // optional promotion on the 8th and 9th ranks, compulsory on the 10th (FSF: immobilityIllegal)
  grand: ['r8r/1nbqkcabn1/pppppppP1p/10/10/10/10/PPPPPPPP1P/1NBQKCABN1/R8R[] w - - 0 1'],
};

/** A FEN with its pocket's letters sorted (FSF writes a hand in its piece types' order, we in ours). */
function pocketSorted(fen: string): string {
  return fen.replace(/\[([^\]]*)\]/, (_, hand: string) => `[${[...hand].sort().join('')}]`);
}

const legal = (board: InstanceType<typeof ff.raw.Board>): string[] => {
  const text = board.legalMoves().trim();
  return text === '' ? [] : text.split(/\s+/).sort();
};

test('74 of the 82 bundled variants export', () => {
  expect(EXPORTING.length).toBe(74);
});

describe.each(EXPORTING)('%s exported as a variants.ini section', (name) => {
  test('ffish plays it as fairyforge does: start FEN and perft, a random game move by move', () => {
    const plan = loadPlan(name);
    const r = exportPlanIni(plan);
    if (!r.ok) throw new Error(`${name}: refused: ${r.refused.map((x) => x.reason).join('; ')}`);
    expect(BUILT_INS.has(r.section), 'the section is no FSF built-in').toBe(false);
    ff.raw.loadVariantConfig(r.text);
    const engine = new Engine(plan);
    const start = engine.start();
    const fen = fsfFen(plan, engine.fen(start));
    expect(pocketSorted(ff.startFen(r.section)), 'start FEN').toBe(pocketSorted(fen));
    const depth = engine.perft(start, 1) > 20 ? 2 : 3;
    for (let d = 1; d <= depth; d++) expect(engine.perft(start, d), `start perft d${d}`).toBe(ff.perft(r.section, fen, d));

    for (const edge of EDGES[name] ?? []) {
      const pos = engine.parseFen(edge);
      if (!pos.ok) throw new Error(pos.error.message);
      expect(ff.legalMoves(r.section, fsfFen(plan, edge)), `legal moves at ${edge}`).toEqual(engine.moves(pos.pos).map((m) => m.uci).sort());
    }
    for (let game = 1; game <= GAMES; game++) playAlong(name, engine, r.section, fen, game);
  }, 60_000);
});

/** One seeded random game, played by us and replayed in ffish: the same legal moves at every position, perft d2 at the end of the first game. */
function playAlong(name: string, engine: Engine, section: string, fen: string, game: number): void {
  const board = new ff.raw.Board(section, fen);
  try {
    const next = rng(7919 * name.length + game);
    const pos = engine.start();
    const played: string[] = [];
    for (let ply = 0; ply < PLIES && !engine.result(pos, false).over; ply++) {
      const moves = engine.moves(pos);
      expect(legal(board), `legal moves after ${played.join(' ') || 'none'}`).toEqual(moves.map((m) => m.uci).sort());
      if (moves.length === 0) break;
      const move = moves[Math.floor(next() * moves.length)];
      engine.play(pos, move);
      played.push(move.uci);
      board.push(move.uci);
    }
    expect(played.length, 'plies played').toBeGreaterThan(4);
    if (game === 1) expect(engine.perft(pos, 2), `perft d2 after ${played.join(' ')}`).toBe(boardPerft2(board));
  } finally {
    board.delete();
  }
}

/** Perft d2 on ffish's board as it stands (its own FEN of a gating position may not read back). */
function boardPerft2(board: InstanceType<typeof ff.raw.Board>): number {
  let nodes = 0;
  for (const move of legal(board)) {
    board.push(move);
    nodes += board.numberLegalMoves();
    board.pop();
  }
  return nodes;
}
