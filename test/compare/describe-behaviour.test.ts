// What `describe` says against what the engine does: for each bundled variant and a few made-up
// ones, one check per rule element — en passant, royalty, castling, promotion, the pieces'
// movement — each reading the sentence and then looking for (or ruling out) the behaviour in
// positions built for it and in random games. The description is generated from the plan the
// engine runs (compare/rules.ts), so a disagreement is a bug in one of the two.

import { describe, expect, test } from 'vitest';
import { formatDescription } from '../../compare/describe.ts';
import { compileSpec } from '../../compiler/compile.ts';
import { parseBoardField, planShape } from '../../schema/fen-board.ts';
import { loadGeneratedFactory } from '../../generator/generate.ts';
import { Engine } from '../../runtime/use/engine.ts';
import { M_COUNT, M_HEADER, MoveBuffer } from '../../runtime/moves.ts';
import type { VariantPlan } from '../../runtime/plan/variant.ts';
import type { Position } from '../../runtime/state/position.ts';
import { hasSeveralRoyals } from '../../runtime/plan-facts.ts';
import { loadSpecText } from '../../plan-checks/load.ts';
import { LONG, loadPlan, randomPlayout, specFile } from '../support.ts';

const MADE_UP: Record<string, string> = {
  // pawns without a double step (as in makruk and shatranj): no en passant
  makrukish: `
name: makrukish
board: { files: 8, ranks: 8 }
pieces:
  - { name: pawn, letter: p, pawn: true, betza: mfWcfF }
  - { name: rook, letter: r, betza: R }
  - { name: archbishop, letter: a, betza: BN }
  - { name: king, letter: k, royal: true, betza: K }
promotion: { choices: [a, r] }
start: "r2ak2r/8/pppppppp/8/8/PPPPPPPP/8/R2AK2R w - - 0 1"
`,
  // names that begin with a vowel; pawns whose double step may be made from any square
  vowels: `
name: vowels
board: { files: 8, ranks: 8 }
pieces:
  - { name: infantry, letter: i, pawn: true, betza: mfWcfFifmnDmfnD }
  - { name: elephant, letter: e, betza: FA }
  - { name: archbishop, letter: a, betza: BN }
  - { name: emperor, letter: k, royal: true, betza: K }
castling: { king: k, rook: e }
promotion: { pieces: [i], choices: [a, e] }
start: "e3k2e/iiiiiiii/8/8/8/8/IIIIIIII/E2AK2E w KQkq - 0 1"
`,
  // pawns that double step but never capture: nobody takes en passant
  noeptaker: `
name: noeptaker
board: { files: 6, ranks: 6 }
pieces:
  - { name: pawn, letter: p, pawn: true, betza: mfWifmnD }
  - { name: rook, letter: r, betza: R }
  - { name: king, letter: k, royal: true, betza: K }
start: "r1k2r/pppppp/6/6/PPPPPP/R1K2R w - - 0 1"
`,
  // won by capturing the king, which is not royal
  kingcapture: `
name: kingcapture
board: { files: 6, ranks: 6 }
pieces:
  - { name: pawn, letter: p, pawn: true, betza: mfWcfFifmnD }
  - { name: rook, letter: r, betza: R }
  - { name: king, letter: k, betza: K }
promotion: { choices: [r] }
goal: { type: capture, piece: k }
start: "r1k2r/pppppp/6/6/PPPPPP/R1K2R w - - 0 1"
`,
};

function planOf(name: string): VariantPlan {
  if (!MADE_UP[name]) return loadPlan(name);
  const loaded = loadSpecText(MADE_UP[name], `${name}.yaml`);
  if (!loaded.ok) throw new Error(loaded.diagnostics.map((d) => d.message).join('\n'));
  return compileSpec(loaded.spec);
}

/** The description's line for a rule element, by key. */
function line(plan: VariantPlan, key: string): string {
  const json = JSON.parse(formatDescription(plan, 'json')) as { rules: { key: string; text: string }[] };
  return json.rules.find((r) => r.key === key)?.text ?? '';
}

// ---- positions, edited as FEN boards ----

type Board = string[][]; // [row from the top][file], '.' for empty

