// Semantic checks of the goal's ending conditions (see spec-rules.ts for the rule table's
// conventions): letters and squares that exist, checks that need royal pieces, royalty that a
// goal without checkmate would ignore.
import type { Finding, Rule } from './rule.ts';
import type { VariantSpec } from '../schema/spec-types.ts';
import { longestConnect } from '../schema/connect-fit.ts';

const letterSet = (spec: VariantSpec): Set<string> => new Set(spec.pieces.map((p) => p.letter.toLowerCase()));

/** The letters a region or extinction condition may name: every piece's, and `+x` for each promoted form. */
const conditionLetters = (spec: VariantSpec): Set<string> =>
  new Set([...letterSet(spec), ...spec.pieces.flatMap((p) => (p.promoted ? [`+${p.letter.toLowerCase()}`] : []))]);

function conditionsOf(spec: VariantSpec): NonNullable<NonNullable<VariantSpec['goal']>['conditions']> {
  return spec.goal?.conditions ?? [];
}

function onBoard(spec: VariantSpec, square: string): boolean {
  const file = square.charCodeAt(0) - 96;
  const rank = Number(square.slice(1));
  return file >= 1 && file <= spec.board.files && rank >= 1 && rank <= spec.board.ranks;
}

export const GOAL_RULES: readonly Rule[] = [
  {
    code: 'castling-condition',
    sentence: 'a {type} condition is about castling, but the variant has no castling',
    check: (spec) =>
      conditionsOf(spec).flatMap((c, i) => ((c.type === 'castled' || c.type === 'castlingLost') && !spec.castling ? [{ at: ['goal', 'conditions', i, 'type'], args: { type: c.type } }] : [])),
  },
  {
    code: 'condition-piece',
    sentence: "piece '{letter}' of an ending condition is not a piece letter of this variant (letters: {known})",
    check: (spec) => {
      const found: Finding[] = [];
      conditionsOf(spec).forEach((c, i) => {
        const known = c.type === 'extinction' || c.type === 'region' ? conditionLetters(spec) : letterSet(spec);
        const single = c.type === 'region' && c.piece !== undefined;
        const listed = single ? [c.piece!] : c.type === 'checks' || c.type === 'castled' || c.type === 'castlingLost' ? [] : (c.pieces ?? []);
        const key = single ? 'piece' : 'pieces';
        listed.forEach((letter, j) => {
          if (!known.has(letter)) found.push({ at: single ? ['goal', 'conditions', i, key] : ['goal', 'conditions', i, key, j], args: { letter, known: [...known].join(', ') } });
        });
      });
      return found;
    },
  },
  {
    code: 'condition-square',
    sentence: "square '{square}' of a region is not on this {files}x{ranks} board",
    check: (spec) =>
      conditionsOf(spec).flatMap((c, i) =>
        c.type === 'region'
          ? (c.squares ?? []).flatMap((square, j) => (onBoard(spec, square) ? [] : [{ at: ['goal', 'conditions', i, 'squares', j], args: { square, files: spec.board.files, ranks: spec.board.ranks } }]))
          : [],
      ),
  },
  {
    code: 'checks-condition',
    sentence: 'an n-check condition {why}',
    check: (spec) => {
      const found: Finding[] = [];
      const checks = conditionsOf(spec).flatMap((c, i) => (c.type === 'checks' ? [i] : []));
      if ((spec.goal?.type ?? 'checkmate') !== 'checkmate') {
        for (const i of checks) found.push({ at: ['goal', 'conditions', i, 'type'], args: { why: 'counts checks to royal pieces, so it needs the goal checkmate' } });
      }
      for (const i of checks.slice(1)) found.push({ at: ['goal', 'conditions', i, 'type'], args: { why: 'may appear once: the FEN carries one count of checks per side' } });
      return found;
    },
  },
  {
    code: 'connect-condition',
    sentence: 'a connection condition {why}',
    check: (spec) =>
      conditionsOf(spec).flatMap((c, i) => {
        if (c.type !== 'connect') return [];
        const at = ['goal', 'conditions', i];
        const longest = longestConnect(spec.board.files, spec.board.ranks, c.shape, c.directions ?? ['horizontal', 'vertical', 'diagonal']);
        const found: Finding[] = [];
        if (c.shape === 'block' && c.directions !== undefined) found.push({ at: [...at, 'directions'], args: { why: 'of shape block takes no `directions`: a block is a square' } });
        if (c.count > longest) found.push({ at: [...at, 'count'], args: { why: `of ${c.count} cannot fit on this ${spec.board.files}x${spec.board.ranks} board along its lines` } });
        if (spec.board.wrap !== undefined) found.push({ at: [...at, 'type'], args: { why: 'on a cylinder board is not in the language: a row would run round the board' } });
        return found;
      }),
  },
  {
    code: 'royal-conditions-goal',
    sentence: "piece '{name}' is royal but the goal has no checkmate (type conditions): nothing would keep it out of attack; remove `royal: true` or make the goal checkmate",
    check: (spec) => (spec.goal?.type === 'conditions' ? spec.pieces.flatMap((p, i) => (p.royal ? [{ at: ['pieces', i, 'royal'], key: true, args: { name: p.name } }] : [])) : []),
  },
  {
    code: 'pseudo-royal-pieces',
    sentence: 'a pseudo-royal extinction condition {why}',
    check: (spec) =>
      conditionsOf(spec).flatMap((c, i) => {
        if (c.type !== 'extinction' || !c.pseudoRoyal) return [];
        if (!c.pieces) return [{ at: ['goal', 'conditions', i, 'pseudoRoyal'], key: true, args: { why: 'needs `pieces`: the types whose last one is royal' } }];
        const royal = spec.pieces.filter((p) => p.royal && c.pieces!.includes(p.letter.toLowerCase()));
        return royal.map((p) => ({ at: ['goal', 'conditions', i, 'pseudoRoyal'], key: true, args: { why: `lists '${p.letter}', which is royal already: the condition makes its pieces royal when one is left` } }));
      }),
  },
  {
    code: 'checkless-no-checks',
    sentence: '`checkless` allows a check that checkmates, `noChecks` forbids every check: choose one',
    check: (spec) => (spec.goal?.type === 'checkmate' && spec.goal.checkless && spec.goal.noChecks ? [{ at: ['goal', 'checkless'], key: true, args: {} }] : []),
  },
];
