// Language points of #24: a goal whose only end is "a side that cannot move loses", written
// directly (`{ type: conditions, stalemate: loss }`) rather than with a dummy condition such as
// `{ type: extinction, outcome: loss }` (implied anyway: a side without pieces has no move).
import { describe, expect, test } from 'vitest';
import { loadVariant } from '../../../lib/index.ts';
import { loadFfish } from '../../oracle/ffish.ts';

const ff = await loadFfish();

// Fairy-Stockfish says the same with no royal piece and stalemateValue = loss
(ff.raw as unknown as { loadVariantConfig(config: string): void }).loadVariantConfig(
  '[nomoveloses:chess]\nking = -\ncommoner = k\ncastling = false\nstalemateValue = loss\n',
);

const NO_MOVE_LOSES = `name: nomoveloses
title: No move loses
board: { files: 8, ranks: 8 }
pieces:
  - { name: pawn, letter: p, pawn: true, betza: mfWcfFifmnD }
  - { name: knight, letter: n, betza: N }
  - { name: king, letter: k, betza: K }
promotion: { pieces: [p], zones: [{ rank: -1, mandatory: true }], choices: [n] }
goal: { type: conditions, stalemate: loss }
start: "4k3/4p3/8/8/8/8/3P4/3NK3 w - - 0 1"
`;

describe('a conditions goal with no conditions: a side that cannot move loses', () => {
  test.each(['interpreted', 'generated'] as const)('%s: perft as ffish, and a side left without a move has lost', async (engine) => {
    const v = await loadVariant(NO_MOVE_LOSES, { engine });
    expect(v.perft(3)).toBe(ff.perft('nomoveloses', v.startFen, 3));
    // White's only piece, its pawn, is blocked: White cannot move, and loses (the king is no royal piece)
    const stuck = '4k3/8/8/8/8/p7/P7/8 w - - 0 1';
    expect(v.moves(stuck)).toEqual([]);
    expect(v.play([], stuck).result).toMatchObject({ over: true, winner: 'black' });
    expect(ff.result('nomoveloses', stuck)).toBe('0-1');
  });

  test("describe's sentence names the one way the game ends", async () => {
    const text = (await loadVariant(NO_MOVE_LOSES, { engine: 'interpreted' })).describe();
    expect(text).toMatch(/Goal: There is no checkmate: the game ends only when a side has no legal move\.\s+A side with no\s+legal move is stalemated: the stalemated side loses\./);
  });
});