function boardOf(plan: VariantPlan, fen: string): { board: Board; rest: string; pocket: string } {
  const [placement, ...rest] = fen.split(' ');
  const field = parseBoardField(placement, planShape(plan));
  const board: Board = Array.from({ length: plan.ranks }, () => Array<string>(plan.files).fill('.'));
  for (const p of field.pieces) board[plan.ranks - 1 - p.rank][p.file] = p.letter;
  const pocket = field.pool === undefined ? '' : `[${field.pool}]`;
  return { board, rest: rest.join(' '), pocket };
}

function fenOf(board: Board, pocket: string, rest: string): string {
  const rows = board.map((row) => row.join('').replace(/\.+/g, (run) => String(run.length)));
  return `${rows.join('/')}${pocket} ${rest}`;
}

function at(plan: VariantPlan, square: string): [row: number, file: number] {
  return [plan.ranks - Number(square.slice(1)), square.charCodeAt(0) - 97];
}

function positionOf(engine: Engine, fen: string): Position {
  const r = engine.parseFen(fen);
  if (!r.ok) throw new Error(`${fen}: ${r.error.message}`);
  return r.pos;
}

// ---- behaviours ----

/**
 * Whether some enemy piece can take en passant after one of White's first moves: for each move
 * that leaves an en-passant square, a black piece of each type is put where one of its capture
 * vectors reaches that square.
 */
function enPassantHappens(engine: Engine): boolean {
  const plan = engine.plan;
  for (const m of engine.moves(engine.start())) {
    const pos = engine.start();
    engine.play(pos, m);
    const after = engine.fen(pos);
    const ep = after.split(' ')[3]; // board[pocket] side castling ep
    if (!ep || ep === '-') continue;
    const { board, rest, pocket } = boardOf(plan, after);
    const [epRow, epFile] = at(plan, ep);
    for (const piece of plan.pieces) {
      for (const node of piece.moves.filter((n) => n.capture)) {
        for (const [vx, vy] of node.vectors) {
          // a jumping leap takes en passant over its midpoint (Interweave), any other move by landing there
          const [dx, dy] = node.kind === 'leap' && node.captureMode === 'jump' ? [vx / 2, vy / 2] : [vx, vy];
          // Black's vector (dx, -dy) in board terms: one row down the FEN per rank towards White
          const row = epRow - dy;
          const file = epFile - dx;
          if (row < 0 || row >= plan.ranks || file < 0 || file >= plan.files || board[row][file] !== '.') continue;
          const edited = board.map((r) => [...r]);
          // the added piece comes off another square of the board, so the material stays what a game reaches
          const spare = edited.flatMap((r, i) => r.map((c, j) => [c, i, j] as const)).find(([c]) => c === piece.letter);
          if (spare) edited[spare[1]][spare[2]] = '.';
          edited[row][file] = piece.letter;
          // a jumping piece also needs its landing square beyond the passed square free
          const [landRow, landFile] = [row + vy, file + vx];
          if (landRow >= 0 && landRow < plan.ranks && landFile >= 0 && landFile < plan.files) edited[landRow][landFile] = '.';
          // en passant is what the ep field adds: the same position without it has fewer moves
          const withEp = engine.parseFen(fenOf(edited, pocket, rest));
          const fields = rest.split(' ');
          const withoutEp = engine.parseFen(fenOf(edited, pocket, [fields[0], fields[1], '-', ...fields.slice(3)].join(' ')));
          if (!withEp.ok || !withoutEp.ok) continue;
          const plain = new Set(engine.moves(withoutEp.pos).map((x) => x.uci));
          if (engine.moves(withEp.pos).some((x) => !plain.has(x.uci) && x.captures.includes(m.to))) return true;
        }
      }
    }
  }
  return false;
}

