// `fairyforge moves`: the legal moves of a position, uci-like text beside SAN, or JSON.

import { moveJson } from '../../lib/json.ts';
import { resultJson, resultText } from '../../runtime/outcome/result.ts';
import { out, printJson } from '../output.ts';
import { loadOrThrow, positionOf } from '../variant-loading.ts';


/**
 * The moves `play` would accept here. On a finished position (any ending, the draw rules
 * included) there are none: the text says the result instead, the JSON has an empty list and
 * the result. Asking is not a mistake, so the exit code is 0 either way.
 */
export async function movesCommand(variant: string, opts: { fen?: string; json?: boolean; engine?: string }): Promise<number> {
  const { engine, plan } = await loadOrThrow(variant, opts.engine);
  const pos = await positionOf(engine, opts.fen);
  const result = engine.result(pos);
  const moves = result.over ? [] : engine.moves(pos);
  if (opts.json) {
    printJson({ variant: plan.name, fen: engine.fen(pos), moves: moves.map(moveJson), result: resultJson(result, plan) });
    return 0;
  }
  if (result.over) {
    out(`no moves: the game is over, ${resultText(result, plan)}`);
    return 0;
  }
  const width = Math.max(0, ...moves.map((m) => m.uci.length));
  for (const m of moves) out(`${m.uci.padEnd(width)}  ${m.san}`);
  return 0;
}
