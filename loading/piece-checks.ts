// Rules about the pieces themselves: their letters and names, how many there are, the board they
// stand on, and whether their moves are written so that they can be read and played.
import { MAX_PIECE_TYPES } from '../schema/piece-letters.ts';
import { parseBetza } from '../schema/betza.ts';
import type { SpecPath } from '../schema/diagnostic.ts';
import { moveEntries } from '../schema/move-entries.ts';
import type { Finding, Rule } from './rule.ts';

/** A finding for each value (compared case-insensitively) that an earlier piece's `field` already has. */
function duplicates(values: readonly string[], field: string): Finding[] {
  const firstAt = new Map<string, number>();
  return values.flatMap((v, i) => {
    const k = v.toLowerCase();
    const first = firstAt.get(k);
    if (first === undefined) {
      firstAt.set(k, i);
      return [];
    }
    return [{ at: ['pieces', i, field], args: { value: v, index: i + 1, first: first + 1 } }];
  });
}

export const PIECE_RULES: readonly Rule[] = [
  {
    code: 'letter-format',
    sentence: "piece letter '{letter}' must be a single ASCII letter",
    check: (spec) =>
      spec.pieces.flatMap((p, i) => (/^[A-Za-z]$/.test(p.letter) ? [] : [{ at: ['pieces', i, 'letter'], args: { letter: p.letter } }])),
  },
  {
    code: 'letter-duplicate',
    sentence: "piece letter '{value}' of piece {index} is already used by piece {first} (letters are case-insensitive)",
    check: (spec) => duplicates(spec.pieces.map((p) => p.letter), 'letter'),
  },
  {
    code: 'name-duplicate',
    sentence: "piece name '{value}' of piece {index} is already used by piece {first}",
    check: (spec) => duplicates(spec.pieces.map((p) => p.name), 'name'),
  },
  {
    code: 'too-many-pieces',
    sentence: `a variant has at most ${MAX_PIECE_TYPES} piece types (one per letter), this one has {count}`,
    check: (spec) => (spec.pieces.length > MAX_PIECE_TYPES ? [{ at: ['pieces'], key: true, args: { count: spec.pieces.length } }] : []),
  },
  {
    code: 'board-size',
    sentence: 'board {dimension} must be between 1 and 16, got {value}',
    check: (spec) =>
      (['files', 'ranks'] as const).flatMap((d) => {
        const v = spec.board[d];
        return Number.isInteger(v) && v >= 1 && v <= 16 ? [] : [{ at: ['board', d], args: { dimension: d, value: v } }];
      }),
  },
  {
    code: 'betza',
    sentence: '{error}',
    check: (spec) =>
      spec.pieces.flatMap((p, i) => {
        const entries: { text: string; at: SpecPath }[] = [];
        if (p.betza !== undefined) entries.push({ text: p.betza, at: ['pieces', i, 'betza'] });
        (p.moves ?? []).forEach((m, j) => {
          if ('betza' in m) entries.push({ text: m.betza, at: ['pieces', i, 'moves', j, 'betza'] });
        });
        // a promoted form's moves are read the same way
        if (p.promoted?.betza !== undefined) entries.push({ text: p.promoted.betza, at: ['pieces', i, 'promoted', 'betza'] });
        (p.promoted?.moves ?? []).forEach((m, j) => {
          if ('betza' in m) entries.push({ text: m.betza, at: ['pieces', i, 'promoted', 'moves', j, 'betza'] });
        });
        return entries.flatMap(({ text, at }) => {
          const r = parseBetza(text);
          return r.ok ? [] : [{ at, offset: r.index, args: { error: r.error } }];
        });
      }),
  },
  {
    code: 'vector-zero',
    sentence: 'the vector [0, 0] is not a move',
    check: (spec) =>
      spec.pieces.flatMap((p, i) =>
        (p.moves ?? []).flatMap((m, j) =>
          'atom' in m && Array.isArray(m.atom) && m.atom[0] === 0 && m.atom[1] === 0
            ? [{ at: ['pieces', i, 'moves', j, 'atom'], args: {} }]
            : [],
        ),
      ),
  },
];

/** Read last: a royal piece without moves (its moves are all the rules above have let through). */
export const ROYAL_MOVE_RULES: readonly Rule[] = [
  {
    code: 'royal-no-moves',
    sentence: "royal piece '{name}' has no moves: it could never step out of check, so any check would be mate; give it moves (e.g. `betza: K`)",
    check: (spec) =>
      spec.pieces.flatMap((p, i) =>
        p.royal && (p.compound ?? []).length === 0 && !moveEntries(spec).some((e) => e.piece === i) ? [{ at: ['pieces', i, 'name'], args: { name: p.name } }] : [],
      ),
  },
];
