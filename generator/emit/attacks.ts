// Emit the attack test: `attackedByWhite` / `attackedByBlack`, the reverse attack tables
// (runtime/legal/attacks.ts) unrolled with constant offsets. Each entry asks what the interpreter's
// tables ask: the squares between, the regions, the captures it may not make, and its node's
// start restrictions (runtime/generate/move-origin.ts: `initial` with first-move rights, `ranks`,
// `notInCheck`), so the emitted engine attacks exactly where its captures land.

import { VariableDeclarationKind, type CodeBlockWriter, type SourceFile } from 'ts-morph';
import { AttackTables } from '../../runtime/legal/attacks.ts';
import type { HopAttacks } from '../../runtime/rules/hoppers.ts';
import type { EntryStarts } from '../../runtime/generate/move-origin.ts';
import type { NodeRegion } from '../../runtime/plan/moves.ts';
import type { VariantTables } from '../../runtime/tables/tables.ts';
import { advance, functionBody, minus, plus, square } from './code.ts';
import { COLOR_NAMES, colorConstant, pieceConstant, rowConstant } from './names.ts';

/** The module constant that holds a region's mask for one colour, by region name. */
export type RegionNames = (region: NodeRegion, color: number) => string;

/** What the attack functions take beyond the board, the square and the start squares: per plan, both colours alike. */
interface AttackParameters {
  /** `initial`, for captures only from the attacker's start squares by a piece without first-move rights. */
  readonly initial: boolean;
  /** `pos`, for first-move rights and the royal squares of `notInCheck` captures. */
  readonly pos: boolean;
  /** `plain`, for `notInCheck` captures (runtime/generate/move-origin.ts, moverInCheck). */
  readonly plain: boolean;
}

const parametersByTables = new WeakMap<VariantTables, AttackParameters>();

function attackParameters(t: VariantTables): AttackParameters {
  let p = parametersByTables.get(t);
  if (p === undefined) parametersByTables.set(t, (p = computeParameters(t)));
  return p;
}

function computeParameters(t: VariantTables): AttackParameters {
  const attacks = new AttackTables(t);
  const tables = [0, 1].flatMap((c) => [attacks.leaps[c], attacks.rides[c], attacks.hops[c]] as EntryStarts[]);
  const plain = tables.some((e) => e.notInCheck.includes(1));
  // an initial capture of a piece with first-move rights reads the position's rights
  const initialOnly = (test: (code: number) => boolean): boolean =>
    tables.some((e, k) => e.initialOnly.some((on, i) => on === 1 && entryCodes(tables, k, i, t).some(test)));
  const rights = initialOnly((code) => t.firstMoves.tracked[code] === 1);
  // as startConditions asks: the `initial` table where some attacker of the entry has no first-move right
  return { initial: initialOnly((code) => !t.firstMoves.tracked[code]), pos: plain || rights, plain };
}

/** The piece codes of entry `i` of table `k` (leaps, rides, hops by colour, as attackParameters lists them). */
function entryCodes(tables: readonly EntryStarts[], k: number, i: number, t: VariantTables): number[] {
  const e = tables[k] as Partial<{ codes: Int32Array; masks: Uint8Array[] }>;
  if (e.codes) return [e.codes[i]];
  const mask = e.masks![i];
  return Array.from({ length: t.codes }, (_, code) => code).filter((code) => mask[code]);
}

/** A call of colour `by`'s attack test on the square `sq` (an expression), with `b`, `initial` (and `pos`) in scope. */
export function attackCall(t: VariantTables, by: number, sq: string, plain: string): string {
  return `attackedBy${COLOR_NAMES[by]}(b, ${sq}${restArguments(t, plain)})`;
}

/** The attack functions' arguments after the board and the square. */
function restArguments(t: VariantTables, plain: string): string {
  const p = attackParameters(t);
  return `${p.initial ? ', initial' : ''}${p.pos ? ', pos' : ''}${p.plain ? `, ${plain}` : ''}`;
}

/** The body of the generator's `attacked(pos, sq, by, plain)`. */
export function attackedBody(t: VariantTables): string {
  const rest = restArguments(t, 'plain');
  return `return by === 0 ? attackedByWhite(pos.board, sq${rest}) : attackedByBlack(pos.board, sq${rest});`;
}

/** Whether the attack functions take the `initial` table. */
export function attacksUseInitial(t: VariantTables): boolean {
  return attackParameters(t).initial;
}

/** Whether the generator's `attacked` uses its `plain` argument. */
export function attacksUsePlain(t: VariantTables): boolean {
  return attackParameters(t).plain;
}

