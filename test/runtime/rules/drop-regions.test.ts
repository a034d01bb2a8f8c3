// Drop rules by region (`onlyInRegion`, `notInRegion`): a piece in hand enters only inside a declared
// region (each side its own) or listed squares, or not there. Fairy-Stockfish says the same for all
// pieces at once (dropRegionWhite / dropRegionBlack): compared with ffish on crazyhouse sections
// with a mirrored region and with squares shared by both sides, legal moves and perft 2. A rule for
// one piece only has no FSF counterpart: its squares are stated from the rule.

import { describe, expect, test } from 'vitest';
import { describeRules } from '../../../compare/rules.ts';
import { compileSpec } from '../../../compiler/compile.ts';
import { loadGeneratedFactory } from '../../../generator/generate.ts';
import { Engine } from '../../../runtime/use/engine.ts';
import type { VariantPlan } from '../../../runtime/plan/variant.ts';
import { formatDiagnostic } from '../../../schema/diagnostic.ts';
import { loadSpecText } from '../../../plan-checks/load.ts';
import { loadFfish } from '../../oracle/ffish.ts';

const ff = await loadFfish();
(ff.raw as unknown as { loadVariantConfig(config: string): void }).loadVariantConfig(
  [
    '[halfhouse:crazyhouse]',
    'dropRegionWhite = *1 *2 *3 *4',
    'dropRegionBlack = *5 *6 *7 *8',
    '[centrehouse:crazyhouse]',
    'dropRegionWhite = c3 d4 e4 d5 e5 f6',
    'dropRegionBlack = c3 d4 e4 d5 e5 f6',
    '',
  ].join('\n'),
);

const PAWN_RANKS = '    - { rule: notOnRanks, pieces: [p], ranks: [1, -1] }\n';
const HALFHOUSE = `extends: crazyhouse\nname: halfhouse\nregions:\n  own_half: { ranks: [1, 4] }\nhand:\n  captures: capturer\n  demote: true\n  drops:\n${PAWN_RANKS}    - { rule: onlyInRegion, pieces: [p, n, b, r, q], region: own_half }\n`;
const CENTREHOUSE = `extends: crazyhouse\nname: centrehouse\nhand:\n  captures: capturer\n  demote: true\n  drops:\n${PAWN_RANKS}    - { rule: onlyInRegion, pieces: [p, n, b, r, q], squares: [c3, d4, e4, d5, e5, f6] }\n`;
// only the pawns are bound, to their side's second and third ranks; the other pieces drop anywhere
const PAWNCAMP = `extends: crazyhouse\nname: pawncamp\nregions:\n  camp: { ranks: [2, 3] }\nhand:\n  captures: capturer\n  demote: true\n  drops:\n    - { rule: onlyInRegion, pieces: [p], region: camp }\n    - { rule: notInRegion, pieces: [n], squares: [d4, e4, d5, e5] }\n`;

function planOf(text: string, file: string): VariantPlan {
  const r = loadSpecText(text, file);
  if (!r.ok) throw new Error(r.diagnostics.map(formatDiagnostic).join('\n'));
  return compileSpec(r.spec);
}

function moves(engine: Engine, fen: string): string[] {
  const r = engine.parseFen(fen);
  if (!r.ok) throw new Error(`${fen}: ${r.error.message}`);
  return engine.moves(r.pos).map((m) => m.uci).sort();
}

function perft2(engine: Engine, fen: string): number {
  const r = engine.parseFen(fen);
  if (!r.ok) throw new Error(`${fen}: ${r.error.message}`);
  return engine.perft(r.pos, 2);
}

const ROWS = [
  // a side's hand after an opening exchange, both sides
  'r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R[Pp] w KQkq - 0 4',
  'r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R[NBnb] b KQkq - 0 4',
  // in check: a drop may block only inside the region
  '4k3/8/8/8/q7/8/8/4K3[QRBNPqrbnp] w - - 0 1',
  '4k3/8/8/Q7/8/8/8/4K3[QRBNPqrbnp] b - - 0 1',
];

