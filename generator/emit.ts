// Emit: a VariantPlan becomes a TypeScript module with the plan unrolled into straight-line
// code — one function per (piece, colour) with constant mailbox offsets, and an unrolled
// attack test — implementing the runtime's MoveGenerator. Built with ts-morph structures
// and writers; the text is formatted and deterministic (no timestamps, no versions).

import { Project, VariableDeclarationKind, type CodeBlockWriter, type SourceFile } from 'ts-morph';
import { AttackTables } from '../runtime/attacks.ts';
import type { HopAttacks } from '../runtime/hoppers.ts';
import { F_CAPTURE, F_DOUBLE_STEP, F_IRREVERSIBLE } from '../runtime/moves.ts';
import { leapSquares, passedSquares } from '../runtime/paths.ts';
import { pieceCode } from '../runtime/pieces.ts';
import type { MoveNode, MoveNodeKind, NodeRegion, VariantPlan } from '../runtime/plan.ts';
import { regionMailbox } from '../runtime/confinement.ts';
import { VariantTables } from '../runtime/tables.ts';
import { rankMask } from '../runtime/move-origin.ts';
import { keepsColours } from './colour-keeping.ts';
import { commentText, pascalIdentifier, stringLiteral } from './escape.ts';
import { planFingerprint } from './fingerprint.ts';

const COLOR_NAMES = ['White', 'Black'] as const;

/** What one node emitter needs to know about the piece whose moves it writes. */
interface NodeContext {
  readonly t: VariantTables;
  readonly color: number;
  readonly code: number;
  /** Moves must go through the runtime's `land` (promotion or custodian capture may apply). */
  readonly viaLand: boolean;
  /** The piece promotes (a node that may not promote then writes through `landUnpromoted`). */
  readonly promotes: boolean;
  /**
   * Where promotion is the only reason to go through `land`: the condition (on `from` and `to`)
   * under which the move promotes nowhere, so that it is one plain record written here; else null.
   */
  readonly outsideZone: string | null;
  /** The piece's quiet moves reset the move-rule counter (runtime tables' `resetsMoveRule`). */
  readonly resetsMoveRule: boolean;
  /** Name of a module constant this node may use for its table (remove nodes). */
  readonly tableName: string;
  /** Partner and compound codes of the piece's fusions (see writeFusions). */
  readonly fusions: readonly (readonly [partner: number, compound: number])[];
  /** Names of the module's region masks (see addRegionConstants). */
  readonly regions: RegionNames;
  /** Fission nodes that walk with this node (see splitsAlong): each empty square it reaches is also theirs. */
  readonly splitsAlong: readonly Carried[];
}

/** A fission node written in a whole-piece node's walk: its squares are kept at SPLIT_SQUARES[base + i], `along<index>` of them. */
interface Carried {
  readonly node: MoveNode;
  readonly index: number;
  readonly base: number;
}

type NodeEmitter = (w: CodeBlockWriter, node: MoveNode, ctx: NodeContext) => void;

/** One emitter per plan node kind; the registry test checks the interpreter has the same kinds. */
export const NODE_EMITTERS: Record<MoveNodeKind, NodeEmitter> = {
  leap: emitLeap,
  ride: emitRide,
  remove: emitRemove,
  hop: emitHop,
};

/** The module constant that holds a region's mask for one colour, by region name. */
type RegionNames = (region: NodeRegion, color: number) => string;

export interface EmitOptions {
  /** The spec file the plan came from, as shown in the header (repo-relative). */
  readonly source: string;
}

/** The generated module's text for a plan. */
export function emitEngine(plan: VariantPlan, options: EmitOptions): string {
  const t = new VariantTables(plan);
  const project = new Project({ useInMemoryFileSystem: true });
  const file = project.createSourceFile('engine.ts', '', { overwrite: true });
  addImports(file, plan);
  addConstants(file, plan, t);
  const regions = addRegionConstants(file, t);
  if (t.geo.wrap) {
    file.addVariableStatement({
      declarationKind: VariableDeclarationKind.Let,
      declarations: [{ name: 'CANON', type: 'Int32Array', initializer: 'new Int32Array(0)' }],
      docs: ['The square each mailbox index stands for on this cylinder board (runtime/geometry.ts), set by the constructor.'],
    });
  }
  const splitSquares = splitSquaresLength(t);
  if (splitSquares > 0) {
    file.addVariableStatement({
      declarationKind: VariableDeclarationKind.Const,
      declarations: [{ name: 'SPLIT_SQUARES', initializer: `new Int32Array(${splitSquares})` }],
      docs: ["Squares a whole-piece walk keeps for the fission moves of the same lines (one piece's at a time)."],
    });
  }
  for (const color of [0, 1]) {
    plan.pieces.forEach((_, type) => {
      if (hasCustodianFunction(t, pieceCode(type, color))) addCustodianFunction(file, t, type, color);
      addPieceFunction(file, t, type, color, regions);
    });
    addGenerateFunction(file, t, color);
    addAttackFunction(file, t, color, regions);
  }
  addCreateGenerator(file, plan);
  file.insertStatements(0, [
    `// Code generated by fairyforge from ${commentText(options.source)}. DO NOT EDIT.`,
    `// Edit ${commentText(options.source)}, then run \`npm run gen\` (npx fairyforge generate).`,
    '',
  ]);
  file.formatText({ indentSize: 2, convertTabsToSpaces: true, ensureNewLineAtEndOfFile: true });
  return file.getFullText();
}

/** The module specifier engines import the runtime from: the package's `runtime` subpath. */
export const RUNTIME_MODULE = 'fairyforge/runtime';

