// An explosion with a hand (Fairy-Stockfish's atomic with drops, atomiczh): a capture explodes as
// in atomic chess, and every piece it removes, the captured one, the capturer and those the blast
// takes, of either colour, goes to the hand of its owner's opponent. Compared with ffish, in both engines: the FEN (its
// hands) after captures that blow up several pieces, and perft along a seeded game. With
// dropChecks = false too (atomiczh): FSF sees a check only against its king type, which atomic's
// king (a pseudo-royal commoner) is not, so the option bars no drop there (N@d3 against Ke1 stays).

import { describe, expect, test } from 'vitest';
import { Engine } from '../../../runtime/use/engine.ts';
import { loadFfish } from '../../oracle/ffish.ts';
import { specTextEngines } from '../../support.ts';

const ff = await loadFfish();
(ff.raw as unknown as { loadVariantConfig(config: string): void }).loadVariantConfig(
  '[ffxzh:atomic]\npieceDrops = true\ncapturesToHand = true\ncastling = false\n\n[ffxzhq:ffxzh]\ndropChecks = false\n',
);

const HAND = `hand:
  captures: capturer
  demote: true
  drops:
    - { rule: notOnRanks, pieces: [p], ranks: [1, -1] }
`;
const SPECS: Record<string, string> = {
  ffxzh: `extends: atomic\nname: ffxzh\ncastling: null\n${HAND}start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w - - 0 1"\n`,
  ffxzhq: `extends: atomic\nname: ffxzhq\ncastling: null\n${HAND}start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w - - 0 1"\n`,
};

const engines = (variant: string): Promise<Engine[]> => specTextEngines(SPECS[variant]!, `${variant}.yaml`);

function position(engine: Engine, fen: string) {
  const r = engine.parseFen(fen);
  if (!r.ok) throw new Error(`${fen}: ${r.error.message}`);
  return r.pos;
}

describe('atomic with drops (ffish)', () => {
  test.each([
    // Nxc7 blows up the knight, the pawn c7, the bishop c8 and the queen d8: the knight to Black's hand, the rest to White's
    ['r1bqkb1r/ppp1pppp/n2p4/1N6/4PPn1/8/PPPP2PP/R1BQKBNR[] w - - 0 5', 'b5c7'],
    // en passant: the pawn taken and the knight beside the landing square to White's hand, the capturer to Black's
    ['4k3/8/8/2npP3/8/8/8/4K3[] w - d6 0 1', 'e5d6'],
  ])('%s after %s: the FEN (the hands) is ffish\'s', async (fen, move) => {
    const expected = ff.fenAfter('ffxzh', fen, [move]);
    for (const engine of await engines('ffxzh')) {
      const pos = position(engine, fen);
      expect(engine.playText(pos, move)).toBeNull();
      // ffish writes the halfmove clock and move number; the hands and board are what is compared
      expect(engine.fen(pos).split(' ').slice(0, 2)).toEqual(expected.split(' ').slice(0, 2));
    }
  });

  test('dropChecks = false bars no checking drop in atomic (ffish)', () => {
    const fen = 'rnbqkbnr/1pp1pppp/5p2/p7/6P1/P7/1PPP1PPP/RNBQKB1R[n] b - - 0 5';
    expect(ff.legalMoves('ffxzhq', fen)).toContain('N@d3');
  });

  test.each(['ffxzh', 'ffxzhq'])('%s: perft d1-2 equals ffish along a seeded game', async (variant) => {
    let fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w - - 0 1';
    let seed = 5;
    const fens: string[] = [];
    for (let ply = 0; ply < 24; ply++) {
      const moves = ff.legalMoves(variant, fen);
      if (moves.length === 0) break;
      // prefer captures and drops, where the rule decides
      const sharp = moves.filter((m) => m.includes('@') || ff.fenAfter(variant, fen, [m]).split(' ')[0]!.length < fen.split(' ')[0]!.length);
      const pool = sharp.length > 0 && seed % 3 !== 0 ? sharp : moves;
      seed = (seed * 1103515245 + 12345) % 2147483648;
      fen = ff.fenAfter(variant, fen, [pool[seed % pool.length]!]);
      if (ply % 4 === 3) fens.push(fen);
    }
    for (const engine of await engines(variant)) {
      for (const at of fens) {
        const pos = position(engine, at);
        expect(engine.moves(pos).map((m) => m.uci).sort(), at).toEqual(ff.legalMoves(variant, at).sort());
        expect(engine.perft(pos, 2), at).toBe(ff.perft(variant, at, 2));
      }
    }
  }, 120_000);
});
