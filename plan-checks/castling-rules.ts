// Castling resolved against the start position (compiler/castling.ts): whether every declared
// right finds its king and partner, and whether a confined king or partner would land outside
// its region. Checked before the spec is compiled (a plan's castling rights are these), and only
// once the letters, the castling rank and the start board are sound (the language's rules say so).
import { resolveCastling } from '../compiler/castling.ts';
import type { Finding, Rule } from '../loading/rule.ts';
import { castlingResolvable } from '../loading/castling-checks.ts';
import { regionSquares } from '../schema/regions.ts';
import type { VariantSpec } from '../schema/spec-types.ts';

export const CASTLING_RULES: readonly Rule<VariantSpec>[] = [
  {
    code: 'castling-unresolved',
    sentence: 'castling cannot be resolved from the start position: {why}',
    check: (spec) => (castlingResolvable(spec) ? resolveCastling(spec).problems.map((why) => ({ at: ['castling'], key: true, args: { why } })) : []),
  },
  {
    code: 'castling-confined',
    sentence: "castling would land the {name} on {squares}, outside its region '{region}' (`confined`): a confined piece never leaves its region",
    check: (spec) => castlingConfinedProblems(spec),
  },
];

/**
 * A castling king or partner confined to a region (`confined`) that castling would land outside
 * it: the piece would stand where its confinement says it never goes. One finding per piece and
 * square, the sides' squares named as the board does.
 */
function castlingConfinedProblems(spec: VariantSpec): Finding[] {
  if (!castlingResolvable(spec)) return [];
  const { files } = spec.board;
  const outside = new Map<number, Set<string>>();
  for (const rule of resolveCastling(spec).rules) {
    for (const [type, to] of [[rule.kingType, rule.kingTo], [rule.rookType, rule.rookTo]] as const) {
      const piece = spec.pieces[type];
      const region = piece.confined === undefined ? undefined : spec.regions?.[piece.confined];
      if (region === undefined || regionSquares(region, spec.board)[rule.color].includes(to)) continue;
      const squares = outside.get(type) ?? new Set<string>();
      outside.set(type, squares.add(`${String.fromCharCode(97 + (to % files))}${Math.floor(to / files) + 1}`));
    }
  }
  return [...outside].map(([type, squares]) => ({
    at: ['castling'],
    key: true,
    args: { name: spec.pieces[type].name, squares: [...squares].join(', '), region: spec.pieces[type].confined! },
  }));
}