function addImports(file: SourceFile, plan: VariantPlan): void {
  const values = ['AttackTables', 'GeneratedGenerator', 'approachRide', 'doubleStep', 'enPassant', 'isEnPassantTarget', 'jumpLeap', 'jumpRide', 'land'];
  if (plan.pieces.some((p) => p.moves.some((n) => n.captureMode === 'shoot'))) values.push('shoot');
  values.push('removeAround', 'withdrawalRide');
  if (plan.pieces.some((p) => p.moves.some(needsOwnWalk))) values.push('landTaking');
  if (plan.castling.length) values.push('castlingMoves');
  if (plan.hand && !plan.hand.noDrops) values.push('dropMoves');
  if (plan.anyEnPassant) values.push('anyEnPassantMoves');
  if (plan.promotionInPlace) values.push('inPlacePromotions');
  if (plan.pieces.some((p) => p.moves.some((n) => n.fuse))) values.push('fuse');
  if (plan.pieces.some((p) => p.moves.some((n) => n.split !== undefined))) values.push('split');
  if (plan.pieces.some((p) => p.overlaps)) values.push('dropDuplicates');
  if (regionsOf(plan).length > 0) values.push('squareSet');
  if (plan.pieces.some((p) => p.moves.some((n) => n.noPromotion))) values.push('landUnpromoted');
  file.addImportDeclarations([
    { moduleSpecifier: RUNTIME_MODULE, namedImports: values.sort() },
    { moduleSpecifier: RUNTIME_MODULE, namedImports: ['MoveBuffer', 'MoveGenerator', 'Position', 'VariantTables'], isTypeOnly: true },
  ]);
}

function addConstants(file: SourceFile, plan: VariantPlan, t: VariantTables): void {
  const names = plan.pieces.map((p) => stringLiteral(p.name));
  const squares = Array.from(t.geo.squares, (sq) => stringLiteral(t.geo.name(sq)));
  const directions = plan.pieces.map(
    (p) => `${stringLiteral(p.name)}: [${p.moves.map((n) => `[${n.vectors.map(([x, y]) => `[${x}, ${y}]`).join(', ')}]`).join(', ')}]`,
  );
  const codes = plan.pieces.flatMap((p, type) =>
    [0, 1].map((c) => `${COLOR_NAMES[c]}${pascalIdentifier(p.name)}: ${pieceCode(type, c)}`),
  );
  const constants: [string, string, string][] = [
    ['VARIANT', stringLiteral(plan.name), 'The variant this engine was generated for.'],
    ['PLAN_FINGERPRINT', stringLiteral(planFingerprint(plan)), 'Fingerprint of the plan, to detect an engine older than its spec.'],
    ['FILES', String(plan.files), 'Board width.'],
    ['RANKS', String(plan.ranks), 'Board height.'],
    ['STRIDE', String(t.geo.stride), 'Mailbox row length.'],
    ['MAILBOX_SIZE', String(t.geo.size), 'Mailbox length.'],
    ['PIECE_NAMES', `[${names.join(', ')}] as const`, 'Piece names in plan order.'],
    ['SQUARES', `[${squares.join(', ')}] as const`, 'Square names in board order (a1, b1, ...).'],
    ['PIECE_CODES', `{ ${codes.join(', ')} } as const`, 'Piece codes on the mailbox, by colour and piece.'],
    ['DIRECTIONS', `{ ${directions.join(', ')} } as const`, "Each piece's move nodes as direction vectors (White's view)."],
  ];
  for (const [name, initializer, doc] of constants) {
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      declarations: [{ name, initializer }],
      docs: [doc],
    });
  }
  file.addTypeAliases([
    { isExported: true, name: 'PieceName', type: '(typeof PIECE_NAMES)[number]' },
    { isExported: true, name: 'Square', type: '(typeof SQUARES)[number]' },
  ]);
}

/** The regions the plan's move nodes are bound to, by name, in the order first used. */
function regionsOf(plan: VariantPlan): NodeRegion[] {
  const out = new Map<string, NodeRegion>();
  for (const node of plan.pieces.flatMap((p) => p.moves)) {
    for (const r of [node.to, node.from]) if (r && !out.has(r.name)) out.set(r.name, r);
  }
  return [...out.values()];
}

/** One mask constant per (region, colour) that a move node is bound to; returns their names. */
function addRegionConstants(file: SourceFile, t: VariantTables): RegionNames {
  const regions = regionsOf(t.plan);
  const name = (i: number, color: number): string => `REGION_${i}_${COLOR_NAMES[color].toUpperCase()}`;
  regions.forEach((region, i) => {
    for (const color of [0, 1]) {
      file.addVariableStatement({
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name: name(i, color), initializer: `squareSet(MAILBOX_SIZE, [${regionMailbox(t.geo, region, color).join(', ')}])` }],
        docs: [`Region ${commentText(region.name)} for ${COLOR_NAMES[color]}: 1 on its mailbox squares.`],
      });
    }
  });
  return (region, color) => name(regions.findIndex((r) => r.name === region.name), color);
}

function tableName(type: number, color: number, node: number): string {
  return `REMOVE_${COLOR_NAMES[color].toUpperCase()}_${type}_${node}`;
}

/**
 * The promotion zone decided in the emitted code rather than by `land` per move, where promotion
 * is the only reason a piece's moves go through `land`: the test that the move's landing square
 * (and, in shogi, its start square) is outside every zone (runtime/landing.ts, promotionZone).
 */
function outsideZoneTest(t: VariantTables, code: number): string {
  const base = code * t.geo.size;
  const from = t.promoFrom === null ? '' : ` && pos.t.promoZone[${base} + from] === 0`;
  return `pos.t.promoZone[${base} + to] === 0${from}`;
}

function pieceFunctionName(type: number, color: number): string {
  return `moves${COLOR_NAMES[color]}${type}`;
}

