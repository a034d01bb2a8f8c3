// `fairyforge play`: plays moves (uci-like text or SAN) and prints the FEN and the result; with
// --vs engine, a game at the terminal against the search (cli/terminal-game.ts).

import { clip } from '../../schema/quote.ts';
import { resultJson, resultScore, resultText } from '../../runtime/outcome/result.ts';
import { UserError } from '../errors.ts';
import { moveTokens } from '../move-tokens.ts';
import { out, printJson } from '../output.ts';
import { loadOrThrow, positionOf } from '../variant-loading.ts';

export interface PlayOptions {
  fen?: string;
  json?: boolean;
  vs?: string;
  movetime?: number;
  color?: string;
  ascii?: boolean;
}

export async function playCommand(variant: string, args: string[], opts: PlayOptions): Promise<number> {
  if (opts.vs !== undefined) return interactiveGame(variant, args, opts);
  // a malformed move list is a usage error before the variant is loaded
  const { moves, termination } = moveTokens(args);
  const { engine, plan } = await loadOrThrow(variant);
  const pos = await positionOf(engine, opts.fen);
  const played: { uci: string; san: string }[] = [];
  for (const [i, text] of moves.entries()) {
    const found = engine.playMoveText(pos, text);
    if (!found.ok) throw new UserError(`move ${i + 1}: ${found.error}`);
    played.push({ uci: found.move.uci, san: found.move.san });
  }
  const fen = engine.fen(pos);
  const result = engine.result(pos);
  // a marker may record a resignation (the game goes on here), but never another ending than the moves reach
  if (termination !== undefined && result.over && resultScore(result) !== termination) {
    throw new UserError(`the moves end the game ${resultText(result, plan)}, but the text says ${termination}`);
  }
  if (opts.json) {
    printJson({ variant: plan.name, moves: played, fen, result: resultJson(result, plan) });
    return 0;
  }
  out(fen);
  out(`result ${resultText(result, plan)}`);
  return 0;
}

/** `play <variant> --vs engine`: a game at the terminal against the search (cli/terminal-game.ts). */
async function interactiveGame(variant: string, args: string[], opts: PlayOptions): Promise<number> {
  if (opts.vs !== 'engine') throw UserError.usage(`--vs takes 'engine', got '${clip(opts.vs ?? '')}'`);
  if (args.length > 0) throw UserError.usage('with --vs, give no moves: they are typed during the game (use --fen for a position)');
  if (opts.json) throw UserError.usage('--json is not for a game at the terminal');
  const color = opts.color ?? 'white';
  if (color !== 'white' && color !== 'black') throw UserError.usage(`--color takes white or black, got '${clip(color)}'`);
  const { engine } = await loadOrThrow(variant);
  const pos = await positionOf(engine, opts.fen);
  const { terminalGame } = await import('../terminal-game.ts');
  return terminalGame(engine, pos, { variant, color: color === 'white' ? 0 : 1, movetime: opts.movetime ?? 1000, unicode: opts.ascii !== true });
}
