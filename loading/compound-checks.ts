// Semantic checks for compound pieces and fusion (the `compound` piece key and the `fusion`
// section): what compiler/compounds.ts and the engines assume about them, as rules of the same
// table as spec-rules.ts (each rule's sentence is its message template).
import type { Finding, Rule } from './rule.ts';
import type { PieceSpec, VariantSpec } from '../schema/spec-types.ts';

const names = (spec: VariantSpec): string => spec.pieces.map((p) => p.name).join(', ');
const pieceNamed = (spec: VariantSpec, name: string): PieceSpec | undefined => spec.pieces.find((p) => p.name === name);
const isCompound = (p: PieceSpec | undefined): boolean => (p?.compound ?? []).length > 0;

/** Every (compound piece, component name) with its path, for rules about components. */
function components(spec: VariantSpec): { piece: PieceSpec; index: number; name: string; j: number }[] {
  return spec.pieces.flatMap((piece, index) => (piece.compound ?? []).map((name, j) => ({ piece, index, name, j })));
}

export const COMPOUND_RULES: readonly Rule[] = [
  {
    code: 'compound-piece',
    sentence: "compound '{piece}' names '{name}', which is not a piece of this variant (pieces: {known})",
    check: (spec) =>
      components(spec)
        .filter((c) => !pieceNamed(spec, c.name))
        .map((c): Finding => ({ at: ['pieces', c.index, 'compound', c.j], args: { piece: c.piece.name, name: c.name, known: names(spec) } })),
  },
  {
    code: 'compound-nested',
    sentence: "component '{name}' of compound '{piece}' is itself a compound; components must be simple pieces",
    check: (spec) =>
      components(spec)
        .filter((c) => isCompound(pieceNamed(spec, c.name)))
        .map((c): Finding => ({ at: ['pieces', c.index, 'compound', c.j], args: { piece: c.piece.name, name: c.name } })),
  },
  {
    code: 'compound-pawn',
    sentence: "component '{name}' of compound '{piece}' is a pawn; pawns cannot be components",
    check: (spec) =>
      components(spec)
        .filter((c) => pieceNamed(spec, c.name)?.pawn === true)
        .map((c): Finding => ({ at: ['pieces', c.index, 'compound', c.j], args: { piece: c.piece.name, name: c.name } })),
  },
  {
    code: 'compound-royal',
    sentence: "compound '{piece}' contains the royal piece '{name}', so it is royal too; remove `royal: false`",
    check: (spec) =>
      components(spec)
        .filter((c) => c.piece.royal === false && pieceNamed(spec, c.name)?.royal === true)
        .map((c): Finding => ({ at: ['pieces', c.index, 'royal'], args: { piece: c.piece.name, name: c.name } })),
  },
  {
    code: 'compound-duplicate',
    sentence: "compounds '{first}' and '{piece}' both combine {pair}; fusion needs one compound per pair",
    check: (spec) => {
      const seen = new Map<string, string>();
      return spec.pieces.flatMap((piece, index): Finding[] => {
        if (!isCompound(piece)) return [];
        const pair = [...piece.compound!].sort().join(' and ');
        const first = seen.get(pair);
        if (first === undefined) {
          seen.set(pair, piece.name);
          return [];
        }
        return [{ at: ['pieces', index, 'compound'], args: { first, piece: piece.name, pair } }];
      });
    },
  },
  {
    code: 'fusion-piece',
    sentence: "fusion piece '{name}' is not a piece of this variant (pieces: {known})",
    check: (spec) =>
      (spec.fusion?.pieces ?? []).flatMap((name, j): Finding[] =>
        pieceNamed(spec, name) ? [] : [{ at: ['fusion', 'pieces', j], args: { name, known: names(spec) } }],
      ),
  },
  {
    code: 'fusion-simple',
    sentence: "fusion piece '{name}' is {what}; only simple pieces that are not pawns move onto a partner to combine",
    check: (spec) =>
      (spec.fusion?.pieces ?? []).flatMap((name, j): Finding[] => {
        const p = pieceNamed(spec, name);
        const what = isCompound(p) ? 'a compound' : p?.pawn ? 'a pawn' : '';
        return what ? [{ at: ['fusion', 'pieces', j], args: { name, what } }] : [];
      }),
  },
];
