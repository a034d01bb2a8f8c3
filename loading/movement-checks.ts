// Semantic checks of hoppers and confinement (see spec-rules.ts for the rule table's
// conventions): a hopper is an unlimited rider that captures by replacement, its screen rule
// names pieces of the variant, and every region a move or piece is bound to is declared (with
// the same wording as any other unknown region, regionReferenceFindings).
import type { Finding, Rule } from './rule.ts';
import type { SpecPath } from '../schema/diagnostic.ts';
import type { MoveSpec, VariantSpec } from '../schema/spec-types.ts';
import { regionReferenceFindings } from './region-checks.ts';

/** A piece's move entries as written (structured or Betza with options), with where each is. */
function writtenMoves(spec: VariantSpec): { at: SpecPath; move: { to?: string; from?: string } }[] {
  return spec.pieces.flatMap((p, i) => (p.moves ?? []).map((m, j) => ({ at: ['pieces', i, 'moves', j] as SpecPath, move: m })));
}

/** Why a hopping move entry cannot be made, or null. */
function hopProblem(move: MoveSpec): string | null {
  if ((move.range ?? 1) !== 0) return `needs range 0 (it goes any distance to its screen), got range ${move.range ?? 1}`;
  if ((move.capture ?? 'replace') !== 'replace') return `captures by replacement only, not by ${move.capture}`;
  if (move.lame) return 'cannot be lame: the squares it passes are its line to the screen';
  if (move.initial) return 'cannot be an initial-only move (not supported: its attack would count from any square)';
  return null;
}

export const MOVEMENT_RULES: (moveEntries: (spec: VariantSpec) => { at: SpecPath; move: MoveSpec }[]) => readonly Rule[] = (moveEntries) => [
  {
    code: 'hop-shape',
    sentence: 'a hopper {why}',
    check: (spec) =>
      moveEntries(spec).flatMap(({ at, move }) => {
        const why = move.hop ? hopProblem(move) : null;
        return why ? [{ at, args: { why } }] : [];
      }),
  },
  {
    code: 'hop-screen',
    sentence: 'screen rule: {why}',
    check: (spec) => {
      const known = new Set(spec.pieces.map((p) => p.letter.toLowerCase()));
      // a Betza entry expands to several moves at one place: it hops when any of them does
      const entries = new Map<string, { at: SpecPath; letters: readonly string[]; hops: boolean }>();
      for (const { at, move } of moveEntries(spec)) {
        if (!move.screenExcept) continue;
        const place: SpecPath = at[at.length - 1] === 'betza' ? at.slice(0, -1) : at;
        const entry = entries.get(String(place)) ?? { at: place, letters: move.screenExcept, hops: false };
        entries.set(String(place), { ...entry, hops: entry.hops || move.hop !== undefined });
      }
      return [...entries.values()].flatMap(({ at, letters, hops }): Finding[] => {
        const unknown = letters.findIndex((l) => !known.has(l.toLowerCase()));
        if (unknown >= 0) return [{ at: [...at, 'screenExcept', unknown], args: { why: `'${letters[unknown]}' is not a piece letter of this variant (letters: ${[...known].join(', ')})` } }];
        return hops ? [] : [{ at: [...at, 'screenExcept'], key: true, args: { why: 'the move does not hop (give `hop`, or p or g in its Betza)' } }];
      });
    },
  },
  {
    code: 'capture-except',
    sentence: 'capture rule: {why}',
    check: (spec) => {
      const known = new Set(spec.pieces.map((p) => p.letter.toLowerCase()));
      const seen = new Set<string>();
      return moveEntries(spec).flatMap(({ at, move }): Finding[] => {
        if (!move.captureExcept) return [];
        const place: SpecPath = at[at.length - 1] === 'betza' ? at.slice(0, -1) : at;
        if (seen.has(String(place))) return [];
        seen.add(String(place));
        const unknown = move.captureExcept.findIndex((l) => !known.has(l.toLowerCase()));
        if (unknown >= 0) return [{ at: [...place, 'captureExcept', unknown], args: { why: `'${move.captureExcept[unknown]}' is not a piece letter of this variant (letters: ${[...known].join(', ')})` } }];
        const mode = move.capture ?? 'replace';
        if (mode !== 'replace') return [{ at: [...place, 'captureExcept'], key: true, args: { why: `it applies to captures by replacement, not by ${mode}` } }];
        return [];
      });
    },
  },
  {
    code: 'lame-path',
    sentence: 'lamePath: {why}',
    check: (spec) => {
      // per written entry: whether any move it expands to is a lame leap (one Betza string expands to several)
      const entries = new Map<string, { at: SpecPath; lame: boolean }>();
      for (const { at, move } of moveEntries(spec)) {
        if (move.lamePath === undefined || move.lamePath === 'straight') continue;
        const place: SpecPath = at[at.length - 1] === 'betza' ? at.slice(0, -1) : at;
        const lame = (move.lame ?? false) && (move.range ?? 1) === 1 && move.hop === undefined;
        const entry = entries.get(String(place));
        entries.set(String(place), { at: place, lame: (entry?.lame ?? false) || lame });
      }
      return [...entries.values()].flatMap(({ at, lame }): Finding[] =>
        lame ? [] : [{ at: [...at, 'lamePath'], key: true, args: { why: 'the move is no lame leap (give `lame`, or n in its Betza, on a leap)' } }],
      );
    },
  },
  {
    code: 'confinement-region',
    sentence: "region '{name}' is not declared in `regions` (declared: {declared})",
    check: (spec) => [
      ...spec.pieces.flatMap((p, i) => regionReferenceFindings(spec, p.confined, ['pieces', i, 'confined'])),
      ...writtenMoves(spec).flatMap(({ at, move }) => [
        ...regionReferenceFindings(spec, move.to, [...at, 'to']),
        ...regionReferenceFindings(spec, move.from, [...at, 'from']),
      ]),
    ],
  },
  {
    code: 'confinement-capture-mode',
    sentence: 'a move confined to a region (`to` or the piece\'s `confined`) captures by replacement only, not by {mode}: {why}',
    check: (spec) =>
      moveEntries(spec).flatMap(({ at, move }): Finding[] => {
        const piece = spec.pieces[Number(at[1])];
        const confined = move.to !== undefined || piece?.confined !== undefined;
        const mode = move.capture ?? 'replace';
        if (!confined || mode === 'replace') return [];
        return [{ at, args: { mode, why: 'where such a capture ends and what it removes are two different squares' } }];
      }),
  },
];
