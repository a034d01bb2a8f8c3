// One emitter per plan node kind (leap, ride, remove, hop): a node's moves from `from` written
// out per vector with constant mailbox offsets, the landings as plain records where nothing
// else happens on landing and through the runtime's writers where something may.

import type { CodeBlockWriter } from 'ts-morph';
import { F_CAPTURE, F_DOUBLE_STEP, F_IRREVERSIBLE } from '../../runtime/moves.ts';
import { leapSquares, passedSquares } from '../../runtime/generate/paths.ts';
import { pieceCode } from '../../runtime/board/pieces.ts';
import type { MoveNode, MoveNodeKind } from '../../runtime/plan/moves.ts';
import { advance, plus, square } from './code.ts';
import { captureTest, changesColour, guarded, landing, needsOwnWalk, toGuard, type NodeContext, type NodeEmitter } from './context.ts';
import { custodianTest } from './custodian.ts';
import { keptAt, splitMove } from './fission.ts';
import { flags, pieceConstant } from './names.ts';
import { emitSpecial } from './special.ts';

/** One emitter per plan node kind; the registry test checks the interpreter has the same kinds. */
export const NODE_EMITTERS: Record<MoveNodeKind, NodeEmitter> = {
  leap: emitLeap,
  ride: emitRide,
  remove: emitRemove,
  hop: emitHop,
};

/** The flags of a quiet move of the piece: irreversible where its quiet moves reset the move rule. */
const quietFlags = (ctx: NodeContext, more = 0): string => flags(more | (ctx.resetsMoveRule ? F_IRREVERSIBLE : 0));

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
      w.writeLine(`to = ${square(ctx.t, plus('from', offset))};`);
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
    if (lame && passed.length) w.write(`if (${passed.map((o) => `b[${square(ctx.t, plus('from', o))}] === 0`).join(' && ')})`).block(body);
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
      ? `for (let k = 0, to = CANON[${plus('from', step)}]; k < ${range || Math.max(geo.files, geo.ranks)}; k++, to = CANON[${plus('to', step)}])`
      : range
        ? `for (let k = 0, to = ${plus('from', step)}; k < ${range}; k++, ${advance('to', step)})`
        : `for (to = ${plus('from', step)}; ; ${advance('to', step)})`;
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
    w.writeLine(`to = ${plus('from', step)};`);
    w.writeLine(`while (b[to] === 0) ${advance('to', step)};`);
    const screen = ['b[to] > 0', ...noScreen.map((c) => `b[to] !== ${pieceConstant(ctx.t, c)}`)].join(' && ');
    w.write(`if (${screen})`).block(() => {
      const head = node.after ? `for (let k = 0; k < ${node.after}; k++)` : 'for (;;)';
      w.write(head).block(() => {
        w.writeLine(`${advance('to', step)};`);
        writeRideStep(w, node, ctx);
      });
    });
  }
}

function emitRemove(w: CodeBlockWriter, node: MoveNode, ctx: NodeContext): void {
  w.writeLine(`// remove around: ${node.vectors.map(([dx, dy]) => `(${dx}, ${dy})`).join(' ')}`);
  w.writeLine(`removeAround(pos, buf, from, ${ctx.piece}, ${ctx.tableName});`);
}

/** The code for reaching an empty `to` (quiet move, double step, en passant). */
function writeQuiet(w: CodeBlockWriter, node: MoveNode, ctx: NodeContext, passed: number[]): void {
  if (node.split !== null) {
    w.writeLine(splitMove(node, ctx));
  } else if (node.quiet) {
    // a custodian piece's landing that takes nothing, where nothing promotes on landing, is one plain record
    const custodian = custodianTest(node, ctx);
    const plain = `buf.simple(from, to, ${ctx.piece}, 0, ${quietFlags(ctx)});`;
    if (node.doubleStep) {
      const t = ctx.t;
      const squares = `${square(t, plus('from', passed[0]))}, ${passed.length > 1 ? square(t, plus('from', passed[1])) : '-1'}`;
      const general = `doubleStep(pos, buf, from, to, ${ctx.piece}, ${squares});`;
      if (custodian === null && ctx.outsideZone === null) w.writeLine(general);
      else {
        w.write(`if (${custodian ?? `!(${ctx.outsideZone})`})`).block(() => w.writeLine(general));
        w.write('else').block(() => {
          w.writeLine(`buf.simple(from, to, ${ctx.piece}, 0, ${quietFlags(ctx, F_DOUBLE_STEP)});`);
          w.writeLine(`buf.passed(${squares});`);
        });
      }
    } else if (ctx.viaLand && custodian !== null) {
      w.write(`if (${custodian})`).block(() => w.writeLine(`land(pos, buf, from, to, ${ctx.piece}, 0);`));
      w.write('else').block(() => w.writeLine(plain));
    } else if (ctx.viaLand && ctx.outsideZone !== null) {
      w.write(`if (${ctx.outsideZone})`).block(() => w.writeLine(plain));
      w.write('else').block(() => w.writeLine(`${landing(node, ctx)}(pos, buf, from, to, ${ctx.piece}, 0);`));
    } else if (ctx.viaLand) {
      w.writeLine(`${landing(node, ctx)}(pos, buf, from, to, ${ctx.piece}, 0);`);
    } else {
      w.writeLine(plain);
    }
    for (const c of ctx.splitsAlong) w.writeLine(`if (splits) SPLIT_SQUARES[${keptAt(c, `along${c.index}++`)}] = to;`);
  } else if (node.enPassant) {
    if (node.captureMode === 'shoot') w.writeLine('if (isEnPassantTarget(pos, to)) shoot(pos, buf, from, to, pos.epVictim);');
    else w.writeLine(`if (isEnPassantTarget(pos, to)) enPassant(pos, buf, from, to, ${ctx.piece});`);
  }
}

/** After the empty and enemy cases of a node that may fuse: one case per partner. */
function writeFusions(w: CodeBlockWriter, ctx: NodeContext, chain: string, guard: string | null = null): void {
  for (const [partner, compound] of ctx.fusions) {
    const partnerName = pieceConstant(ctx.t, partner);
    w.write(`${chain}if (p === ${partnerName}${guard ? ` && ${guard}` : ''})`).block(() => w.writeLine(`fuse(buf, from, to, ${ctx.piece}, ${partnerName}, ${pieceConstant(ctx.t, compound)});`));
  }
}

function writeCapture(w: CodeBlockWriter, node: MoveNode, ctx: NodeContext): void {
  const plain = `buf.simple(from, to, ${ctx.piece}, p, ${flags(F_CAPTURE | F_IRREVERSIBLE)});`;
  if (node.captureMode === 'shoot') w.writeLine('shoot(pos, buf, from, to, to);');
  else if (ctx.viaLand && ctx.outsideZone !== null) {
    w.write(`if (${ctx.outsideZone})`).block(() => w.writeLine(plain));
    w.write('else').block(() => w.writeLine(`${landing(node, ctx)}(pos, buf, from, to, ${ctx.piece}, p);`));
  } else if (ctx.viaLand) w.writeLine(`${landing(node, ctx)}(pos, buf, from, to, ${ctx.piece}, p);`);
  else w.writeLine(plain);
}