function addPieceFunction(file: SourceFile, t: VariantTables, type: number, color: number, regions: RegionNames): void {
  const piece = t.plan.pieces[type];
  const code = pieceCode(type, color);
  const promotes = piece.promotes && t.plan.promotion !== null;
  // custodian capture, and an exploding capture's blast, are listed by the runtime's writer
  const writerRemoves = (piece.custodian ?? []).length > 0 || t.plan.explosion !== undefined;
  const ctx: NodeContext = {
    t,
    color,
    code,
    viaLand: promotes || writerRemoves,
    promotes,
    // with capture chains, promotion waits for the chain's final square: `land` decides it
    outsideZone: promotes && !writerRemoves && !t.plan.chains ? outsideZoneTest(t, code) : null,
    tableName: '',
    resetsMoveRule: t.resetsMoveRule[code] === 1,
    fusions: (piece.fusions ?? []).map((f) => [pieceCode(f.partner, color), pieceCode(f.compound, color)] as const),
    regions,
    splitsAlong: [],
  };
  const along = splitsAlong(t, piece.moves);
  piece.moves.forEach((node, k) => {
    const origin = rankMask(t, node, color);
    if (origin === null) return;
    file.addVariableStatement({
      declarationKind: VariableDeclarationKind.Const,
      declarations: [{ name: originName(type, color, k), initializer: `Uint8Array.of(${origin.join(', ')})` }],
      docs: [`The squares ${COLOR_NAMES[color]}'s node ${k} may start from (its ranks).`],
    });
  });
  piece.moves.forEach((node, k) => {
    if (node.kind !== 'remove') return;
    const offsets = node.vectors.map(([dx, dy]) => t.geo.offset(dx, dy, color));
    file.addVariableStatement({
      declarationKind: VariableDeclarationKind.Const,
      declarations: [{ name: tableName(type, color, k), initializer: `Int32Array.of(${offsets.join(', ')})` }],
    });
  });
  file.addFunction({
    name: pieceFunctionName(type, color),
    docs: [`${COLOR_NAMES[color]} ${commentText(piece.name)}.`],
    parameters: [
      { name: 'pos', type: 'Position' },
      { name: 'buf', type: 'MoveBuffer' },
      { name: 'from', type: 'number' },
      { name: 'initial', type: 'Uint8Array' },
    ],
    returnType: 'void',
    statements: (w) => {
      w.writeLine('const b = pos.board;');
      w.writeLine('let to: number;');
      w.writeLine('let p: number;');
      if (!piece.moves.some((n) => n.initial || n.notInCheck)) w.writeLine('void initial;');
      // two of its atoms may give one move: drop the copies after generating (compiler/overlap.ts)
      if (piece.overlaps) w.writeLine('const first = buf.count;');
      const splits = piece.moves.some((n) => n.split !== undefined);
      if (splits) writeCanSplit(w, t, color);
      for (const c of along.carried.values()) w.writeLine(`let along${c.index} = 0;`);
      piece.moves.forEach((node, k) => {
        const nodeCtx = { ...ctx, tableName: tableName(type, color, k), splitsAlong: along.carriers.get(k) ?? [] };
        const conditions = originConditions(t, node, type, color, k, splits);
        // a move usable only from a region (the soldier across the river)
        if (node.from) conditions.push(`${regions(node.from, color)}[from] === 1`);
        // a fission node that walks with a whole-piece node lists the squares that walk kept
        const c = along.carried.get(k);
        const emit = c ? () => writeCarried(w, c, ctx) : () => NODE_EMITTERS[node.kind](w, node, nodeCtx);
        if (conditions.length > 0) w.write(`if (${conditions.join(' && ')})`).block(emit);
        else emit();
      });
      if (piece.overlaps) w.writeLine('dropDuplicates(buf, first);');
    },
  });
}

/**
 * Fission nodes that may walk with a whole-piece node: the compound's component moves alone
 * by the very move the compound makes as that component (Fusion: the Queen's bishop lines, once
 * as the Queen, once as the Bishop leaving a Rook), so one walk writes both at each empty square.
 * The walk keeps the squares, and the fission node lists its moves from them in its own place
 * among the piece's nodes, so that the moves come in the order of the plan's nodes.
 * By whole-node index, the fission nodes it carries; by carried node index, the same.
 */
function splitsAlong(t: VariantTables, moves: readonly MoveNode[]): { carriers: Map<number, Carried[]>; carried: Map<number, Carried>; size: number } {
  const carriers = new Map<number, Carried[]>();
  const carried = new Map<number, Carried>();
  let size = 0;
  moves.forEach((node, k) => {
    if (node.split === undefined || !node.quiet || node.captureMode !== undefined) return;
    const whole = moves.slice(0, k).findIndex((w) => w.split === undefined && carries(w, node));
    if (whole < 0) return;
    const c: Carried = { node, index: k, base: size };
    size += node.vectors.length * (node.kind === 'ride' ? node.range || Math.max(t.geo.files, t.geo.ranks) : 1);
    carriers.set(whole, [...(carriers.get(whole) ?? []), c]);
    carried.set(k, c);
  });
  return { carriers, carried, size };
}

/** A carried fission node's moves, to the squares its whole-piece node's walk kept. */
function writeCarried(w: CodeBlockWriter, c: Carried, ctx: NodeContext): void {
  const stays = pieceCode(c.node.split!, ctx.color);
  const moved = pieceCode(c.node.component!, ctx.color);
  w.writeLine(`// fission: ${commentText(ctx.t.plan.pieces[c.node.component!].name)} moves away, to the squares kept above`);
  w.writeLine(`for (let i = 0; i < along${c.index}; i++) split(buf, from, SPLIT_SQUARES[${c.base} + i], ${ctx.code}, ${stays}, ${moved});`);
}

/** The length of SPLIT_SQUARES: the most squares one piece's carried fission nodes keep (0: none). */
function splitSquaresLength(t: VariantTables): number {
  return Math.max(0, ...t.plan.pieces.map((p) => splitsAlong(t, p.moves).size));
}

/** Whether the whole-piece node `w` walks exactly the squares the fission node `s` moves to, under the same conditions. */
function carries(w: MoveNode, s: MoveNode): boolean {
  if ((w.kind !== 'leap' && w.kind !== 'ride') || !w.quiet || w.captureMode !== undefined || w.doubleStep) return false;
  const shape = (n: MoveNode): string =>
    JSON.stringify([n.kind, n.vectors, n.kind === 'ride' ? n.range : 0, n.kind === 'leap' ? [n.lame, n.legs ?? null] : 0, n.initial, n.ranks ?? null, n.notInCheck ?? false, n.to ?? null, n.from ?? null]);
  return w.component === s.component && shape(w) === shape(s);
}

/** The tests a node's start square must pass (runtime/move-origin.ts), as expressions. */
function originConditions(t: VariantTables, node: MoveNode, type: number, color: number, k: number, splits: boolean): string[] {
  const conditions: string[] = [];
  if (splits && node.split !== undefined) conditions.push('splits');
  // a piece with first-move rights: it has not moved (runtime/first-moves.ts); else it stands on a start square
  if (node.initial && t.firstMoves.tracked[pieceCode(type, color)]) conditions.push('(pos.firstMoves & pos.t.firstMoves.bit[from]) !== 0');
  else if (node.initial) conditions.push(`initial[${pieceCode(type, color) * t.geo.size} + from]`);
  if (node.ranks !== undefined) conditions.push(`${originName(type, color, k)}[from]`);
  if (node.notInCheck) conditions.push(`(pos.royalSq[${color}] < 0 || !attackedBy${COLOR_NAMES[color ^ 1]}(b, pos.royalSq[${color}], initial))`);
  return conditions;
}

