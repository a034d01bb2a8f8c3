// The variant and position a command works on. Everything that loads variants (the schema
// compiler, the runtime) is imported on first use, so that --help, --version and usage errors
// answer at once.

import type { Engine } from '../runtime/use/engine.ts';
import type { Position } from '../runtime/state/position.ts';
import { UserError } from './errors.ts';
import type { EngineKind, LoadedVariant } from './variant-source.ts';

/** cli/variant-source.ts, imported on first use. */
export const variants = () => import('./variant-source.ts');

/** The engine kind of an --engine value (a usage error when unknown). */
export async function engineKind(text: string | undefined): Promise<EngineKind> {
  return (await variants()).parseEngineKind(text);
}

/** The variant's engine (cli/variant-source.ts); a missing or invalid variant is a UserError. */
export async function loadOrThrow(variant: string, engineOption?: string, deadline?: number): Promise<LoadedVariant> {
  return (await variants()).loadEngine(variant, engineOption, deadline);
}

/** The position of `--fen`, or the start position. A bad FEN is a user error naming its field. */
export async function positionOf(engine: Engine, fen: string | undefined): Promise<Position> {
  if (fen === undefined) return engine.start();
  const { formatFenError } = await import('../runtime/state/fen.ts');
  const parsed = engine.parseFen(fen);
  if (!parsed.ok) throw new UserError(formatFenError(parsed.error));
  return parsed.pos;
}

