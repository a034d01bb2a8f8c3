// Several royal pieces per side (runtime/rules/royals.ts): the legality test, the check test and the
// result agree with brute force on random positions, in both engines (the generated one with
// its alignment shortcut, applied to each royal piece). Brute force: a move is legal when, played,
// no pseudo-legal reply of the enemy removes any royal piece of the mover; a side is in check
// when a pseudo-legal move of the enemy, were it to move, would remove one. Positions: Coregal
// (king and queens royal) with one to three queens a side, a small variant whose king and two
// knights are royal and whose pawns promote into a royal knight (a royal leaper, three royal pieces
// a side), and one whose royal king and queens meet hoppers (cannons, grasshoppers). Coregal
// itself is matched against Fairy-Stockfish in test/runtime/outcome/goals.test.ts.

import fc from 'fast-check';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { compileSpec } from '../../../compiler/compile.ts';
import { emitEngine } from '../../../generator/emit/engine.ts';
import { planFingerprint } from '../../../generator/fingerprint.ts';
import { REPO_ROOT, type GeneratorFactory } from '../../../generator/generate.ts';
import { Engine } from '../../../runtime/use/engine.ts';
import { generateLegal, inCheck } from '../../../runtime/legal/legal.ts';
import { M_COUNT, M_HEADER } from '../../../runtime/moves.ts';
import type { VariantPlan } from '../../../runtime/plan/variant.ts';
import type { Position } from '../../../runtime/state/position.ts';
import { mulberry32 } from '../../../runtime/use/random.ts';
import { loadSpecText } from '../../../plan-checks/load.ts';
import { enginePair, LONG } from '../../support.ts';

const KNIGHTS = `name: knights
board: { files: 6, ranks: 6 }
pieces:
  - { name: king, letter: k, royal: true, betza: K }
  - { name: knight, letter: n, royal: true, betza: N }
  - { name: rook, letter: r, betza: R }
  - { name: bishop, letter: b, betza: B }
  - { name: pawn, letter: p, pawn: true, betza: mfWcfF }
promotion: { pieces: [p], zones: [{ rank: -1 }], choices: [n, r, b] }
start: "rnkbnr/pppppp/6/6/PPPPPP/RNKBNR w - - 0 1"
`;

// Hoppers meet several royals: the king and queens are royal, and cannons (xiangqi's, hopping to
// capture) and grasshoppers (landing right behind their screen) check them over screens that may be
// royal pieces themselves; a royal piece that steps off a line can uncover a hopper's check on another.
const HOPPERS = `name: hoppers
board: { files: 8, ranks: 8 }
pieces:
  - { name: king, letter: k, royal: true, betza: K }
  - { name: queen, letter: q, royal: true, betza: Q }
  - { name: cannon, letter: c, betza: mRcpR }
  - { name: grasshopper, letter: g, betza: gQ }
  - { name: knight, letter: n, betza: N }
  - { name: pawn, letter: p, pawn: true, betza: mfWcfF }
promotion: { pieces: [p], zones: [{ rank: -1 }], choices: [q, c, g, n] }
start: "cngqkgnc/pppppppp/8/8/8/8/PPPPPPPP/CNGQKGNC w - - 0 1"
`;

/** Per variant: the royal letters with the least and most of each a side gets, the other letters and fewer than `extra` of them a side, at most `pawns` pawns (as many as the start has). */
const SETS = {
  coregal: { royals: [['k', 1, 1], ['q', 1, 3]], others: 'pppnbr', extra: 10, pawns: 8, size: 8 },
  knights: { royals: [['k', 1, 1], ['n', 0, 3]], others: 'prb', extra: 6, pawns: 6, size: 6 },
  hoppers: { royals: [['k', 1, 1], ['q', 1, 2]], others: 'ppccgn', extra: 8, pawns: 8, size: 8 },
} as const;

const POSITIONS = LONG ? 3000 : 300;

/** The squares of the royal pieces of `side`. */
function royals(pos: Position, side: number): number[] {
  return Array.from(pos.t.geo.squares).filter((sq) => pos.board[sq] > 0 && pos.t.royal[pos.board[sq]] && (pos.board[sq] & 1) === side);
}

