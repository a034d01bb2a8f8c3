// One function per (piece, colour): the piece's move nodes in plan order, each under the tests
// its start square must pass, with the tables those tests and its remove nodes read.

import { VariableDeclarationKind, type SourceFile } from 'ts-morph';
import { rankMask } from '../../runtime/generate/move-origin.ts';
import { pieceCode } from '../../runtime/board/pieces.ts';
import type { MoveNode } from '../../runtime/plan/moves.ts';
import type { VariantTables } from '../../runtime/tables/tables.ts';
import { commentText } from '../escape.ts';
import { attackCall, type RegionNames } from './attacks.ts';
import { functionBody } from './code.ts';
import type { NodeContext } from './context.ts';
import { splitsAlong, writeCanSplit, writeCarried } from './fission.ts';
import { COLOR_NAMES, colorConstant, movesFunction, originConstant, pieceConstant, removeConstant, rowConstant } from './names.ts';
import { NODE_EMITTERS } from './nodes.ts';

/**
 * The promotion zone decided in the emitted code rather than by `land` per move, where promotion
 * is the only reason a piece's moves go through `land`: the test that the move's landing square
 * (and, in shogi, its start square) is outside every zone (runtime/landing.ts, promotionZone).
 */
function outsideZoneTest(t: VariantTables, code: number): string {
  const row = rowConstant(t, code);
  const from = t.promoFrom === null ? '' : ` && pos.t.promoZone[${row} + from] === 0`;
  return `pos.t.promoZone[${row} + to] === 0${from}`;
}

/** Adds the piece's move function (and its tables); returns whether it takes the `initial` table. */
export function addPieceFunction(file: SourceFile, t: VariantTables, type: number, color: number, regions: RegionNames): boolean {
  const piece = t.plan.pieces[type];
  const code = pieceCode(type, color);
  const promotes = piece.promotes && t.plan.promotion !== null;
  // custodian capture, and an exploding capture's blast, are listed by the runtime's writer
  const writerRemoves = piece.custodian.length > 0 || t.plan.explosion !== null;
  const ctx: NodeContext = {
    t,
    color,
    code,
    piece: pieceConstant(t, code),
    viaLand: promotes || writerRemoves,
    promotes,
    // with capture chains, promotion waits for the chain's final square: `land` decides it
    outsideZone: promotes && !writerRemoves && !t.plan.chains ? outsideZoneTest(t, code) : null,
    tableName: '',
    resetsMoveRule: t.resetsMoveRule[code] === 1,
    fusions: piece.fusions.map((f) => [pieceCode(f.partner, color), pieceCode(f.compound, color)] as const),
    regions,
    splitsAlong: [],
  };
  addNodeTables(file, t, type, color);
  const along = splitsAlong(t, piece.moves);
  const splits = piece.moves.some((n) => n.split !== null);
  const body = functionBody(
    [
      ['b', 'const b = pos.board;'],
      ['to', 'let to: number;'],
      ['p', 'let p: number;'],
    ],
    (w) => {
      // two of its atoms may give one move: drop the copies after generating (compiler/overlap.ts)
      if (piece.overlaps) w.writeLine('const first = buf.count;');
      if (splits) writeCanSplit(w, t, color);
      for (const c of along.carried.values()) w.writeLine(`let along${c.index} = 0;`);
      piece.moves.forEach((node, k) => {
        const nodeCtx = { ...ctx, tableName: removeConstant(t, type, color, k), splitsAlong: along.carriers.get(k) ?? [] };
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
  );
  const takesInitial = body.names.has('initial');
  file.addFunction({
    name: movesFunction(t, type, color),
    docs: [`${COLOR_NAMES[color]} ${commentText(piece.name)}.`],
    parameters: [
      { name: 'pos', type: 'Position' },
      { name: 'buf', type: 'MoveBuffer' },
      { name: 'from', type: 'number' },
      ...(takesInitial ? [{ name: 'initial', type: 'Uint8Array' }] : []),
    ],
    returnType: 'void',
    statements: body.text,
  });
  return takesInitial;
}

/** The constants the piece's nodes read: start squares by `ranks`, and each remove node's offsets. */
function addNodeTables(file: SourceFile, t: VariantTables, type: number, color: number): void {
  t.plan.pieces[type].moves.forEach((node, k) => {
    const origin = rankMask(t, node, color);
    if (origin === null) return;
    file.addVariableStatement({
      declarationKind: VariableDeclarationKind.Const,
      declarations: [{ name: originConstant(t, type, color, k), initializer: `Uint8Array.of(${origin.join(', ')})` }],
      docs: [`The squares ${COLOR_NAMES[color]}'s node ${k} may start from (its ranks).`],
    });
  });
  t.plan.pieces[type].moves.forEach((node, k) => {
    if (node.kind !== 'remove') return;
    const offsets = node.vectors.map(([dx, dy]) => t.geo.offset(dx, dy, color));
    file.addVariableStatement({
      declarationKind: VariableDeclarationKind.Const,
      declarations: [{ name: removeConstant(t, type, color, k), initializer: `Int32Array.of(${offsets.join(', ')})` }],
    });
  });
}

/** The tests a node's start square must pass (runtime/move-origin.ts), as expressions. */
function originConditions(t: VariantTables, node: MoveNode, type: number, color: number, k: number, splits: boolean): string[] {
  const conditions: string[] = [];
  const code = pieceCode(type, color);
  if (splits && node.split !== null) conditions.push('splits');
  // a piece with first-move rights: it has not moved (runtime/first-moves.ts); else it stands on a start square
  if (node.initial && t.firstMoves.tracked[code]) conditions.push('(pos.firstMoves & pos.t.firstMoves.bit[from]) !== 0');
  else if (node.initial) conditions.push(`initial[${rowConstant(t, code)} + from]`);
  if (node.ranks !== null) conditions.push(`${originConstant(t, type, color, k)}[from]`);
  // in check by the enemy's captures that are not `notInCheck` themselves (runtime/move-origin.ts, moverInCheck)
  if (node.notInCheck) conditions.push(`(pos.royalSq[${colorConstant(color)}] < 0 || !${attackCall(t, color ^ 1, `pos.royalSq[${colorConstant(color)}]`, 'true')})`);
  return conditions;
}