/** Whether a move of the side that just moved left one of its royal pieces where a pseudo-legal enemy move removes it. */
function royalLeftAttacked(engine: Engine, pos: Position, mover: number): boolean {
  const buf = new MoveBuffer();
  engine.gen.generate(pos, buf);
  const royal = (code: number): boolean => code > 0 && (code & 1) === mover && engine.plan.pieces[(code >> 1) - 1].royal;
  for (let i = 0; i < buf.count; i++) {
    const off = buf.offsets[i];
    const d = buf.data;
    for (let k = off + M_HEADER; k < off + M_HEADER + 3 * d[off + M_COUNT]; k += 3) if (royal(d[k + 1]) && d[k + 2] !== d[k + 1]) return true;
  }
  return false;
}

/** The start position with only the royal, castling and back-rank-less pieces: every square between king and rook empty. */
function castlingMoves(engine: Engine): number {
  const plan = engine.plan;
  const keep = new Set(plan.castling.flatMap((c) => [c.kingType, c.rookType]).map((t) => plan.pieces[t].letter));
  // other royal pieces only where the castling king is not one (coregal's royal queen would stand between king and rook)
  if (!plan.castling.some((c) => plan.pieces[c.kingType].royal)) plan.pieces.filter((p) => p.royal).forEach((p) => keep.add(p.letter));
  const { board, rest, pocket } = boardOf(plan, plan.startFen);
  const cleared = board.map((row) => row.map((c) => (keep.has(c.toLowerCase()) ? c : '.')));
  const pos = positionOf(engine, fenOf(cleared, pocket, rest));
  return engine.moves(pos).filter((m) => m.castle).length;
}

/** The piece names a promotion sentence offers ("becoming a queen, a rook or an archbishop"). */
function offered(sentence: string): string[] {
  const m = /becoming (.*?)(,? but|\.$)/.exec(sentence);
  if (!m) return [];
  return m[1].split(/, | or /).map((s) => s.replace(/^an? /, ''));
}

/** Names of the pieces a promoting piece becomes from a square near the last rank, alone with the royal (or goal) pieces. */
function promotionsSeen(engine: Engine): { seen: Set<string>; plainOnLastRank: number } {
  const plan = engine.plan;
  const seen = new Set<string>();
  let plainOnLastRank = 0;
  // the royal pieces and the goal pieces stay: without them the game is over
  const royals = new Set(plan.pieces.filter((p, type) => p.royal || type === plan.goal.target).map((p) => p.letter));
  // where a side may have several royal pieces, one type of them is enough (coregal's queens would face each other)
  const king = plan.castling.length > 0 ? plan.pieces[plan.castling[0].kingType].letter : [...royals][0];
  if (hasSeveralRoyals(plan)) for (const letter of royals) if (letter !== king) royals.delete(letter);
  const { board, pocket } = boardOf(plan, plan.startFen);
  const empty = board.map((row) => row.map((c) => (royals.has(c.toLowerCase()) ? c : '.')));
  for (const piece of plan.pieces.filter((p) => p.promotes)) {
    for (let file = 0; file < plan.files; file++) {
      for (const row of [1, 2]) {
        if (empty[row][file] !== '.') continue;
        const edited = empty.map((r) => [...r]);
        edited[row][file] = piece.letter.toUpperCase();
        const r = engine.parseFen(fenOf(edited, pocket, 'w - - 0 1'));
        if (!r.ok) continue;
        for (const m of engine.moves(r.pos)) {
          if (m.promotion) seen.add(plan.pieces.find((p) => p.letter === m.promotion!.toLowerCase())!.name);
          else if (m.from === `${String.fromCharCode(97 + file)}${plan.ranks - row}` && m.to.slice(1) === String(plan.ranks)) plainOnLastRank++;
        }
      }
    }
  }
  return { seen, plainOnLastRank };
}

const VARIANTS = ['chess', 'berolina', 'fusion', 'interweave', 'coregal', ...Object.keys(MADE_UP)];
const GAMES = LONG ? 24 : 2;

const ENGINES = new Map<string, { interpreted: Engine; generated: Engine }>();
for (const name of VARIANTS) {
  const plan = planOf(name);
  const source = MADE_UP[name] ? `${name}.yaml` : specFile(name);
  ENGINES.set(name, { interpreted: new Engine(plan), generated: new Engine(plan, await loadGeneratedFactory(plan, source)) });
}

