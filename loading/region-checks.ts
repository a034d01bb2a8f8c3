// Semantic checks of the spec's regions (see spec-rules.ts for the rule table's conventions):
// every part lies on the board and runs forwards, every region a rule names is declared, and a
// drop rule's region is given once (a name or squares on the board); a part of one side's only is
// not mirrored; a region condition needing several pieces, or a blocked region, is neither safe nor answered.
// `regionReferenceFindings` is for the rules that name regions, so each reports an unknown name alike.
import type { Finding, Rule } from './rule.ts';
import type { SpecPath } from '../schema/diagnostic.ts';
import type { DropRegionRule, RegionPart, VariantSpec } from '../schema/spec-types.ts';
import { regionParts } from '../schema/regions.ts';

/** A part's problem in words, or null when it lies on the board and its ranges run forwards. */
function partProblem(part: RegionPart, spec: VariantSpec): { key: string; why: string } | null {
  const { files, ranks } = spec.board;
  const lastFile = String.fromCharCode(96 + files);
  if (part.files) {
    const [a, b] = part.files;
    if (a > lastFile || b > lastFile) return { key: 'files', why: `files ${a}-${b} leave the board (files a-${lastFile})` };
    if (a > b) return { key: 'files', why: `files ${a}-${b} run backwards: give the first file first` };
  }
  if (part.ranks) {
    const [a, b] = part.ranks;
    if (a > ranks || b > ranks) return { key: 'ranks', why: `ranks ${a}-${b} leave the board (ranks 1-${ranks})` };
    if (a > b) return { key: 'ranks', why: `ranks ${a}-${b} run backwards: give the first rank first` };
  }
  const off = (part.squares ?? []).find((s) => s.charCodeAt(0) - 96 > files || Number(s.slice(1)) > ranks);
  if (off !== undefined) return { key: 'squares', why: `square ${off} is off the ${files}x${ranks} board` };
  return null;
}

/** Findings for a region name used at `at` that `regions` does not declare. */
export function regionReferenceFindings(spec: VariantSpec, name: string | undefined, at: SpecPath): Finding[] {
  if (name === undefined || Object.hasOwn(spec.regions ?? {}, name)) return [];
  const declared = Object.keys(spec.regions ?? {});
  return [{ at, args: { name, declared: declared.length ? declared.join(', ') : 'none' } }];
}

/** The hand's region drop rules with their index in `hand.drops`. */
function dropRegionRules(spec: VariantSpec): { rule: DropRegionRule; i: number }[] {
  return (spec.hand?.drops ?? []).flatMap((rule, i) => (rule.rule === 'onlyInRegion' || rule.rule === 'notInRegion' ? [{ rule, i }] : []));
}

export const REGION_RULES: readonly Rule[] = [
  {
    code: 'region-part',
    sentence: "region '{name}': {why}",
    check: (spec) =>
      Object.entries(spec.regions ?? {}).flatMap(([name, region]) =>
        regionParts(region).flatMap((part, i) => {
          const problem = partProblem(part, spec);
          if (!problem) return [];
          const at: SpecPath = Array.isArray(region) ? ['regions', name, i, problem.key] : ['regions', name, problem.key];
          return [{ at, args: { name, why: problem.why } }];
        }),
      ),
  },
  {
    code: 'unknown-region',
    sentence: "region '{name}' is not declared in `regions` (declared: {declared})",
    check: (spec) => (spec.goal?.conditions ?? []).flatMap((c, i) => (c.type === 'region' ? regionReferenceFindings(spec, c.region, ['goal', 'conditions', i, 'region']) : [])),
  },
  {
    code: 'region-condition-piece',
    sentence: 'a region condition names its pieces {why}',
    check: (spec) =>
      (spec.goal?.conditions ?? []).flatMap((c, i) => {
        if (c.type !== 'region') return [];
        if (c.piece !== undefined && c.pieces) return [{ at: ['goal', 'conditions', i, 'pieces'], key: true, args: { why: 'twice: give either `piece` or `pieces`, not both' } }];
        if (c.piece === undefined && !c.pieces) return [{ at: ['goal', 'conditions', i, 'type'], args: { why: 'not at all: give `piece` (a letter) or `pieces` (a list of letters)' } }];
        return [];
      }),
  },
  {
    code: 'region-condition-squares',
    sentence: 'a region condition gives its squares {why}',
    check: (spec) =>
      (spec.goal?.conditions ?? []).flatMap((c, i) => {
        if (c.type !== 'region') return [];
        if (c.squares && c.region !== undefined) return [{ at: ['goal', 'conditions', i, 'region'], key: true, args: { why: 'twice: give either `squares` or `region`, not both' } }];
        if (!c.squares && c.region === undefined) return [{ at: ['goal', 'conditions', i, 'type'], args: { why: 'nowhere: give `squares` or the name of a `region`' } }];
        return [];
      }),
  },
  {
    code: 'region-side-mirror',
    sentence: "region '{name}': a part of one side's region is written as that side's squares, not mirrored: drop `mirror`",
    check: (spec) =>
      Object.entries(spec.regions ?? {}).flatMap(([name, region]) =>
        regionParts(region).flatMap((part, i) => (part.side !== undefined && part.mirror !== undefined ? [{ at: Array.isArray(region) ? ['regions', name, i, 'mirror'] : ['regions', name, 'mirror'], key: true, args: { name } }] : [])),
      ),
  },
  {
    code: 'region-condition-count',
    sentence: 'a region condition with {what} cannot also be `{other}`: which of its pieces must stand safe, or answer, is not defined',
    check: (spec) =>
      (spec.goal?.conditions ?? []).flatMap((c, i): Finding[] => {
        if (c.type !== 'region' || ((c.count ?? 1) === 1 && !c.blocked)) return [];
        const other = c.safe ? 'safe' : c.answer ? 'answer' : undefined;
        const what = c.blocked ? '`blocked`' : `\`count: ${c.count}\``;
        return other ? [{ at: ['goal', 'conditions', i, other], key: true, args: { what, other } }] : [];
      }),
  },
  {
    code: 'drop-region',
    sentence: "drop rule region '{name}' is not declared in `regions` (declared: {declared})",
    check: (spec) => dropRegionRules(spec).flatMap(({ rule, i }) => regionReferenceFindings(spec, rule.region, ['hand', 'drops', i, 'region'])),
  },
  {
    code: 'drop-region-squares',
    sentence: 'a drop rule `{rule}` gives its squares {why}',
    check: (spec) =>
      dropRegionRules(spec).flatMap(({ rule, i }): Finding[] => {
        const args = { rule: rule.rule };
        if (rule.squares && rule.region !== undefined) return [{ at: ['hand', 'drops', i, 'region'], key: true, args: { ...args, why: 'twice: give either `squares` or `region`, not both' } }];
        if (!rule.squares && rule.region === undefined) return [{ at: ['hand', 'drops', i, 'rule'], args: { ...args, why: 'nowhere: give `squares` or the name of a `region`' } }];
        const { files, ranks } = spec.board;
        const j = (rule.squares ?? []).findIndex((sq) => sq.charCodeAt(0) - 96 > files || Number(sq.slice(1)) > ranks);
        return j < 0 ? [] : [{ at: ['hand', 'drops', i, 'squares', j], args: { ...args, why: `off the board: ${rule.squares![j]} is not on the ${files}x${ranks} board` } }];
      }),
  },
];