export function addAttackFunction(file: SourceFile, t: VariantTables, color: number, regions: RegionNames): void {
  const attacks = new AttackTables(t);
  const leaps = attacks.leaps[color];
  const rides = attacks.rides[color];
  const hops = attacks.hops[color];
  const params = attackParameters(t);
  const mask = (r: NodeRegion | null): string | null => (r ? regions(r, color) : null);
  const origins = addOriginConstants(file, t, color, [leaps, rides, hops]);
  const starts = (e: EntryStarts, k: number, i: number, from: string, code: string | number, codes: readonly number[]): string[] =>
    startConditions(t, color, e, i, from, code, codes, origins[k][i]);
  const body = functionBody([['p', 'let p: number;']], (w) => writeAttackBody(w, t, color, { leaps, rides, hops, mask, starts }));
  file.addFunction({
    name: `attackedBy${COLOR_NAMES[color]}`,
    docs: [`Whether ${COLOR_NAMES[color]} could capture on \`sq\` by replacement.`],
    parameters: [
      { name: 'b', type: 'Int8Array' },
      { name: 'sq', type: 'number' },
      ...(params.initial ? [{ name: 'initial', type: 'Uint8Array' }] : []),
      ...(params.pos ? [{ name: 'pos', type: 'Position' }] : []),
      ...(params.plain ? [{ name: 'plain', type: 'boolean' }] : []),
    ],
    returnType: 'boolean',
    statements: body.text,
  });
}

/** What the attack body reads: the reverse tables of one colour, its region masks and its entries' start conditions. */
interface AttackSources {
  readonly leaps: AttackTables['leaps'][number];
  readonly rides: AttackTables['rides'][number];
  readonly hops: AttackTables['hops'][number];
  readonly mask: (r: NodeRegion | null) => string | null;
  readonly starts: (e: EntryStarts, k: number, i: number, from: string, code: string | number, codes: readonly number[]) => string[];
}

function writeAttackBody(w: CodeBlockWriter, t: VariantTables, color: number, { leaps, rides, hops, mask, starts }: AttackSources): void {
  for (let i = 0; i < leaps.offsets.length; i++) {
    const from = square(t, minus('sq', leaps.offsets[i]));
    const conditions = [`b[${from}] === ${pieceConstant(t, leaps.codes[i])}`];
    for (const o of leaps.paths[i]) conditions.push(`b[${square(t, plus(from, o))}] === 0`);
    conditions.push(...starts(leaps, 0, i, from, leaps.codes[i], [leaps.codes[i]]));
    const toMask = mask(leaps.toRegions[i]);
    const fromMask = mask(leaps.fromRegions[i]);
    if (toMask) conditions.push(`${toMask}[sq] === 1`);
    if (fromMask) conditions.push(`${fromMask}[${from}] === 1`);
    conditions.push(...notCaptured(t, leaps.noCapture[i]));
    w.writeLine(`if (${conditions.join(' && ')}) return true;`);
  }
  for (let i = 0; i < rides.steps.length; i++) {
    const codes = Array.from(rides.masks[i].keys()).filter((c) => rides.masks[i][c]);
    const step = rides.steps[i];
    const unlimited = rides.ranges[i] >= Math.max(t.geo.files, t.geo.ranks);
    // on a cylinder a sideways line goes round: the range bounds it
    const head = t.geo.wrap
      ? `for (let k = 0, s = CANON[${minus('sq', step)}]; k < ${rides.ranges[i]}; k++, s = CANON[${minus('s', step)}])`
      : unlimited
        ? `for (let s = ${minus('sq', step)}; ; ${advance('s', -step)})`
        : `for (let k = 0, s = ${minus('sq', step)}; k < ${rides.ranges[i]}; k++, ${advance('s', -step)})`;
    w.write(head).block(() => {
      w.writeLine('p = b[s];');
      w.writeLine('if (p === 0) continue;');
      const attacker = codes.map((c) => `p === ${pieceConstant(t, c)}`).join(' || ');
      const conditions = [codes.length > 1 ? `(${attacker})` : attacker];
      conditions.push(...starts(rides, 1, i, 's', 'p', codes));
      const to = mask(rides.toRegions[i]);
      const from = mask(rides.fromRegions[i]);
      if (to) conditions.push(`${to}[sq] === 1`);
      if (from) conditions.push(`${from}[s] === 1`);
      conditions.push(...notCaptured(t, rides.noCapture[i]));
      w.writeLine(`if (${conditions.length > 1 ? conditions.join(' && ') : attacker}) return true;`);
      w.writeLine('break;');
    });
  }
  for (let i = 0; i < hops.steps.length; i++) {
    const codes = Array.from(hops.masks[i].keys()).filter((c) => hops.masks[i][c]);
    writeHopAttack(w, t, hops, i, mask, starts(hops, 2, i, 's', 'p', codes));
  }
  w.writeLine('return false;');
}