function originName(type: number, color: number, node: number): string {
  return `ORIGIN_${COLOR_NAMES[color].toUpperCase()}_${type}_${node}`;
}

const enemyTest = (color: number): string => `p > 0 && (p & 1) === ${color ^ 1}`;

/** The condition for taking the piece `p` on the landing square: an enemy, not one of the node's `captureExcept`. */
function captureTest(node: MoveNode, ctx: NodeContext): string {
  const except = (node.captureExcept ?? []).map((type) => ` && p !== ${pieceCode(type, ctx.color ^ 1)}`).join('');
  return `${enemyTest(ctx.color)}${except}`;
}

/** The condition a confined node's landing square must meet (`to` in its region), or null. */
function toGuard(node: MoveNode, ctx: NodeContext): string | null {
  return node.to ? `${ctx.regions(node.to, ctx.color)}[to] === 1` : null;
}

/** Writes `body` under `guard` (or plainly without one). */
function guarded(w: CodeBlockWriter, guard: string | null, body: () => void): void {
  if (guard === null) body();
  else w.write(`if (${guard})`).block(body);
}

/** A square reached by an offset: on a cylinder through the module's CANON table (runtime/geometry.ts). */
function square(t: VariantTables, expr: string): string {
  return t.geo.wrap ? `CANON[${expr}]` : expr;
}

/** The code for reaching an empty `to` (quiet move, double step, en passant). */
function writeQuiet(w: CodeBlockWriter, node: MoveNode, ctx: NodeContext, passed: number[]): void {
  if (node.split !== undefined) {
    const stays = pieceCode(node.split, ctx.color);
    w.writeLine(`split(buf, from, to, ${ctx.code}, ${stays}, ${pieceCode(node.component!, ctx.color)});`);
  } else if (node.quiet) {
    // a custodian piece's landing that takes nothing, where nothing promotes on landing, is one plain record
    const custodian = custodianTest(node, ctx);
    if (node.doubleStep) {
      const t = ctx.t;
      const squares = `${square(t, `from + ${passed[0]}`)}, ${passed.length > 1 ? square(t, `from + ${passed[1]}`) : '-1'}`;
      const general = `doubleStep(pos, buf, from, to, ${ctx.code}, ${squares});`;
      if (custodian === null && ctx.outsideZone === null) w.writeLine(general);
      else {
        w.write(`if (${custodian ?? `!(${ctx.outsideZone})`})`).block(() => w.writeLine(general));
        w.write('else').block(() => {
          w.writeLine(`buf.simple(from, to, ${ctx.code}, 0, ${F_DOUBLE_STEP | (ctx.resetsMoveRule ? F_IRREVERSIBLE : 0)});`);
          w.writeLine(`buf.passed(${squares});`);
        });
      }
    } else if (ctx.viaLand && custodian !== null) {
      w.write(`if (${custodian})`).block(() => w.writeLine(`land(pos, buf, from, to, ${ctx.code}, 0);`));
      w.write('else').block(() => w.writeLine(`buf.simple(from, to, ${ctx.code}, 0, ${ctx.resetsMoveRule ? F_IRREVERSIBLE : 0});`));
    } else if (ctx.viaLand && ctx.outsideZone !== null) {
      w.write(`if (${ctx.outsideZone})`).block(() => w.writeLine(`buf.simple(from, to, ${ctx.code}, 0, ${ctx.resetsMoveRule ? F_IRREVERSIBLE : 0});`));
      w.write('else').block(() => w.writeLine(`${landing(node, ctx)}(pos, buf, from, to, ${ctx.code}, 0);`));
    } else if (ctx.viaLand) {
      w.writeLine(`${landing(node, ctx)}(pos, buf, from, to, ${ctx.code}, 0);`);
    } else {
      w.writeLine(`buf.simple(from, to, ${ctx.code}, 0, ${ctx.resetsMoveRule ? F_IRREVERSIBLE : 0});`);
    }
    for (const c of ctx.splitsAlong) w.writeLine(`if (splits) SPLIT_SQUARES[${c.base} + along${c.index}++] = to;`);
  } else if (node.enPassant) {
    if (node.captureMode === 'shoot') w.writeLine('if (isEnPassantTarget(pos, to)) shoot(pos, buf, from, to, pos.epVictim);');
    else w.writeLine(`if (isEnPassantTarget(pos, to)) enPassant(pos, buf, from, to, ${ctx.code});`);
  }
}

/**
 * Where a quiet landing of a custodian piece is one plain record unless it takes by custodian
 * capture, the call that tells whether it does (see addCustodianFunction); null where the
 * runtime writer decides (no custodian lines, a promotion on landing, a node that may not
 * promote, a cylinder).
 */
function custodianTest(node: MoveNode, ctx: NodeContext): string | null {
  const t = ctx.t;
  if (!hasCustodianFunction(t, ctx.code) || (ctx.promotes && (!t.plan.chains || node.noPromotion))) return null;
  return `${custodianFunctionName(ctx.code)}(b, from, to)`;
}

function hasCustodianFunction(t: VariantTables, code: number): boolean {
  return !t.geo.wrap && t.custodian[code].length > 0;
}

function custodianFunctionName(code: number): string {
  return `takesByCustodian${COLOR_NAMES[code & 1]}${(code >> 1) - 1}`;
}

/**
 * Whether the piece landing on empty `to` from `from` takes anything by custodian capture: an
 * enemy next to it along a custodian line with a friend just behind (runtime/landing.ts,
 * custodianVictim), unrolled with constant offsets.
 */
function addCustodianFunction(file: SourceFile, t: VariantTables, type: number, color: number): void {
  const code = pieceCode(type, color);
  const plus = (n: number): string => (n < 0 ? ` - ${-n}` : ` + ${n}`);
  file.addFunction({
    name: custodianFunctionName(code),
    docs: [`Whether ${COLOR_NAMES[color]}'s ${commentText(t.plan.pieces[type].name)} landing on empty \`to\` takes anything by custodian capture.`],
    parameters: [
      { name: 'b', type: 'Int8Array' },
      { name: 'from', type: 'number' },
      { name: 'to', type: 'number' },
    ],
    returnType: 'boolean',
    statements: (w) => {
      w.writeLine('let x: number;');
      w.writeLine('let y: number;');
      for (const line of t.custodian[code]) {
        w.writeLine(`x = to${plus(line)};`);
        w.writeLine(`y = to${plus(2 * line)};`);
        // the mover's start square is empty after the move
        w.writeLine(`if (b[x] > 0 && (b[x] & 1) === ${color ^ 1} && b[y] > 0 && (b[y] & 1) === ${color} && x !== from && y !== from) return true;`);
      }
      w.writeLine('return false;');
    },
  });
}

