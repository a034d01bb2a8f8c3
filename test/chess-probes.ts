// Orthodox chess with one change, for the semantic checks' tests: the codes a changed spec is
// refused with, and the rook given one capture mode (castling dropped, as the rook changes).

import { loadSpecData } from '../plan-checks/load.ts';
import { loadSpec } from './support.ts';

const chess = loadSpec('chess');

/** The diagnostic codes of chess with `extra` spread over it (none when it loads). */
export function chessProbeCodes(extra: object): string[] {
  const r = loadSpecData({ ...chess, name: 'probe', examples: [], ...extra }, 'probe.yaml');
  return r.ok ? [] : r.diagnostics.map((d) => d.code ?? d.message);
}

/** The spec keys that make chess's rook a one-step W mover capturing by `capture`. */
export function rookCapturingBy(capture: string): { pieces: unknown[]; castling: undefined } {
  return {
    pieces: chess.pieces.map((p) => (p.name === 'rook' ? { ...p, betza: undefined, moves: [{ atom: 'W', range: 0, capture }] } : p)),
    castling: undefined,
  };
}