/** Whether some pseudo-legal move of the side to move removes a royal piece of the other side. */
function replyTakesRoyal(engine: Engine, pos: Position): boolean {
  const { buf } = engine;
  const [top, count] = [buf.top, buf.count];
  const victims = royals(pos, pos.side ^ 1);
  engine.gen.generate(pos, buf);
  let taken = false;
  for (let i = count; i < buf.count && !taken; i++) {
    const off = buf.offsets[i];
    for (let k = off + M_HEADER; k < off + M_HEADER + 3 * buf.data[off + M_COUNT]; k += 3) if (victims.includes(buf.data[k]) && (buf.data[k + 2] & 1) === pos.side && buf.data[k + 2] > 0) taken = true;
  }
  [buf.top, buf.count] = [top, count];
  return taken;
}

/** UCI of the pseudo-legal moves that no reply punishes by taking a royal piece, sorted. */
function bruteForceLegal(engine: Engine, pos: Position): string[] {
  const { buf } = engine;
  const [top, count] = [buf.top, buf.count];
  engine.gen.generate(pos, buf);
  const offsets = Array.from(buf.offsets.subarray(count, buf.count));
  const legal: number[] = [];
  for (const off of offsets) {
    pos.make(buf.data, off);
    if (!replyTakesRoyal(engine, pos)) legal.push(off);
    pos.unmake(buf.data, off);
  }
  const keys = legal.map((off) => key(buf.data, off)).sort();
  [buf.top, buf.count] = [top, count];
  return keys;
}

function engineLegal(engine: Engine, pos: Position): string[] {
  const { buf } = engine;
  const [top, count] = [buf.top, buf.count];
  const first = generateLegal(pos, engine.gen, buf);
  const keys = Array.from(buf.offsets.subarray(first, buf.count), (off) => key(buf.data, off)).sort();
  [buf.top, buf.count] = [top, count];
  return keys;
}

/** A move record's effect: its square changes. */
function key(d: Int32Array, off: number): string {
  const out: string[] = [];
  for (let i = off + M_HEADER; i < off + M_HEADER + 3 * d[off + M_COUNT]; i += 3) out.push(`${d[i]}:${d[i + 1]}>${d[i + 2]}`);
  return out.sort().join(' ');
}

/** Brute-force check: the enemy, were it to move, could take a royal piece of the side to move. */
function bruteForceInCheck(engine: Engine, pos: Position): boolean {
  pos.side ^= 1;
  try {
    return replyTakesRoyal(engine, pos);
  } finally {
    pos.side ^= 1;
  }
}

/** A random placement: the royal pieces, then others on free squares (pawns off the end ranks). */
function randomFen(set: (typeof SETS)[keyof typeof SETS], seed: number): string {
  const next = mulberry32(seed);
  const n = set.size;
  const board: (string | null)[] = new Array(n * n).fill(null);
  const put = (letter: string, pawn: boolean): void => {
    for (;;) {
      const sq = Math.floor(next() * n * n);
      const rank = Math.floor(sq / n);
      if (board[sq] !== null || (pawn && (rank === 0 || rank === n - 1))) continue;
      board[sq] = letter;
      return;
    }
  };
  for (const side of [0, 1]) {
    const cased = (l: string): string => (side === 0 ? l.toUpperCase() : l);
    for (const [letter, min, max] of set.royals) for (let i = 0, count = min + Math.floor(next() * (max - min + 1)); i < count; i++) put(cased(letter), false);
    let pawns = 0;
    for (let i = 0, count = Math.floor(next() * set.extra); i < count; i++) {
      const letter = set.others[Math.floor(next() * set.others.length)];
      if (letter === 'p' && pawns++ >= set.pawns) continue;
      put(cased(letter), letter === 'p');
    }
  }
  const rows: string[] = [];
  for (let r = n - 1; r >= 0; r--) {
    let row = '';
    let run = 0;
    for (let f = 0; f < n; f++) {
      const p = board[r * n + f];
      if (p === null) run++;
      else {
        row += (run > 0 ? String(run) : '') + p;
        run = 0;
      }
    }
    rows.push(row + (run > 0 ? String(run) : ''));
  }
  return `${rows.join('/')} ${next() < 0.5 ? 'w' : 'b'} - - 0 1`;
}

const TEXTS = { knights: KNIGHTS, hoppers: HOPPERS } as const;

