// parseBetza: a table of Betza strings and the structured moves they stand for, then the errors.
import { describe, expect, test } from 'vitest';
import { parseBetza } from '../../schema/betza.ts';
import type { MoveSpec } from '../../schema/spec-types.ts';

const ROWS: [betza: string, moves: MoveSpec[], note: string][] = [
  ['', [], 'no moves (an immobile piece)'],
  ['W', [{ atom: 'W' }], 'wazir'],
  ['N', [{ atom: 'N' }], 'knight'],
  ['DAHCZG', ['D', 'A', 'H', 'C', 'Z', 'G'].map((a) => ({ atom: a as MoveSpec['atom'] })), 'every other leaper atom'],
  ['K', [{ atom: 'W' }, { atom: 'F' }], 'K = WF'],
  ['R', [{ atom: 'W', range: 0 }], 'R = WW'],
  ['B', [{ atom: 'F', range: 0 }], 'B = FF'],
  ['Q', [{ atom: 'W', range: 0 }, { atom: 'F', range: 0 }], 'Q = RB'],
  ['WW', [{ atom: 'W', range: 0 }], 'doubled atom = unlimited rider'],
  ['NN', [{ atom: 'N', range: 0 }], 'nightrider'],
  ['W0', [{ atom: 'W', range: 0 }], 'range 0 = unlimited'],
  ['W4', [{ atom: 'W', range: 4 }], 'short rook'],
  ['R4', [{ atom: 'W', range: 4 }], 'R4 = W4'],
  ['F12', [{ atom: 'F', range: 12 }], 'multi-digit range'],
  ['K2', [{ atom: 'W', range: 2 }, { atom: 'F', range: 2 }], 'range applies to both atoms of K'],
  ['fW', [{ atom: 'W', directions: ['f'] }], 'forward'],
  ['vR', [{ atom: 'W', range: 0, directions: ['v'] }], 'vertical rook'],
  ['sW', [{ atom: 'W', directions: ['s'] }], 'sideways'],
  ['fbW', [{ atom: 'W', directions: ['f', 'b'] }], 'two singles add up'],
  ['fsW', [{ atom: 'W', directions: ['f', 's'] }], 'soldier: a pair on an orthogonal atom means either'],
  ['frW', [{ atom: 'W', directions: ['f', 'r'] }], 'frW = fW + rW'],
  ['ffW', [{ atom: 'W', directions: ['f'] }], 'ffW = fW'],
  ['fN', [{ atom: 'N', directions: ['f'] }], 'the 4 forward knight moves'],
  ['ffN', [{ atom: 'N', directions: ['ff'] }], 'the 2 narrow forward knight moves (Shogi knight)'],
  ['fsN', [{ atom: 'N', directions: ['fs'] }], 'the 2 wide forward knight moves'],
  ['bbN', [{ atom: 'N', directions: ['bb'] }], 'the 2 narrow backward knight moves'],
  ['frN', [{ atom: 'N', directions: ['fr'] }], 'one knight move, (2,1)'],
  ['rfN', [{ atom: 'N', directions: ['rf'] }], 'one knight move, (1,2)'],
  ['lvN', [{ atom: 'N', directions: ['lv'] }], 'the 2 narrow left knight moves'],
  ['vvN', [{ atom: 'N', directions: ['v'] }], 'vv = v'],
  ['fhN', [{ atom: 'N', directions: ['f'] }], 'fh = the forward half = f'],
  ['lhC', [{ atom: 'C', directions: ['l'] }], 'lh = l'],
  ['hrN', [{ atom: 'N', directions: ['hr'] }], 'right-handed chiral knight'],
  ['hlZ', [{ atom: 'Z', directions: ['hl'] }], 'left-handed chiral zebra'],
  ['hrW', [{ atom: 'W' }], 'a square-symmetric atom has no chiral half: the whole atom'],
  ['hrK', [{ atom: 'W' }, { atom: 'F' }], 'chiral half of K = K'],
  ['flF', [{ atom: 'F', directions: ['fl'] }], 'one diagonal'],
  ['fsK', [{ atom: 'W', directions: ['f', 's'] }, { atom: 'F', directions: ['fs'] }], 'pair split on W, kept on F'],
  ['mW', [{ atom: 'W', mode: 'move' }], 'move only'],
  ['cF', [{ atom: 'F', mode: 'capture' }], 'capture only'],
  ['mcW', [{ atom: 'W' }], 'm and c together = both'],
  ['iW', [{ atom: 'W', initial: true }], 'initial'],
  ['nD', [{ atom: 'D', lame: true }], 'lame dabbaba (alfil-like blocking)'],
  ['nN', [{ atom: 'N', lame: true }], 'lame knight (Xiangqi horse)'],
  ['fmWfcF', [{ atom: 'W', directions: ['f'], mode: 'move' }, { atom: 'F', directions: ['f'], mode: 'capture' }], 'Shatranj pawn'],
  [
    'mfWcfFifmnD',
    [
      { atom: 'W', directions: ['f'], mode: 'move' },
      { atom: 'F', directions: ['f'], mode: 'capture' },
      { atom: 'D', directions: ['f'], mode: 'move', initial: true, lame: true },
    ],
    'orthodox pawn; modifiers reset after each atom',
  ],
  ['BN', [{ atom: 'F', range: 0 }, { atom: 'N' }], 'archbishop'],
  ['fR', [{ atom: 'W', range: 0, directions: ['f'] }], 'lance'],
  ['WfF', [{ atom: 'W' }, { atom: 'F', directions: ['f'] }], 'gold general'],
  ['pR', [{ atom: 'W', range: 0, hop: 'cannon' }], 'janggi cannon: moves and captures by hopping'],
  ['mRcpR', [{ atom: 'W', range: 0, mode: 'move' }, { atom: 'W', range: 0, mode: 'capture', hop: 'cannon' }], 'xiangqi cannon'],
  ['gQ', [{ atom: 'W', range: 0, hop: 'grasshopper' }, { atom: 'F', range: 0, hop: 'grasshopper' }], 'grasshopper'],
  ['pWW', [{ atom: 'W', range: 0, hop: 'cannon' }], 'a hopper on a doubled atom'],
];