/** Fission's condition, once per piece: `splits` says whether the compound on `from` may split. */
function writeCanSplit(w: CodeBlockWriter, t: VariantTables, color: number): void {
  if (t.plan.fission?.whenAttacked) w.writeLine('const splits = true;');
  else w.writeLine(`const splits = !attackedBy${COLOR_NAMES[color ^ 1]}(b, from, initial);`);
}

/** After the empty and enemy cases of a node that may fuse: one case per partner. */
function writeFusions(w: CodeBlockWriter, ctx: NodeContext, chain: string, guard: string | null = null): void {
  for (const [partner, compound] of ctx.fusions) {
    w.write(`${chain}if (p === ${partner}${guard ? ` && ${guard}` : ''})`).block(() => w.writeLine(`fuse(buf, from, to, ${ctx.code}, ${partner}, ${compound});`));
  }
}

/** The runtime writer a node's moves go through when they may promote: a node that may not promote has its own. */
function landing(node: MoveNode, ctx: NodeContext): string {
  return node.noPromotion && ctx.promotes ? 'landUnpromoted' : 'land';
}

function writeCapture(w: CodeBlockWriter, node: MoveNode, ctx: NodeContext): void {
  if (node.captureMode === 'shoot') w.writeLine('shoot(pos, buf, from, to, to);');
  else if (ctx.viaLand && ctx.outsideZone !== null) {
    w.write(`if (${ctx.outsideZone})`).block(() => w.writeLine(`buf.simple(from, to, ${ctx.code}, p, ${F_CAPTURE | F_IRREVERSIBLE});`));
    w.write('else').block(() => w.writeLine(`${landing(node, ctx)}(pos, buf, from, to, ${ctx.code}, p);`));
  } else if (ctx.viaLand) w.writeLine(`${landing(node, ctx)}(pos, buf, from, to, ${ctx.code}, p);`);
  else w.writeLine(`buf.simple(from, to, ${ctx.code}, p, ${F_CAPTURE | F_IRREVERSIBLE});`);
}

/**
 * Leaps and rides with a capture mode other than replacement, written out per vector with
 * constant offsets: the walks of runtime/captures.ts (jumpLeap, jumpRide, approachRide,
 * withdrawalRide, which the interpreter calls), with each quiet landing written in place and
 * each capture through `landTaking`.
 */
function emitSpecial(w: CodeBlockWriter, node: MoveNode, ctx: NodeContext): void {
  const { geo } = ctx.t;
  for (const [dx, dy] of node.vectors) {
    const step = geo.offset(dx, dy, ctx.color);
    const odd = changesColour(ctx, dx, dy);
    if (odd && node.kind === 'leap') {
      w.writeLine(`// ${node.captureMode} leap (${dx}, ${dy}) lands on the other colour: never a move under colour binding`);
      continue;
    }
    w.writeLine(`// ${node.captureMode} ${node.kind} (${dx}, ${dy})${odd ? ', landing at even distances (colour binding)' : ''}`);
    const walk: SpecialWalk = { step, range: node.kind === 'ride' ? node.range : 1, every: odd ? 2 : 1 };
    switch (node.captureMode ?? 'replace') {
      case 'jump':
        if (node.kind === 'leap') emitJumpLeap(w, node, ctx, step, geo.offset(dx / 2, dy / 2, ctx.color));
        else emitJumpRide(w, node, ctx, walk);
        break;
      case 'approach':
        emitApproach(w, node, ctx, walk);
        break;
      case 'withdrawal':
        emitWithdrawal(w, node, ctx, walk);
        break;
      case 'replace':
      case 'shoot':
        throw new Error(`bug: ${node.captureMode ?? 'replace'} capture reached the special emitter`);
    }
  }
}

/** One vector of a special ride: its step, its range (0 = unlimited) and `every` 2 where it lands at even distances only. */
interface SpecialWalk {
  readonly step: number;
  readonly range: number;
  readonly every: number;
}

/** A quiet landing on empty `to` as the runtime's walks write it (`land`), plainly where `land` would. */
function specialQuiet(ctx: NodeContext): string {
  return ctx.viaLand ? `land(pos, buf, from, to, ${ctx.code}, 0);` : `buf.simple(from, to, ${ctx.code}, 0, ${ctx.resetsMoveRule ? F_IRREVERSIBLE : 0});`;
}

/** The walk's loop condition over empty squares, `k` counting the squares passed (range 0 = unlimited). */
function walkCondition(walk: SpecialWalk): string {
  return walk.range > 0 ? `k < ${walk.range} && b[to] === 0` : 'b[to] === 0';
}

/** runtime/captures.ts jumpLeap: over the midpoint onto an empty square. */
function emitJumpLeap(w: CodeBlockWriter, node: MoveNode, ctx: NodeContext, step: number, mid: number): void {
  w.writeLine(`to = from + ${step};`);
  w.write('if (b[to] === 0)').block(() => {
    w.writeLine(`p = b[from + ${mid}];`);
    const take = (): void => {
      w.writeLine(`landTaking(pos, buf, from, to, ${ctx.code}, from + ${mid});`);
    };
    if (!node.quiet && !node.enPassant) {
      if (node.capture) w.write(`if (${enemyTest(ctx.color)})`).block(take);
      return;
    }
    w.write('if (p === 0)').block(() => {
      if (node.quiet) w.writeLine(specialQuiet(ctx));
      if (node.enPassant) w.writeLine(`if (isEnPassantTarget(pos, from + ${mid})) enPassant(pos, buf, from, to, ${ctx.code});`);
    });
    if (node.capture) w.write(`else if (${enemyTest(ctx.color)})`).block(take);
  });
}