/** The engines of a variant of this file (coregal is bundled). */
function pairOf(name: keyof typeof SETS): Promise<{ interpreted: Engine; generated: Engine }> {
  return name === 'coregal' ? enginePair('coregal') : textPair(name, TEXTS[name]);
}

async function textPair(name: string, text: string): Promise<{ interpreted: Engine; generated: Engine }> {
  const loaded = loadSpecText(text, `${name}.yaml`);
  if (!loaded.ok) throw new Error(loaded.diagnostics.map((d) => d.message).join('\n'));
  const plan: VariantPlan = compileSpec(loaded.spec);
  const dir = join(REPO_ROOT, '.cache', 'several-royals');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}-${planFingerprint(plan)}.ts`);
  writeFileSync(file, emitEngine(plan, { source: `${name}.yaml` }));
  const mod = (await import(pathToFileURL(file).href)) as { createGenerator: GeneratorFactory };
  return { interpreted: new Engine(plan), generated: new Engine(plan, mod.createGenerator) };
}

describe.each(Object.keys(SETS) as (keyof typeof SETS)[])('%s: several royal pieces a side', (name) => {
  test(`${POSITIONS} random positions: legal moves, check and result by brute force, both engines`, async () => {
    const engines = await pairOf(name);
    expect(engines.interpreted.tables.severalRoyals).toBe(true);
    let positions = 0;
    let checks = 0;
    let mates = 0;
    let severalInCheck = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
        const placed = randomFen(SETS[name], seed);
        for (const engine of [engines.interpreted, engines.generated]) {
          // a side that has just moved may not be in check: such placements are refused (the
          // refusal must agree with brute force), and the other side is tried to move instead
          let fen = placed;
          let r = engine.parseFen(fen);
          if (!r.ok) {
            expect(r.error.message, fen).toMatch(/cannot be in check/);
            const shown = engine.parseFen(fen, { diagram: true });
            if (!shown.ok) throw new Error(shown.error.message);
            shown.pos.side ^= 1;
            expect(bruteForceInCheck(engine, shown.pos), fen).toBe(true);
            fen = fen.replace(/ ([wb]) /, (_, side: string) => (side === 'w' ? ' b ' : ' w '));
            r = engine.parseFen(fen);
            if (!r.ok) return;
          }
          const pos = r.pos;
          const legal = engineLegal(engine, pos);
          expect(legal, fen).toEqual(bruteForceLegal(engine, pos));
          const check = bruteForceInCheck(engine, pos);
          expect(inCheck(pos, engine.gen, engine.buf), fen).toBe(check);
          const result = engine.result(pos, false);
          if (legal.length === 0) expect(result.over && result.reason, fen).toBe(check ? 'checkmate' : 'stalemate');
          if (engine === engines.interpreted) {
            positions++;
            if (check) checks++;
            if (check && legal.length === 0) mates++;
            if (royals(pos, pos.side).filter((sq) => engine.gen.attacked(pos, sq, pos.side ^ 1)).length > 1) severalInCheck++;
          }
        }
      }),
      { numRuns: POSITIONS, seed: 1411 },
    );
    // queens see far: on most placements both sides are in check, and they are skipped; the rest reach checks, double checks of two royal pieces and mates
    expect(positions).toBeGreaterThan(POSITIONS / 8);
    expect(checks).toBeGreaterThan(positions / 10);
    expect(severalInCheck).toBeGreaterThan(0);
    expect(mates).toBeGreaterThan(0);
  }, 120_000);

  test('random games from the start: legal moves by brute force along them, both engines', async () => {
    const engines = await pairOf(name);
    for (let seed = 1; seed <= (LONG ? 20 : 3); seed++) {
      const { interpreted, generated } = engines;
      const pos = generated.start();
      const next = mulberry32(seed);
      for (let ply = 0; ply < 80; ply++) {
        const fen = generated.fen(pos);
        const other = interpreted.parseFen(fen);
        if (!other.ok) throw new Error(other.error.message);
        expect(engineLegal(generated, pos), fen).toEqual(bruteForceLegal(generated, pos));
        expect(engineLegal(interpreted, other.pos), fen).toEqual(bruteForceLegal(interpreted, other.pos));
        const moves = generated.moves(pos);
        if (moves.length === 0) break;
        generated.play(pos, moves[Math.floor(next() * moves.length)]);
      }
    }
  }, 120_000);
});