describe('parseBetza', () => {
  test.each(ROWS)('%s → %j (%s)', (betza, moves) => {
    expect(parseBetza(betza)).toEqual({ ok: true, moves });
  });

  const ERRORS: [betza: string, index: number, message: string][] = [
    ['fX', 1, "unknown atom 'X' in betza 'fX' — did you mean one of W, F, D, N, A, H, C, Z, G, K, R, B, Q?"],
    ['L', 0, "unknown atom 'L' in betza 'L' — did you mean 'C'?"],
    ['fJ', 1, "did you mean 'Z'?"],
    ['fm', 0, "betza 'fm' ends with modifiers 'fm' but no atom"],
    ['Wfw', 2, "unknown modifier 'w' in betza 'Wfw' — did you mean the atom 'W'?"],
    ['xR', 0, "modifier 'x' (extended leap) in betza 'xR' is not supported"],
    ['WpW', 1, "'p' (hopper) in betza 'WpW' needs an unlimited rider (R, B, Q or a doubled atom such as WW)"],
    ['gR4', 0, "'g' (grasshopper) in betza 'gR4' needs an unlimited rider"],
    ['hN', 0, "'h' (half) in betza 'hN' must be combined with a direction"],
    ['W 2', 1, "unexpected ' '"],
    ['W17', 1, 'range 17'],
    ['N+', 1, "unexpected '+'"],
  ];
  test.each(ERRORS)('%s fails at %i with %s', (betza, index, message) => {
    const r = parseBetza(betza);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.index).toBe(index);
    expect(r.error).toContain(message);
  });
});