/** runtime/captures.ts jumpRide: quiet landings up to the first piece; beyond an enemy, capture landings. */
function emitJumpRide(w: CodeBlockWriter, node: MoveNode, ctx: NodeContext, walk: SpecialWalk): void {
  const { step, every } = walk;
  w.block(() => {
    w.writeLine('let k = 0;');
    const landing = every === 2 ? 'if ((k & 1) === 1) ' : '';
    if (node.quiet) w.writeLine(`for (to = from + ${step}; ${walkCondition(walk)}; k++, to += ${step}) ${landing}${specialQuiet(ctx)}`);
    else w.writeLine(`for (to = from + ${step}; ${walkCondition(walk)}; k++, to += ${step});`);
    if (!node.capture) return;
    w.writeLine('p = b[to];');
    // at an even distance under colour binding the enemy stands on the mover's colour: not taken
    w.write(`if (${enemyTest(ctx.color)}${every === 2 ? ' && (k & 1) === 0' : ''})`).block(() => {
      w.writeLine('const victim = to;');
      w.writeLine(`for (k++, to += ${step}; ${walkCondition(walk)}; k++, to += ${step}) ${landing}landTaking(pos, buf, from, to, ${ctx.code}, victim);`);
    });
  });
}

/** runtime/captures.ts approachRide: stopping on an empty square just before an enemy captures it. */
function emitApproach(w: CodeBlockWriter, node: MoveNode, ctx: NodeContext, walk: SpecialWalk): void {
  const { step, every } = walk;
  w.writeLine(`to = from + ${step};`);
  w.write(`for (let k = 0; ${walkCondition(walk)}; k++, to += ${step})`).block(() => {
    if (every === 2) w.writeLine('if ((k & 1) === 0) continue;');
    w.writeLine(`p = b[to + ${step}];`);
    if (node.capture) {
      w.write(`if (${enemyTest(ctx.color)})`).block(() => w.writeLine(`landTaking(pos, buf, from, to, ${ctx.code}, to + ${step});`));
      if (node.quiet) w.write('else').block(() => w.writeLine(specialQuiet(ctx)));
    } else if (node.quiet) w.writeLine(specialQuiet(ctx));
  });
}

/** runtime/captures.ts withdrawalRide: moving straight away from an adjacent enemy captures it. */
function emitWithdrawal(w: CodeBlockWriter, node: MoveNode, ctx: NodeContext, walk: SpecialWalk): void {
  const { step, every } = walk;
  const landing = every === 2 ? 'if ((k & 1) === 1) ' : '';
  const loop = (body: string): void => {
    w.writeLine(`to = from + ${step};`);
    w.writeLine(`for (let k = 0; ${walkCondition(walk)}; k++, to += ${step}) ${landing}${body}`);
  };
  w.writeLine(`p = b[from - ${step}];`);
  if (node.capture) {
    w.write(`if (${enemyTest(ctx.color)})`).block(() => loop(`landTaking(pos, buf, from, to, ${ctx.code}, from - ${step});`));
    if (node.quiet) w.write('else').block(() => loop(specialQuiet(ctx)));
  } else if (node.quiet) loop(specialQuiet(ctx));
}

function emitRemove(w: CodeBlockWriter, node: MoveNode, ctx: NodeContext): void {
  const { geo } = ctx.t;
  const offsets = node.vectors.map(([dx, dy]) => geo.offset(dx, dy, ctx.color));
  w.writeLine(`// remove around: ${node.vectors.map(([dx, dy]) => `(${dx}, ${dy})`).join(' ')}`);
  void offsets;
  w.writeLine(`removeAround(pos, buf, from, ${ctx.code}, ${ctx.tableName});`);
}

/**
 * Whether the vector (dx, dy) goes to a square of the other colour, in a variant with colour
 * binding (runtime/chains.ts drops every move that ends on the other colour): the generated
 * engine then writes no such leap, and a line of such steps lands at even distances only. The
 * colours are (file + rank) parity, which a cylinder's wrap may break: there it writes every move.
 */
function changesColour(ctx: NodeContext, dx: number, dy: number): boolean {
  return ctx.t.plan.colourBound === true && !ctx.t.geo.wrap && ((dx + dy) & 1) === 1;
}

/** Whether a node's captures need their own walk (approach, withdrawal, jump); shooting walks as replacement does. */
const needsOwnWalk = (node: MoveNode): boolean => node.captureMode !== undefined && node.captureMode !== 'shoot';

function emitLeap(w: CodeBlockWriter, node: MoveNode, ctx: NodeContext): void {
  if (needsOwnWalk(node)) return emitSpecial(w, node, ctx);
  const { geo } = ctx.t;
  const lame = node.kind === 'leap' && node.lame;
  node.vectors.forEach((v, i) => {
    if (changesColour(ctx, v[0], v[1])) {
      w.writeLine(`// leap (${v[0]}, ${v[1]}) lands on the other colour: never a move under colour binding`);
      return;
    }
    const offset = geo.offset(v[0], v[1], ctx.color);
    const passed = (node.kind === 'leap' ? leapSquares(node, i) : passedSquares(v)).map(([x, y]) => geo.offset(x, y, ctx.color));
    w.writeLine(`// leap (${v[0]}, ${v[1]})`);
    const body = (): void => {
      w.writeLine(`to = ${square(ctx.t, `from + ${offset}`)};`);
      w.writeLine('p = b[to];');
      guarded(w, toGuard(node, ctx), () => {
        if (node.quiet || node.enPassant) {
          w.write('if (p === 0)').block(() => writeQuiet(w, node, ctx, passed));
          if (node.capture) w.write(`else if (${captureTest(node, ctx)})`).block(() => writeCapture(w, node, ctx));
          if (node.fuse) writeFusions(w, ctx, 'else ');
        } else if (node.capture) {
          w.write(`if (${captureTest(node, ctx)})`).block(() => writeCapture(w, node, ctx));
        }
      });
    };
    if (lame && passed.length) w.write(`if (${passed.map((o) => `b[${square(ctx.t, `from + ${o}`)}] === 0`).join(' && ')})`).block(body);
    else body();
  });
}

