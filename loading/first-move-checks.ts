// Semantic checks of first-move rights and of moves from declared ranks (see spec-rules.ts for
// the rule table's conventions): letters that exist, rights the FEN's castling field can name one
// by one. (The attack tables read the rights as move generation does: runtime/attacks.ts.)
import { firstField, parseBoardField } from '../schema/fen-board.ts';
import type { Finding, Rule } from './rule.ts';
import { moveEntries } from '../schema/move-entries.ts';
import type { VariantSpec } from '../schema/spec-types.ts';

/** At most this many rights: one bit each in a 32-bit mask. */
const MAX_RIGHTS = 30;

function rightsOf(spec: VariantSpec): NonNullable<VariantSpec['firstMoveRights']> {
  return spec.firstMoveRights ?? [];
}

/** The start position's pieces with first-move rights, or null when the start does not parse. */
function rightPieces(spec: VariantSpec): { file: number; color: number; letter: string }[] | null {
  const letters = spec.pieces.map((p) => p.letter.toLowerCase());
  const field = parseBoardField(firstField(spec.start).text, { files: spec.board.files, ranks: spec.board.ranks, letters });
  if (field.problems.length > 0) return null;
  // gating pieces hold first-move rights too (their squares are gates while they have not moved)
  const tracked = new Set([...rightsOf(spec).map((r) => r.piece), ...(spec.hand?.gating ?? [])]);
  return field.pieces.filter((p) => tracked.has(letters[p.type])).map((p) => ({ file: p.file, color: p.color, letter: letters[p.type] }));
}

export const FIRST_MOVE_RULES: readonly Rule[] = [
  {
    code: 'first-move-piece',
    sentence: "first-move rights name '{letter}', {why}",
    check: (spec) => {
      const known = new Set(spec.pieces.map((p) => p.letter.toLowerCase()));
      const found: Finding[] = [];
      rightsOf(spec).forEach((r, i) => {
        if (!known.has(r.piece)) found.push({ at: ['firstMoveRights', i, 'piece'], args: { letter: r.piece, why: `which is not a piece letter of this variant (letters: ${[...known].join(', ')})` } });
        else if (rightsOf(spec).findIndex((o) => o.piece === r.piece) < i) found.push({ at: ['firstMoveRights', i, 'piece'], args: { letter: r.piece, why: 'a second time' } });
        (r.lostWhenAimedBy ?? []).forEach((letter, j) => {
          if (!known.has(letter)) found.push({ at: ['firstMoveRights', i, 'lostWhenAimedBy', j], args: { letter, why: `which is not a piece letter of this variant (letters: ${[...known].join(', ')})` } });
        });
      });
      return found;
    },
  },
  {
    code: 'first-move-fen',
    sentence: 'first-move rights {why}',
    check: (spec) => {
      const pieces = rightsOf(spec).length > 0 || spec.hand?.gating ? rightPieces(spec) : null;
      if (pieces === null) return [];
      const at = spec.firstMoveRights ? ['firstMoveRights'] : ['hand', 'gating'];
      if (pieces.length > MAX_RIGHTS) return [{ at, args: { why: `are held by ${pieces.length} pieces of the start position; at most ${MAX_RIGHTS} can be tracked` } }];
      const found: Finding[] = [];
      const seen = new Set<string>();
      for (const p of pieces) {
        const key = `${p.color}/${p.file}`;
        const file = String.fromCharCode(97 + p.file);
        if (seen.has(key)) found.push({ at, args: { why: `of two ${p.color === 0 ? 'White' : 'Black'} pieces on the ${file}-file cannot be told apart: the FEN's castling field names a right by its file` } });
        seen.add(key);
        if (spec.castling && (file === 'k' || file === 'q')) found.push({ at, args: { why: `on the ${file}-file would be written "${file}", which the FEN's castling field already uses for castling` } });
      }
      return found;
    },
  },
  {
    code: 'move-ranks',
    sentence: 'a move from rank {rank} does not fit this board of {ranks} ranks (1 to {ranks} from the mover\'s side, or -1 to -{ranks} from the far side)',
    check: (spec) =>
      moveEntries(spec).flatMap(({ at, move }) =>
        (move.ranks ?? []).filter((r) => Math.abs(r) > spec.board.ranks).map((rank) => ({ at, args: { rank, ranks: spec.board.ranks } })),
      ),
  },
];
