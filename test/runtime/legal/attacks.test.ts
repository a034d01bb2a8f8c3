// A piece attacks exactly where one of its pseudo-legal captures lands: the attack tables of both
// engines (runtime/attacks.ts, generator/emit/attacks.ts) ask each capture's start restrictions
// (`ranks`, `initial` with first-move rights, `from`, `notInCheck`) as move generation does.
// Fixed rows for each restriction, and a property over random checkmate files with restrictions
// added to their moves: for every piece of either side, "the enemy attacks its square" equals
// "some pseudo-legal enemy move takes it by landing there".

import fc from 'fast-check';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stringify } from 'yaml';
import { describe, expect, test } from 'vitest';
import { compileSpec } from '../../../compiler/compile.ts';
import { emitEngine } from '../../../generator/emit/engine.ts';
import { planFingerprint } from '../../../generator/fingerprint.ts';
import { REPO_ROOT, type GeneratorFactory } from '../../../generator/generate.ts';
import { Engine } from '../../../runtime/use/engine.ts';
import { M_COUNT, M_HEADER } from '../../../runtime/moves.ts';
import type { VariantPlan } from '../../../runtime/plan/variant.ts';
import type { Position } from '../../../runtime/state/position.ts';
import { loadSpecText } from '../../../plan-checks/load.ts';
import { checkmateSpec } from '../../arbitraries/spec.ts';
import { LONG, randomPlayout } from '../../support.ts';

const CACHE = join(REPO_ROOT, '.cache', 'attack-restrictions');

const pairs = new Map<string, Promise<Engine[]>>();

/** The interpreted and generated engines of a spec text (built once per text). */
function bothEngines(text: string): Promise<Engine[]> {
  let pair = pairs.get(text);
  if (pair === undefined) pairs.set(text, (pair = buildPair(text)));
  return pair;
}

async function buildPair(text: string): Promise<Engine[]> {
  const plan = planOf(text);
  if (!plan) throw new Error(`rejected:\n${text}`);
  return [new Engine(plan), new Engine(plan, await generatedFactory(plan))];
}

function planOf(text: string): VariantPlan | undefined {
  const r = loadSpecText(text, 'attacks.yaml');
  return r.ok ? compileSpec(r.spec) : undefined;
}

async function generatedFactory(plan: VariantPlan): Promise<GeneratorFactory> {
  mkdirSync(CACHE, { recursive: true });
  const file = join(CACHE, `attacks-${planFingerprint(plan)}.ts`);
  writeFileSync(file, emitEngine(plan, { source: 'attacks.yaml' }));
  return ((await import(pathToFileURL(file).href)) as { createGenerator: GeneratorFactory }).createGenerator;
}

function position(engine: Engine, fen: string): Position {
  const r = engine.parseFen(fen);
  if (!r.ok) throw new Error(`${fen}: ${r.error.message}`);
  return r.pos;
}

const EVOLUTION = 'extends: chess\nname: evolution\npieces:\n  - { name: queen, letter: q, betza: Q, moves: [{ atom: A, directions: [f], ranks: [1] }] }\n';

/** Kings and a rook, plus `extra` pieces (YAML flow lines); start `start`. */
function spec(extra: string, start: string, more = ''): string {
  return `name: attacks\nboard: { files: 8, ranks: 8 }\npieces:\n  - { name: king, letter: k, royal: true, betza: K }\n  - { name: rook, letter: r, betza: R }\n${extra}${more}start: "${start}"\n`;
}

const WAZIR = spec('  - { name: wazir, letter: w, moves: [{ atom: W, directions: [f], initial: true }] }\n', '4k3/3w4/8/8/8/8/8/4K3 w d - 0 1', 'firstMoveRights:\n  - { piece: w }\n');
const CHECKER = spec('  - { name: checker, letter: x, moves: [{ atom: N, notInCheck: true }] }\n', '4k3/8/8/8/8/8/8/4K3 w - - 0 1');

/** Rows: whether `by` attacks `square` in `fen`, by the restriction's rule (said in each name). */
const ROWS: { name: string; text: string; fen: string; square: string; by: number; attacked: boolean }[] = [
  { name: "ranks: Evolution's queen leaps A forward only from its first rank, so from g3 it does not attack e1", text: EVOLUTION, fen: '4k3/8/8/8/8/6q1/5P2/R3K3 w - - 0 1', square: 'e1', by: 1, attacked: false },
  { name: 'ranks: from g8, its first rank, the same leap attacks e6', text: EVOLUTION, fen: '6q1/8/4K3/8/8/8/8/k7 w - - 0 1', square: 'e6', by: 1, attacked: true },
  { name: 'first-move rights: an initial capture of a wazir that has its right attacks d6', text: WAZIR, fen: '7k/3w4/3K4/8/8/8/8/8 w d - 0 1', square: 'd6', by: 1, attacked: true },
  { name: 'first-move rights: on its start square but without its right, it does not', text: WAZIR, fen: '7k/3w4/3K4/8/8/8/8/8 w - - 0 1', square: 'd6', by: 1, attacked: false },
  { name: 'notInCheck: a capture not made in check attacks f3 while its side is not in check', text: CHECKER, fen: '7k/8/8/4x3/8/5K2/8/8 w - - 0 1', square: 'f3', by: 1, attacked: true },
  { name: 'notInCheck: and not while the rook on a8 checks its king', text: CHECKER, fen: 'R6k/8/8/4x3/8/5K2/8/8 b - - 0 1', square: 'f3', by: 1, attacked: false },
];

