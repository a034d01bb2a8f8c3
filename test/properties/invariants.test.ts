// Invariants at scale: make/unmake restores position and hash exactly over many random moves
// of every bundled variant (>= 10^6 per variant with FAIRYFORGE_LONG=1), and the colour-mirrored
// position (ranks mirrored, case swapped, side swapped, en-passant squares and pool mirrored)
// has the same perft where the variant is symmetric.

import { basename } from 'node:path';
import { describe, expect, test } from 'vitest';
import { bundledSpecFiles } from '../../generator/generate.ts';
import { generateLegal } from '../../runtime/legal/legal.ts';
import { enginePair, LONG, randomPlayout, rng } from '../support.ts';

const VARIANTS = bundledSpecFiles().map((f) => basename(f, '.yaml'));
const MOVES = LONG ? 1_000_000 : 2_000;
/**
 * Variants whose rules are the same for both colours under a rank mirror: every bundled one.
 * Fusion too — its fusion table, fission, safe passage and castling name no colour, and the
 * mirror of a position with compounds or half-used castling rights has the same perft.
 */
const SYMMETRIC = ['chess', 'berolina', 'fusion', 'interweave', 'grand'].filter((v) => VARIANTS.includes(v));
const MIRRORED = LONG ? 400 : 24;

const swapCase = (s: string): string => s.replace(/[a-zA-Z]/g, (c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()));

/** The colour mirror of a FEN on a board of `ranks` ranks. */
export function mirrorFen(fen: string, ranks: number): string {
  const [boardAndPool, side, castling, ep, half, full] = fen.split(' ');
  const [, board, pool] = /^([^[]*)(\[.*\])?$/.exec(boardAndPool)!;
  const mirroredBoard = swapCase(board.split('/').reverse().join('/'));
  const mirroredEp = ep === '-' ? '-' : ep.replace(/([a-p])(\d+)/g, (_, f: string, r: string) => `${f}${ranks + 1 - Number(r)}`);
  const rights = castling === '-' ? '-' : swapCase(castling).split('').sort((a, b) => 'KQkq'.indexOf(a) - 'KQkq'.indexOf(b)).join('');
  return [`${mirroredBoard}${pool === undefined ? '' : swapCase(pool)}`, side === 'w' ? 'b' : 'w', rights, mirroredEp, half, full].join(' ');
}

describe.each(VARIANTS)('%s: invariants at scale', (name) => {
  test(`make/unmake of ${MOVES} random moves restores FEN and hash; the incremental hash is exact`, async () => {
    const { generated: engine } = await enginePair(name);
    let made = 0;
    for (let seed = 1; made < MOVES; seed++) {
      const pick = rng(seed ^ 0x3c3c);
      randomPlayout(engine, engine.start(), seed, 200, (p) => {
        if (made >= MOVES) return;
        const fen = engine.fen(p);
        const hash = [p.hashLo, p.hashHi];
        const buf = engine.buf;
        const first = generateLegal(p, engine.gen, buf);
        for (let i = first; i < buf.count; i++) {
          const off = buf.offsets[i];
          p.make(buf.data, off);
          made++;
          const [lo, hi] = p.computeHash();
          if (lo !== p.hashLo || hi !== p.hashHi) expect([p.hashLo, p.hashHi], `after a move from ${fen}`).toEqual([lo, hi]);
          p.unmake(buf.data, off);
          if (p.hashLo !== hash[0] || p.hashHi !== hash[1]) expect([p.hashLo, p.hashHi], fen).toEqual(hash);
          // the FEN (slower to build) on a sample of the moves
          if (pick() < 0.1) expect(engine.fen(p)).toBe(fen);
        }
        buf.count = first;
        buf.top = first === 0 ? 0 : buf.top;
      });
    }
    expect(made).toBeGreaterThanOrEqual(MOVES);
    if (LONG) process.stdout.write(`${name}: make/unmake checked on ${made} moves\n`);
  });
});

describe.each(SYMMETRIC)('%s: colour mirror', (name) => {
  test(`the mirrored position has the same perft (${MIRRORED} positions of random games)`, async () => {
    const { generated: engine } = await enginePair(name);
    const ranks = engine.plan.ranks;
    expect(mirrorFen(engine.fen(engine.start()), ranks).split(' ')[0]).toBe(engine.fen(engine.start()).split(' ')[0]);
    let checked = 0;
    for (let seed = 1; checked < MIRRORED; seed++) {
      randomPlayout(engine, engine.start(), seed, 80, (p) => {
        if (checked >= MIRRORED || seed % 3 !== checked % 3) return;
        checked++;
        const fen = engine.fen(p);
        const mirrored = engine.parseFen(mirrorFen(fen, ranks));
        if (!mirrored.ok) throw new Error(`${mirrorFen(fen, ranks)} (mirror of ${fen}): ${mirrored.error.message}`);
        // perft counts leaves: the mirror of every move is a move
        expect(engine.perft(mirrored.pos, 2), `${fen} mirrored`).toBe(engine.perft(p, 2));
        expect(mirrorFen(engine.fen(mirrored.pos), ranks)).toBe(fen);
      });
    }
    expect(checked).toBe(MIRRORED);
  });
});