function emitRide(w: CodeBlockWriter, node: MoveNode, ctx: NodeContext): void {
  if (needsOwnWalk(node)) return emitSpecial(w, node, ctx);
  const { geo } = ctx.t;
  const range = node.kind === 'ride' ? node.range : 1;
  for (const v of node.vectors) {
    const step = geo.offset(v[0], v[1], ctx.color);
    w.writeLine(`// ride (${v[0]}, ${v[1]})${range ? ` up to ${range}` : ''}`);
    // on a cylinder a sideways line comes back to the rider's own square, which stops it
    const head = geo.wrap
      ? `for (let k = 0, to = CANON[from + ${step}]; k < ${range || Math.max(geo.files, geo.ranks)}; k++, to = CANON[to + ${step}])`
      : range
        ? `for (let k = 0, to = from + ${step}; k < ${range}; k++, to += ${step})`
        : `for (to = from + ${step}; ; to += ${step})`;
    w.write(head).block(() => writeRideStep(w, node, ctx));
  }
}

/** One square of a ride (or of a hop beyond its screen): `to` and `p` are set; goes on over an empty square. */
function writeRideStep(w: CodeBlockWriter, node: MoveNode, ctx: NodeContext): void {
  const guard = toGuard(node, ctx);
  w.writeLine('p = b[to];');
  w.write('if (p === 0)').block(() => {
    guarded(w, guard, () => writeQuiet(w, node, ctx, []));
    w.writeLine('continue;');
  });
  if (node.capture) w.write(`if (${captureTest(node, ctx)}${guard ? ` && ${guard}` : ''})`).block(() => writeCapture(w, node, ctx));
  if (node.fuse) writeFusions(w, ctx, '', guard);
  w.writeLine('break;');
}

/** A hopper: over empty squares to the screen, then on beyond it as a rider of `after` steps (0 = any). */
function emitHop(w: CodeBlockWriter, node: MoveNode, ctx: NodeContext): void {
  if (node.kind !== 'hop') throw new Error('bug: emitHop given a ' + node.kind + ' node');
  const { geo } = ctx.t;
  const noScreen = (node.screenExcept ?? []).flatMap((type) => [pieceCode(type, 0), pieceCode(type, 1)]);
  for (const v of node.vectors) {
    const step = geo.offset(v[0], v[1], ctx.color);
    w.writeLine(`// hop (${v[0]}, ${v[1]})${node.after ? `, landing up to ${node.after} beyond the screen` : ''}`);
    w.writeLine(`to = from + ${step};`);
    w.writeLine(`while (b[to] === 0) to += ${step};`);
    const screen = ['b[to] > 0', ...noScreen.map((c) => `b[to] !== ${c}`)].join(' && ');
    w.write(`if (${screen})`).block(() => {
      const head = node.after
        ? `for (let k = 0; k < ${node.after}; k++)`
        : 'for (;;)';
      w.write(head).block(() => {
        w.writeLine(`to += ${step};`);
        writeRideStep(w, node, ctx);
      });
    });
  }
}

function addGenerateFunction(file: SourceFile, t: VariantTables, color: number): void {
  file.addFunction({
    name: `generate${COLOR_NAMES[color]}`,
    docs: [`Pseudo-legal moves of ${COLOR_NAMES[color]}'s pieces (castling, drops and other moves of the whole side are added by \`generate\`).`],
    parameters: [
      { name: 'pos', type: 'Position' },
      { name: 'buf', type: 'MoveBuffer' },
      { name: 'initial', type: 'Uint8Array' },
    ],
    returnType: 'void',
    statements: (w) => {
      w.writeLine('const b = pos.board;');
      w.writeLine('const list = pos.list;');
      w.writeLine(`const n = pos.listCount[${color}];`);
      w.write('for (let i = 0; i < n; i++)').block(() => {
        w.writeLine(`const from = list[${color * 256} + i];`);
        w.write('switch (b[from])').block(() => {
          t.plan.pieces.forEach((piece, type) => {
            w.writeLine(`case ${pieceCode(type, color)}: // ${commentText(piece.name)}`);
            w.indent(() => {
              w.writeLine(`${pieceFunctionName(type, color)}(pos, buf, from, initial);`);
              w.writeLine('break;');
            });
          });
        });
      });
    },
  });
}

function addAttackFunction(file: SourceFile, t: VariantTables, color: number, regions: RegionNames): void {
  const attacks = new AttackTables(t);
  const leaps = attacks.leaps[color];
  const rides = attacks.rides[color];
  const hops = attacks.hops[color];
  const mask = (r: NodeRegion | undefined): string | null => (r ? regions(r, color) : null);
  file.addFunction({
    name: `attackedBy${COLOR_NAMES[color]}`,
    docs: [`Whether ${COLOR_NAMES[color]} could capture on \`sq\` by replacement.`],
    parameters: [
      { name: 'b', type: 'Int8Array' },
      { name: 'sq', type: 'number' },
      { name: 'initial', type: 'Uint8Array' },
    ],
    returnType: 'boolean',
    statements: (w) => {
      w.writeLine('let p: number;');
      w.writeLine('void initial;');
      for (let i = 0; i < leaps.offsets.length; i++) {
        const from = square(t, `sq - ${leaps.offsets[i]}`);
        const conditions = [`b[${from}] === ${leaps.codes[i]}`];
        for (const o of leaps.paths[i]) conditions.push(`b[${square(t, `${from} + ${o}`)}] === 0`);
        if (leaps.initialOnly[i]) conditions.push(`initial[${leaps.codes[i] * t.geo.size} + ${from}] === 1`);
        const toMask = mask(leaps.toRegions[i]);
        const fromMask = mask(leaps.fromRegions[i]);
        if (toMask) conditions.push(`${toMask}[sq] === 1`);
        if (fromMask) conditions.push(`${fromMask}[${from}] === 1`);
        conditions.push(...notCaptured(leaps.noCapture[i]));
        w.writeLine(`if (${conditions.join(' && ')}) return true;`);
      }
      for (let i = 0; i < rides.steps.length; i++) {
        const codes = Array.from(rides.masks[i].keys()).filter((c) => rides.masks[i][c]);
        const step = rides.steps[i];
        const unlimited = rides.ranges[i] >= Math.max(t.geo.files, t.geo.ranks);
        // on a cylinder a sideways line goes round: the range bounds it
        const head = t.geo.wrap
          ? `for (let k = 0, s = CANON[sq - ${step}]; k < ${rides.ranges[i]}; k++, s = CANON[s - ${step}])`
          : unlimited
            ? `for (let s = sq - ${step}; ; s -= ${step})`
            : `for (let k = 0, s = sq - ${step}; k < ${rides.ranges[i]}; k++, s -= ${step})`;
        w.write(head).block(() => {
          w.writeLine('p = b[s];');
          w.writeLine('if (p === 0) continue;');
          const attacker = codes.map((c) => `p === ${c}`).join(' || ');
          // an initial-only capture counts only from the attacker's start squares
          const conditions = [codes.length > 1 ? `(${attacker})` : attacker];
          if (rides.initialOnly[i]) conditions.push(`initial[p * ${t.geo.size} + s] === 1`);
          const to = mask(rides.toRegions[i]);
          const from = mask(rides.fromRegions[i]);
          if (to) conditions.push(`${to}[sq] === 1`);
          if (from) conditions.push(`${from}[s] === 1`);
          conditions.push(...notCaptured(rides.noCapture[i]));
          w.writeLine(`if (${conditions.length > 1 ? conditions.join(' && ') : attacker}) return true;`);
          w.writeLine('break;');
        });
      }
      for (let i = 0; i < hops.steps.length; i++) writeHopAttack(w, hops, i, mask);
      w.writeLine('return false;');
    },
  });
}