describe('each restriction of a capture means the same in the attack tables as in move generation, both engines', () => {
  test.each(ROWS)('$name', async ({ text, fen, square, by, attacked }) => {
    for (const engine of await bothEngines(text)) {
      const pos = position(engine, fen);
      const sq = engine.tables.geo.parse(square);
      expect(engine.gen.attacked(pos, sq, by)).toBe(attacked);
    }
  });

  test("Evolution's position from the report: 15 legal moves, chess's count on the same position", async () => {
    const fen = '4k3/8/8/8/8/6q1/5P2/R3K3 w - - 0 1';
    const chess = planOf('extends: chess\nname: plain\n')!;
    expect(new Engine(chess).moves(position(new Engine(chess), fen)).length).toBe(15);
    for (const engine of await bothEngines(EVOLUTION)) expect(engine.moves(position(engine, fen)).length).toBe(15);
  });
});

/** Random checkmate files with the attack tables' plain captures, restrictions added to some moves. */
const restricted = fc.tuple(checkmateSpec, fc.integer({ min: 0, max: 2 ** 31 - 1 })).map(([s, seed]) => {
  const data = structuredClone(s.data) as { pieces: { moves?: Record<string, unknown>[]; letter: string; royal?: boolean }[]; firstMoveRights?: unknown[] };
  let x = seed;
  const next = (): number => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32);
  for (const piece of data.pieces) {
    for (const move of piece.moves ?? []) {
      const r = next();
      if (r < 0.25) move.ranks = [1 + Math.floor(next() * 3), -1 - Math.floor(next() * 2)];
      else if (r < 0.4) move.notInCheck = true;
      else if (r < 0.55) move.initial = true;
    }
  }
  const tracked = data.pieces.filter((p) => !p.royal && (p.moves ?? []).some((m) => m.initial));
  if (tracked.length > 0 && next() < 0.5) data.firstMoveRights = [{ piece: tracked[0].letter }];
  return stringify(data);
});

/** Whether a pseudo-legal move of `by` takes the piece on `sq` by landing there. */
function captureLands(engine: Engine, pos: Position, sq: number, by: number): boolean {
  const { buf } = engine;
  const [top, count] = [buf.top, buf.count];
  const first = buf.count;
  engine.gen.generate(pos, buf);
  let found = false;
  for (let m = first; m < buf.count && !found; m++) {
    const off = buf.offsets[m];
    const d = buf.data;
    for (let i = off + M_HEADER; i < off + M_HEADER + 3 * d[off + M_COUNT]; i += 3) {
      if (d[i] === sq && d[i + 1] > 0 && (d[i + 1] & 1) !== by && d[i + 2] > 0 && (d[i + 2] & 1) === by) found = true;
    }
  }
  [buf.top, buf.count] = [top, count];
  return found;
}

/** The FEN with the other side to move and no en-passant target (so both sides' captures can be listed). */
function otherSide(fen: string): string {
  const f = fen.split(' ');
  const side = f.findIndex((x) => x === 'w' || x === 'b');
  f[side] = f[side] === 'w' ? 'b' : 'w';
  f[side + 2] = '-';
  return f.join(' ');
}

const RUNS = LONG ? 400 : 30;
/** Files whose generated engine is emitted and checked too (each costs an emit and an import). */
const GENERATED = LONG ? 60 : 3;

test(`random files with restricted captures (${RUNS}): attacked = some pseudo-legal capture lands there, both engines`, async () => {
  let emitted = 0;
  let checked = 0;
  await fc.assert(
    fc.asyncProperty(restricted, fc.integer({ min: 1, max: 1000 }), async (text, seed) => {
      const plan = planOf(text);
      if (!plan || plan.promotion?.fromCaptured) return;
      const interpreted = new Engine(plan);
      // capture modes and rules the tables do not see are royal-tested by replies instead
      if (interpreted.tables.checkByReplies) return;
      const engines = [interpreted];
      if (emitted < GENERATED) {
        emitted++;
        engines.push(new Engine(plan, await generatedFactory(plan)));
      }
      const fens: string[] = [];
      randomPlayout(interpreted, interpreted.start(), seed, 6, (p) => fens.push(interpreted.fen(p)));
      for (const fen of fens) {
        for (const f of [fen, otherSide(fen)]) {
          for (const engine of engines) {
            const r = engine.parseFen(f);
            if (!r.ok) continue;
            const pos = r.pos;
            const by = pos.side;
            for (const sq of engine.tables.geo.squares) {
              const p = pos.board[sq];
              if (p <= 0 || (p & 1) === by) continue;
              checked++;
              expect(engine.gen.attacked(pos, sq, by), `${f} ${engine.tables.geo.name(sq)}\n${text}`).toBe(captureLands(engine, pos, sq, by));
            }
          }
        }
      }
    }),
    { numRuns: RUNS, seed: 2024 },
  );
  expect(checked).toBeGreaterThan(RUNS);
}, 60_000);
