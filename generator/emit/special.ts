// Leaps and rides with a capture mode other than replacement, written out per vector with
// constant offsets: the walks of runtime/captures.ts (jumpLeap, jumpRide, approachRide,
// withdrawalRide, which the interpreter calls), with each quiet landing written in place and
// each capture through `landTaking`.

import type { CodeBlockWriter } from 'ts-morph';
import { F_IRREVERSIBLE } from '../../runtime/moves.ts';
import type { MoveNode } from '../../runtime/plan/moves.ts';
import { advance, minus, plus } from './code.ts';
import { changesColour, enemyTest, type NodeContext } from './context.ts';
import { flags } from './names.ts';

/** A leap or ride of the capture modes with their own walks (context.ts, needsOwnWalk). */
export function emitSpecial(w: CodeBlockWriter, node: MoveNode, ctx: NodeContext): void {
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
    switch (node.captureMode) {
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
        throw new Error(`bug: ${node.captureMode} capture reached the special emitter`);
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
  return ctx.viaLand ? `land(pos, buf, from, to, ${ctx.piece}, 0);` : `buf.simple(from, to, ${ctx.piece}, 0, ${flags(ctx.resetsMoveRule ? F_IRREVERSIBLE : 0)});`;
}

/** The walk's loop condition over empty squares, `k` counting the squares passed (range 0 = unlimited). */
function walkCondition(walk: SpecialWalk): string {
  return walk.range > 0 ? `k < ${walk.range} && b[to] === 0` : 'b[to] === 0';
}

/** runtime/captures.ts jumpLeap: over the midpoint onto an empty square. */
function emitJumpLeap(w: CodeBlockWriter, node: MoveNode, ctx: NodeContext, step: number, mid: number): void {
  w.writeLine(`to = ${plus('from', step)};`);
  w.write('if (b[to] === 0)').block(() => {
    w.writeLine(`p = b[${plus('from', mid)}];`);
    const take = (): void => {
      w.writeLine(`landTaking(pos, buf, from, to, ${ctx.piece}, ${plus('from', mid)});`);
    };
    if (!node.quiet && !node.enPassant) {
      if (node.capture) w.write(`if (${enemyTest(ctx.color)})`).block(take);
      return;
    }
    w.write('if (p === 0)').block(() => {
      if (node.quiet) w.writeLine(specialQuiet(ctx));
      if (node.enPassant) w.writeLine(`if (isEnPassantTarget(pos, ${plus('from', mid)})) enPassant(pos, buf, from, to, ${ctx.piece});`);
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
    const head = `to = ${plus('from', step)}; ${walkCondition(walk)}; k++, ${advance('to', step)}`;
    if (node.quiet) w.writeLine(`for (${head}) ${landing}${specialQuiet(ctx)}`);
    else w.writeLine(`for (${head});`);
    if (!node.capture) return;
    w.writeLine('p = b[to];');
    // at an even distance under colour binding the enemy stands on the mover's colour: not taken
    w.write(`if (${enemyTest(ctx.color)}${every === 2 ? ' && (k & 1) === 0' : ''})`).block(() => {
      w.writeLine('const victim = to;');
      w.writeLine(`for (k++, ${advance('to', step)}; ${walkCondition(walk)}; k++, ${advance('to', step)}) ${landing}landTaking(pos, buf, from, to, ${ctx.piece}, victim);`);
    });
  });
}

/** runtime/captures.ts approachRide: stopping on an empty square just before an enemy captures it. */
function emitApproach(w: CodeBlockWriter, node: MoveNode, ctx: NodeContext, walk: SpecialWalk): void {
  const { step, every } = walk;
  w.writeLine(`to = ${plus('from', step)};`);
  w.write(`for (let k = 0; ${walkCondition(walk)}; k++, ${advance('to', step)})`).block(() => {
    if (every === 2) w.writeLine('if ((k & 1) === 0) continue;');
    w.writeLine(`p = b[${plus('to', step)}];`);
    if (node.capture) {
      w.write(`if (${enemyTest(ctx.color)})`).block(() => w.writeLine(`landTaking(pos, buf, from, to, ${ctx.piece}, ${plus('to', step)});`));
      if (node.quiet) w.write('else').block(() => w.writeLine(specialQuiet(ctx)));
    } else if (node.quiet) w.writeLine(specialQuiet(ctx));
  });
}

/** runtime/captures.ts withdrawalRide: moving straight away from an adjacent enemy captures it. */
function emitWithdrawal(w: CodeBlockWriter, node: MoveNode, ctx: NodeContext, walk: SpecialWalk): void {
  const { step, every } = walk;
  const landing = every === 2 ? 'if ((k & 1) === 1) ' : '';
  const loop = (body: string): void => {
    w.writeLine(`to = ${plus('from', step)};`);
    w.writeLine(`for (let k = 0; ${walkCondition(walk)}; k++, ${advance('to', step)}) ${landing}${body}`);
  };
  w.writeLine(`p = b[${minus('from', step)}];`);
  if (node.capture) {
    w.write(`if (${enemyTest(ctx.color)})`).block(() => loop(`landTaking(pos, buf, from, to, ${ctx.piece}, ${minus('from', step)});`));
    if (node.quiet) w.write('else').block(() => loop(specialQuiet(ctx)));
  } else if (node.quiet) loop(specialQuiet(ctx));
}
