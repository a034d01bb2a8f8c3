// The move entries of a spec as the compiler will read them: every piece's structured moves and
// its Betza text expanded (and its promoted form's), each with the path of the entry it came from (for diagnostics).
import { parseBetza } from './betza.ts';
import type { SpecPath } from './diagnostic.ts';
import type { MoveSpec, VariantSpec } from './spec-types.ts';

/** Every move entry of every piece, Betza text expanded (with its entry's options, as the compiler does). */
export function moveEntries(spec: VariantSpec): { piece: number; at: SpecPath; move: MoveSpec }[] {
  return spec.pieces.flatMap((p, i) => {
    const out: { piece: number; at: SpecPath; move: MoveSpec }[] = [];
    const fromBetza = (text: string, at: SpecPath, options: Partial<MoveSpec> = {}) => {
      const r = parseBetza(text);
      if (r.ok) for (const m of r.moves) out.push({ piece: i, at, move: { ...m, ...options } as MoveSpec });
    };
    if (p.betza !== undefined) fromBetza(p.betza, ['pieces', i, 'betza']);
    (p.moves ?? []).forEach((m, j) => {
      if ('atom' in m) out.push({ piece: i, at: ['pieces', i, 'moves', j], move: m });
      else {
        const { betza, ...options } = m;
        fromBetza(betza, ['pieces', i, 'moves', j, 'betza'], options);
      }
    });
    // a promoted form's moves are checked as the piece's own (it is a form of piece i)
    if (p.promoted?.betza !== undefined) fromBetza(p.promoted.betza, ['pieces', i, 'promoted', 'betza']);
    (p.promoted?.moves ?? []).forEach((m, j) => {
      if ('atom' in m) out.push({ piece: i, at: ['pieces', i, 'promoted', 'moves', j], move: m });
      else {
        const { betza, ...options } = m;
        fromBetza(betza, ['pieces', i, 'promoted', 'moves', j, 'betza'], options);
      }
    });
    return out;
  });
}
