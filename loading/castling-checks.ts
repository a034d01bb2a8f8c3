// Rules about castling as written: its pieces, board, rank and files, and drops that castle. Whether
// it resolves against the start position is asked above, with the plan (plan-checks/castling-rules.ts).
import { firstField, parseBoardField } from '../schema/fen-board.ts';
import type { VariantSpec } from '../schema/spec-types.ts';
import type { Rule } from './rule.ts';
import { boardShape, known, letters } from './spec-letters.ts';

export const CASTLING_RULES: readonly Rule[] = [
  {
    code: 'castling-piece',
    sentence: "castling {role} '{letter}' is not a piece letter of this variant (letters: {known})",
    check: (spec) => [
      ...(['king', 'rook'] as const).flatMap((role) => {
        const letter = spec.castling?.[role];
        return letter === undefined || letters(spec).has(letter)
          ? []
          : [{ at: ['castling', role], args: { role, letter, known: known(spec) } }];
      }),
      ...(spec.castling?.partners ?? []).flatMap((letter, i) =>
        letters(spec).has(letter) ? [] : [{ at: ['castling', 'partners', i], args: { role: 'partner', letter, known: known(spec) } }],
      ),
    ],
  },
  {
    code: 'castling-board',
    sentence: "castling's board '{board}' is not a board of this variant ({files} files, {ranks} ranks, its own piece letters)",
    check: (spec) => {
      const board = spec.castling?.board;
      if (board === undefined || parseBoardField(board, boardShape(spec)).problems.length === 0) return [];
      return [{ at: ['castling', 'board'], args: { board: board.length > 40 ? `${board.slice(0, 40)}…` : board, files: spec.board.files, ranks: spec.board.ranks } }];
    },
  },
  {
    code: 'castling-by-drop',
    sentence: 'castling `byDrop` grants castling rights to drops, but this variant has no hand (`hand`) to drop from',
    check: (spec) => (spec.castling?.byDrop && !spec.hand ? [{ at: ['castling', 'byDrop'], args: {} }] : []),
  },
  {
    code: 'castling-rank',
    sentence: 'castling rank {rank} is off the board of {ranks} ranks',
    check: (spec) => ((spec.castling?.rank ?? 1) <= spec.board.ranks ? [] : [{ at: ['castling', 'rank'], args: { rank: spec.castling!.rank!, ranks: spec.board.ranks } }]),
  },
  {
    code: 'castling-file',
    sentence: "castling {wing} file '{file}' is off the {files}-file board",
    check: (spec) =>
      (['kingside', 'queenside'] as const).flatMap((wing) => {
        const file = spec.castling?.[wing];
        return file === undefined || file.charCodeAt(0) - 97 < spec.board.files ? [] : [{ at: ['castling', wing], args: { wing, file, files: spec.board.files } }];
      }),
  },
];

/** Whether castling is declared and its letters, rank, files and the start board are sound (their own rules say when not). */
export function castlingResolvable(spec: VariantSpec): boolean {
  const castling = spec.castling;
  if (!castling) return false;
  const ls = letters(spec);
  if (![castling.king, castling.rook, ...(castling.partners ?? [])].every((l) => ls.has(l))) return false;
  if ((castling.rank ?? 1) > spec.board.ranks || ['kingside', 'queenside'].some((w) => (castling[w as 'kingside']?.charCodeAt(0) ?? 0) - 97 >= spec.board.files)) return false;
  return parseBoardField(castling.board ?? firstField(spec.start).text, boardShape(spec)).problems.length === 0;
}