/** Conditions that the piece on the attacked square is none the entry may not capture. */
function notCaptured(mask: Uint8Array | null): string[] {
  return mask ? Array.from(mask.keys()).filter((c) => mask[c]).map((c) => `b[sq] !== ${c}`) : [];
}

/** A hopper's attack on `sq`, in reverse: back to the screen, then on to the hopper (runtime/hoppers.ts). */
function writeHopAttack(w: CodeBlockWriter, hops: HopAttacks, i: number, mask: (r: NodeRegion | undefined) => string | null): void {
  const step = hops.steps[i];
  const after = hops.afters[i];
  const codes = Array.from(hops.masks[i].keys()).filter((c) => hops.masks[i][c]);
  const noScreen = hops.noScreen[i];
  const screenOk = ['p > 0', ...(noScreen ? Array.from(noScreen.keys()).filter((c) => noScreen[c]).map((c) => `p !== ${c}`) : [])];
  const to = mask(hops.toRegions[i]);
  const from = mask(hops.fromRegions[i]);
  w.writeLine(`// hopper (${codes.join(', ')}) along ${step}${after ? `, landing up to ${after} beyond the screen` : ''}`);
  const guards = [...(to ? [`${to}[sq] === 1`] : []), ...notCaptured(hops.noCapture[i])];
  w.write(guards.length ? `if (${guards.join(' && ')})` : '').block(() => {
    w.writeLine(`let s = sq - ${step};`);
    // at most `after` - 1 empty squares between the screen and the target
    if (after > 1) w.writeLine(`for (let k = 1; b[s] === 0 && k < ${after}; k++) s -= ${step};`);
    else if (after === 0) w.writeLine(`while (b[s] === 0) s -= ${step};`);
    w.writeLine('p = b[s];');
    w.write(`if (${screenOk.join(' && ')})`).block(() => {
      w.writeLine(`s -= ${step};`);
      w.writeLine(`while (b[s] === 0) s -= ${step};`);
      w.writeLine('p = b[s];');
      const attacker = codes.map((c) => `p === ${c}`).join(' || ');
      w.writeLine(`if (${codes.length > 1 ? `(${attacker})` : attacker}${from ? ` && ${from}[s] === 1` : ''}) return true;`);
    });
  });
}

/**
 * `createGenerator`: the module's functions behind the runtime's GeneratedGenerator, the one class
 * of every generated engine (runtime/generated-generator.ts says why not a class per variant).
 */
function addCreateGenerator(file: SourceFile, plan: VariantPlan): void {
  file.addFunction({
    name: 'createGenerator',
    isExported: true,
    docs: [`Builds the generated move generator of ${commentText(plan.name)} for the tables of its own plan.`],
    parameters: [{ name: 't', type: 'VariantTables' }],
    returnType: 'MoveGenerator',
    statements: (w) => {
      w.write('if (t.geo.stride !== STRIDE || t.geo.size !== MAILBOX_SIZE || t.plan.name !== VARIANT)').block(() => {
        w.writeLine(`throw new Error(${stringLiteral(`this engine was generated for another board or variant than ${plan.name}`)});`);
      });
      if (plan.wrap) w.writeLine('CANON = t.geo.canon;');
      w.writeLine('const attacks = new AttackTables(t);');
      w.writeLine('const initial = t.initial;');
      w.write('return new GeneratedGenerator(t, attacks.alignmentShortcut ? attacks.aligned : null, ').inlineBlock(() => {
        w.write('generate(pos: Position, buf: MoveBuffer, gen: MoveGenerator): void').inlineBlock(() => {
          if (plan.anyEnPassant) w.writeLine('const generated = buf.count;');
          w.writeLine('if (pos.side === 0) generateWhite(pos, buf, initial);');
          w.writeLine('else generateBlack(pos, buf, initial);');
          if (plan.castling.length) w.writeLine('castlingMoves(pos, buf, gen);');
          if (plan.hand && !plan.hand.noDrops) w.writeLine('dropMoves(pos, buf);');
          if (plan.anyEnPassant) w.writeLine('anyEnPassantMoves(pos, buf, generated);');
          if (plan.promotionInPlace) w.writeLine('inPlacePromotions(pos, buf, gen);');
          if (!plan.castling.length && !plan.promotionInPlace) w.writeLine('void gen;');
        });
        w.write(',').newLine();
        w.write('generateFrom(pos: Position, buf: MoveBuffer, sq: number): void').inlineBlock(() => {
          w.write('switch (pos.board[sq])').block(() => {
            for (const color of [0, 1]) {
              plan.pieces.forEach((piece, type) => {
                w.writeLine(`case ${pieceCode(type, color)}: // ${COLOR_NAMES[color]} ${commentText(piece.name)}`);
                w.indent(() => {
                  w.writeLine(`${pieceFunctionName(type, color)}(pos, buf, sq, initial);`);
                  w.writeLine('break;');
                });
              });
            }
          });
        });
        w.write(',').newLine();
        w.write('attacked(pos: Position, sq: number, by: number): boolean').inlineBlock(() => {
          w.writeLine('return by === 0 ? attackedByWhite(pos.board, sq, initial) : attackedByBlack(pos.board, sq, initial);');
        });
        w.write(',').newLine();
      });
      // colour binding's screen tests only en passant (generator/colour-keeping.ts)
      w.write(keepsColours(plan) ? ', true);' : ');');
    },
  });
}