describe('drops only inside a region, as ffish drops inside dropRegionWhite/Black', () => {
  const variants = [
    ['halfhouse', HALFHOUSE],
    ['centrehouse', CENTREHOUSE],
  ] as const;
  for (const [name, text] of variants) {
    const engine = new Engine(planOf(text, `${name}.yaml`));
    test.each(ROWS)(`${name} %s: the legal moves and perft 2 are ffish's`, (fen) => {
      expect(moves(engine, fen)).toEqual(ff.legalMoves(name, fen));
      expect(perft2(engine, fen)).toBe(ff.perft(name, fen, 2));
    });
  }

  test('the generated engine drops as the interpreter does (halfhouse, one row)', async () => {
    const plan = planOf(HALFHOUSE, 'halfhouse.yaml');
    const generated = new Engine(plan, await loadGeneratedFactory(plan, 'halfhouse.yaml'));
    expect(moves(generated, ROWS[2])).toEqual(ff.legalMoves('halfhouse', ROWS[2]));
  }, 30_000);
});

describe('a drop rule for one piece: the squares the rule names', () => {
  const engine = new Engine(planOf(PAWNCAMP, 'pawncamp.yaml'));
  const targets = (fen: string, prefix: string): string[] => moves(engine, fen).filter((m) => m.startsWith(prefix)).map((m) => m.slice(2)).sort();
  const ranks = (...rs: number[]): string[] => rs.flatMap((r) => [...'abcdefgh'].map((f) => `${f}${r}`)).sort();

  test("a pawn is dropped only on its side's second and third ranks (Black's mirrored)", () => {
    expect(targets('4k3/8/8/8/8/8/8/4K3[Pp] w - - 0 1', 'P@')).toEqual(ranks(2, 3));
    expect(targets('4k3/8/8/8/8/8/8/4K3[Pp] b - - 0 1', 'P@')).toEqual(ranks(6, 7));
  });

  test('a knight avoids the four centre squares, for both sides; a bishop is not restricted', () => {
    const all = ranks(1, 2, 3, 4, 5, 6, 7, 8).filter((s) => s !== 'e1' && s !== 'e8');
    const centre = new Set(['d4', 'e4', 'd5', 'e5']);
    expect(targets('4k3/8/8/8/8/8/8/4K3[NBnb] w - - 0 1', 'N@')).toEqual(all.filter((s) => !centre.has(s)));
    expect(targets('4k3/8/8/8/8/8/8/4K3[NBnb] b - - 0 1', 'N@')).toEqual(all.filter((s) => !centre.has(s)));
    expect(targets('4k3/8/8/8/8/8/8/4K3[NBnb] w - - 0 1', 'B@')).toEqual(all);
  });

  test('describe says where each piece may be dropped', () => {
    const text = describeRules(planOf(PAWNCAMP, 'pawncamp.yaml'))
      .map((l) => l.text)
      .join(' ');
    expect(text).toContain("A pawn may be dropped only in the region 'camp' (each side its own).");
    expect(text).toContain('A knight may not be dropped on d4, e4, d5 or e5.');
  });
});

describe('a region drop rule names what exists, once', () => {
  const errors = (drop: string): string[] => {
    const r = loadSpecText(`extends: crazyhouse\nname: bad\nregions:\n  camp: { ranks: [2, 3] }\nhand:\n  captures: capturer\n  drops:\n    - ${drop}\n`, 'bad.yaml');
    return r.ok ? [] : r.diagnostics.map(formatDiagnostic);
  };

  test.each([
    ['{ rule: onlyInRegion, pieces: [p], region: kamp }', "bad.yaml:8:50: drop rule region 'kamp' is not declared in `regions` (declared: camp)"],
    ['{ rule: onlyInRegion, pieces: [x], region: camp }', "bad.yaml:8:38: drop rule piece 'x' is not a piece letter of this variant"],
    ['{ rule: notInRegion, pieces: [p] }', 'bad.yaml:8:15: a drop rule `notInRegion` gives its squares nowhere'],
    ['{ rule: notInRegion, pieces: [p], region: camp, squares: [a1] }', 'bad.yaml:8:41: a drop rule `notInRegion` gives its squares twice'],
    ['{ rule: notInRegion, pieces: [p], squares: [a1, i9] }', 'bad.yaml:8:55: a drop rule `notInRegion` gives its squares off the board: i9'],
  ])('%s: %s', (drop, message) => {
    const found = errors(drop);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]).toContain(message);
  });
});
