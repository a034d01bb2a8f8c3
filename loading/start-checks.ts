// Rules about the start position's board field: its ranks, widths, letters and runs of empty
// squares (runtime/fen-board.ts reads it), and that both sides have pieces to play.
import { firstField, parseBoardField } from '../schema/fen-board.ts';
import { boardLetters } from '../schema/piece-letters.ts';
import type { VariantSpec } from '../schema/spec-types.ts';
import type { Finding, Rule } from './rule.ts';
import { known } from './spec-letters.ts';

/** The `start` board field's problems as findings at their offsets, by rule (runtime/fen-board.ts reads it). */
function checkStartBoard(spec: VariantSpec): Record<'ranks' | 'widths' | 'letters' | 'runs', Finding[]> {
  const out = { ranks: [] as Finding[], widths: [] as Finding[], letters: [] as Finding[], runs: [] as Finding[] };
  const { text, offset: lead } = firstField(spec.start);
  const { files, ranks } = spec.board;
  const field = parseBoardField(text, { files, ranks, letters: boardLetters(spec.pieces) });
  for (const p of field.problems) {
    const offset = lead + p.offset;
    switch (p.kind) {
      case 'brackets':
        break; // rule start-position reports it, in the FEN parser's words
      case 'ranks':
        out.ranks.push({ at: ['start'], args: { count: p.count, ranks } });
        break;
      case 'width':
        out.widths.push({ at: ['start'], offset, args: { rank: p.rank, width: p.width, files } });
        break;
      case 'letter':
        out.letters.push({ at: ['start'], offset, args: { char: p.char, known: known(spec) } });
        break;
      case 'run':
        out.runs.push({ at: ['start'], offset, args: { run: p.run.length > 8 ? `${p.run.slice(0, 8)}…` : p.run, files } });
        break;
    }
  }
  return out;
}

/** The sides ('White', 'Black') that have no piece on the board of the start position. */
function startSidesWithoutPieces(spec: VariantSpec): string[] {
  // with a hand, pieces in it count: a setup phase may start with everything in hand
  const field = spec.start.trim().split(/\s/)[0];
  const board = spec.hand ? field : field.replace(/\[.*$/, '');
  return [
    ...(/[A-Z]/.test(board) ? [] : ['White']),
    ...(/[a-z]/.test(board) ? [] : ['Black']),
  ];
}

export const START_BOARD_RULES: readonly Rule[] = [
  {
    code: 'start-ranks',
    sentence: 'the start position has {count} ranks but the board has {ranks}',
    check: (spec) => checkStartBoard(spec).ranks,
  },
  {
    code: 'start-width',
    sentence: 'rank {rank} of the start position is {width} squares wide but the board has {files} files',
    check: (spec) => checkStartBoard(spec).widths,
  },
  {
    code: 'start-letter',
    sentence: "the start position uses '{char}', which is not a piece letter of this variant (letters: {known})",
    check: (spec) => checkStartBoard(spec).letters,
  },
  {
    code: 'start-run',
    sentence: "the start position has the run of empty squares '{run}': a run is a number from 1 to the board's {files} files, without a leading 0",
    check: (spec) => checkStartBoard(spec).runs,
  },
];

export const START_SIDE_RULES: readonly Rule[] = [
  {
    code: 'start-empty',
    sentence: 'the start position gives {side} no pieces, so the game could not be played; place its pieces in `start`',
    check: (spec) => startSidesWithoutPieces(spec).map((side) => ({ at: ['start'], args: { side } })),
  },
];