describe.each(VARIANTS)('describe %s against the engine', (name) => {
  const engines = ENGINES.get(name)!;
  const plan = engines.interpreted.plan;
  const text = formatDescription(plan, 'text');

  test('grammar: "an" before a vowel', () => {
    expect(text).not.toMatch(/\b[Aa] [aeiouAEIOU]/);
  });

  test.each(['interpreted', 'generated'] as const)('en passant: described exactly when some piece can take it (%s)', (kind) => {
    // in the capture modes, the pawns' lines and the double steps' "an enemy pawn may take it en passant"
    expect(enPassantHappens(engines[kind])).toBe(text.includes('en passant'));
    expect(line(plan, 'captures').includes('en passant')).toBe(text.includes('en passant'));
  });

  test.each(['interpreted', 'generated'] as const)('castling: described exactly when the king can castle (%s)', (kind) => {
    const sentence = line(plan, 'castling');
    const expected = sentence.startsWith('There is no castling') ? 0 : sentence.includes('either') ? 2 : 1;
    // the castling piece by its name throughout (not "the king" when it is called otherwise)
    for (const rule of plan.castling) expect(sentence).toContain(`the ${plan.pieces[rule.kingType].name} may not stand on`);
    expect(castlingMoves(engines[kind])).toBe(expected);
  });

  test.each(['interpreted', 'generated'] as const)('promotion: the pieces offered are the pieces promoted into (%s)', (kind) => {
    const sentence = line(plan, 'promotion');
    // promotion into captured pieces depends on a pool: the sentence says so, and the pool is tested in test/variants/interweave.test.ts
    if (sentence.includes('captured pieces')) return;
    const { seen, plainOnLastRank } = promotionsSeen(engines[kind]);
    expect([...seen].sort()).toEqual(offered(sentence).sort());
    // "must promote on reaching the last rank": no move of a promoting piece ends there unpromoted
    if (sentence.includes('must promote on reaching the last rank')) expect(plainOnLastRank).toBe(0);
  });

  test.each(['interpreted', 'generated'] as const)(`royalty: when described, no legal move in ${GAMES} random games leaves a royal piece capturable (%s)`, (kind) => {
    const engine = engines[kind];
    const described = !line(plan, 'royalty').startsWith('No piece is royal');
    expect(described).toBe(plan.pieces.some((p) => p.royal));
    // every royal piece named (coregal: the queen and the king, both royal)
    for (const p of plan.pieces.filter((p) => p.royal)) expect(line(plan, 'royalty')).toContain(p.name);
    let checked = 0;
    let exposed = 0;
    for (let g = 0; g < GAMES; g++) {
      randomPlayout(engine, engine.start(), 77 + g, 40, (pos) => {
        for (const m of engine.moves(pos)) {
          const mover = pos.side;
          engine.play(pos, m);
          if (royalLeftAttacked(engine, pos, mover)) exposed++;
          engine.undo(pos);
          checked++;
        }
      });
    }
    expect(checked).toBeGreaterThan(GAMES * 100);
    expect(exposed).toBe(0);
  });
});

describe('a piece described once per move it has', () => {
  // two Betza strings for one set of moves: one description and one move list
  test.each([
    ['KW', 'K'],
    ['WfW', 'W'],
    ['QN2NmW', 'QN2'],
    ['ifmnDmfnD', 'mfnD'],
  ])('%s reads and moves as %s', (betza, same) => {
    const variant = (b: string): VariantPlan => {
      const loaded = loadSpecText(MADE_UP.makrukish.replace('betza: BN', `betza: ${b}`), 'm.yaml');
      if (!loaded.ok) throw new Error(loaded.diagnostics[0].message);
      return compileSpec(loaded.spec);
    };
    const a = variant(betza);
    const b = variant(same);
    expect(line(a, 'piece:archbishop')).toBe(line(b, 'piece:archbishop'));
    const fen = '4k3/8/8/8/3A4/8/8/4K3 w - - 0 1';
    const list = (plan: VariantPlan): string[] => {
      const engine = new Engine(plan);
      return engine.moves(positionOf(engine, fen)).map((m) => m.uci).sort();
    };
    expect(list(a)).toEqual(list(b));
  });
});
