// Custodian capture in generated engines: a function per custodian piece telling whether its
// landing on an empty square takes anything, so that a landing that takes nothing is one plain
// record written in place rather than a call of the runtime's writer.

import type { SourceFile } from 'ts-morph';
import { pieceCode } from '../../runtime/board/pieces.ts';
import type { MoveNode } from '../../runtime/plan/moves.ts';
import type { VariantTables } from '../../runtime/tables/tables.ts';
import { commentText } from '../escape.ts';
import { plus } from './code.ts';
import type { NodeContext } from './context.ts';
import { COLOR_NAMES, colorConstant, custodianFunction } from './names.ts';

/**
 * Where a quiet landing of a custodian piece is one plain record unless it takes by custodian
 * capture, the call that tells whether it does (see addCustodianFunction); null where the
 * runtime writer decides (no custodian lines, a promotion on landing, a node that may not
 * promote, a cylinder).
 */
export function custodianTest(node: MoveNode, ctx: NodeContext): string | null {
  const t = ctx.t;
  if (!hasCustodianFunction(t, ctx.code) || (ctx.promotes && (!t.plan.chains || node.noPromotion))) return null;
  return `${custodianFunction(t, ctx.code)}(b, from, to)`;
}

export function hasCustodianFunction(t: VariantTables, code: number): boolean {
  return !t.geo.wrap && t.custodian[code].length > 0;
}

/**
 * Whether the piece landing on empty `to` from `from` takes anything by custodian capture: an
 * enemy next to it along a custodian line with a friend just behind (runtime/landing.ts,
 * custodianVictim), unrolled with constant offsets.
 */
export function addCustodianFunction(file: SourceFile, t: VariantTables, type: number, color: number): void {
  const code = pieceCode(type, color);
  file.addFunction({
    name: custodianFunction(t, code),
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
        w.writeLine(`x = ${plus('to', line)};`);
        w.writeLine(`y = ${plus('to', 2 * line)};`);
        // the mover's start square is empty after the move
        w.writeLine(`if (b[x] > 0 && (b[x] & 1) === ${colorConstant(color ^ 1)} && b[y] > 0 && (b[y] & 1) === ${colorConstant(color)} && x !== from && y !== from) return true;`);
      }
      w.writeLine('return false;');
    },
  });
}