/** One constant per entry start mask by `ranks` (runtime/move-origin.ts rankMask); by table and entry, its name or null. */
function addOriginConstants(file: SourceFile, t: VariantTables, color: number, tables: readonly EntryStarts[]): (string | null)[][] {
  const names = new Map<string, string>();
  return tables.map((e) =>
    e.origins.map((origin) => {
      if (origin === null) return null;
      const squares = Array.from(origin.keys()).filter((sq) => origin[sq]);
      const key = squares.join(',');
      let name = names.get(key);
      if (name === undefined) {
        name = `ATTACK_ORIGIN_${COLOR_NAMES[color].toUpperCase()}_${names.size}`;
        names.set(key, name);
        file.addVariableStatement({
          declarationKind: VariableDeclarationKind.Const,
          declarations: [{ name, initializer: `squareSet(MAILBOX_SIZE, [${squares.join(', ')}])` }],
          docs: [`The squares ${COLOR_NAMES[color]}'s captures by some move's \`ranks\` may start from.`],
        });
      }
      return name;
    }),
  );
}

/** Whether the plan's attack tables need the `squareSet` import for their `ranks` masks. */
export function attacksUseOrigins(t: VariantTables): boolean {
  const attacks = new AttackTables(t);
  return [0, 1].some((c) => [attacks.leaps[c], attacks.rides[c], attacks.hops[c]].some((e) => e.origins.some((o) => o !== null)));
}

/**
 * Entry `i`'s start restrictions for the attacker `code` (an expression) of `codes` on `from`, as
 * conditions: the interpreter's AttackTables.mayStart, unrolled.
 */
function startConditions(t: VariantTables, color: number, e: EntryStarts, i: number, from: string, code: string | number, codes: readonly number[], origin: string | null): string[] {
  const out: string[] = [];
  if (e.initialOnly[i]) {
    const tracked = codes.filter((c) => t.firstMoves.tracked[c]);
    const row = typeof code === 'number' ? rowConstant(t, code) : `${code} * MAILBOX_SIZE`;
    // an initial-only capture counts only from the attacker's start squares, or while it has its first-move right
    if (tracked.length === 0) out.push(`initial[${row} + ${from}] === 1`);
    else if (tracked.length === codes.length) out.push(`(pos.firstMoves & pos.t.firstMoves.bit[${from}]) !== 0`);
    else out.push(`(pos.t.firstMoves.tracked[${code}] ? (pos.firstMoves & pos.t.firstMoves.bit[${from}]) !== 0 : initial[${row} + ${from}] === 1)`);
  }
  if (origin !== null) out.push(`${origin}[${from}] === 1`);
  if (e.notInCheck[i]) out.push(`!plain && (pos.royalSq[${colorConstant(color)}] < 0 || !${attackCall(t, color ^ 1, `pos.royalSq[${colorConstant(color)}]`, 'true')})`);
  return out;
}

/** Conditions that the piece on the attacked square is none the entry may not capture. */
function notCaptured(t: VariantTables, mask: Uint8Array | null): string[] {
  return mask ? Array.from(mask.keys()).filter((c) => mask[c]).map((c) => `b[sq] !== ${pieceConstant(t, c)}`) : [];
}

/** A hopper's attack on `sq`, in reverse: back to the screen, then on to the hopper (runtime/hoppers.ts). */
function writeHopAttack(w: CodeBlockWriter, t: VariantTables, hops: HopAttacks, i: number, mask: (r: NodeRegion | null) => string | null, starts: readonly string[]): void {
  const step = hops.steps[i];
  const after = hops.afters[i];
  const codes = Array.from(hops.masks[i].keys()).filter((c) => hops.masks[i][c]);
  const noScreen = hops.noScreen[i];
  const screenOk = ['p > 0', ...(noScreen ? Array.from(noScreen.keys()).filter((c) => noScreen[c]).map((c) => `p !== ${pieceConstant(t, c)}`) : [])];
  const to = mask(hops.toRegions[i]);
  const from = mask(hops.fromRegions[i]);
  w.writeLine(`// hopper (${codes.map((c) => pieceConstant(t, c)).join(', ')}) along ${step}${after ? `, landing up to ${after} beyond the screen` : ''}`);
  const guards = [...(to ? [`${to}[sq] === 1`] : []), ...notCaptured(t, hops.noCapture[i])];
  w.write(guards.length ? `if (${guards.join(' && ')})` : '').block(() => {
    w.writeLine(`let s = ${minus('sq', step)};`);
    // at most `after` - 1 empty squares between the screen and the target
    if (after > 1) w.writeLine(`for (let k = 1; b[s] === 0 && k < ${after}; k++) ${advance('s', -step)};`);
    else if (after === 0) w.writeLine(`while (b[s] === 0) ${advance('s', -step)};`);
    w.writeLine('p = b[s];');
    w.write(`if (${screenOk.join(' && ')})`).block(() => {
      w.writeLine(`${advance('s', -step)};`);
      w.writeLine(`while (b[s] === 0) ${advance('s', -step)};`);
      w.writeLine('p = b[s];');
      const attacker = codes.map((c) => `p === ${pieceConstant(t, c)}`).join(' || ');
      const conditions = [codes.length > 1 ? `(${attacker})` : attacker, ...(from ? [`${from}[s] === 1`] : []), ...starts];
      w.writeLine(`if (${conditions.join(' && ')}) return true;`);
    });
  });
}
