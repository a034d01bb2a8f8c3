// Language point b of #24: castling for one side or one wing only (`castling.side`,
// `castling.wing`), said directly instead of faked with a start position that grants only some
// rights (which any FEN could grant again) or a dummy partner. The FEN's castling field takes and
// writes only the rights the variant has; a right it lacks is refused with the field named.
// Fairy-Stockfish has no such key, but its chess from a FEN granting only those rights plays the
// same moves: the oracle for perft from positions where the missing castling would be legal.
import { describe, expect, test } from 'vitest';
import { loadVariant } from '../../../lib/index.ts';
import { loadSpecText } from '../../../plan-checks/load.ts';
import { loadFfish } from '../../oracle/ffish.ts';

const ff = await loadFfish();

/** Both kings and all four rooks on their squares, nothing between: every castling is legal for the side to move. */
const OPEN = 'r3k2r/8/8/8/8/8/8/R3K2R';

function variant(castling: string, rights: string): string {
  return `name: onewing\nextends: chess\ncastling: ${castling}\nstart: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w ${rights} - 0 1"\n`;
}

const CASES = [
  { what: 'kingside only', castling: '{ king: k, rook: r, wing: kingside }', rights: 'Kk', lacking: 'Q', words: /Castling is kingside only\s+\(towards\s+the\s+h-file:\s+O-O;\s+never\s+O-O-O\)\./ },
  { what: 'queenside only', castling: '{ king: k, rook: r, wing: queenside }', rights: 'Qq', lacking: 'K', words: /Castling is queenside only\s+\(towards\s+the\s+a-file:\s+O-O-O;\s+never\s+O-O\)\./ },
  { what: 'White only', castling: '{ king: k, rook: r, side: white }', rights: 'KQ', lacking: 'k', words: /either rook[^]*Only\s+White\s+castles\./ },
] as const;

describe.each(CASES)('castling $what', ({ castling, rights, lacking, words }) => {
  test.each(['interpreted', 'generated'] as const)('%s: perft as ffish chess with only those rights, from positions where the others would castle', async (engine) => {
    const v = await loadVariant(variant(castling, rights), { engine });
    for (const side of ['w', 'b']) {
      const fen = `${OPEN} ${side} ${rights} - 0 1`;
      expect(v.perft(3, fen)).toBe(ff.perft('chess', fen, 3));
    }
    // and those rights are all it has: the missing castling would change the count
    expect(ff.perft('chess', `${OPEN} w KQkq - 0 1`, 3)).not.toBe(ff.perft('chess', `${OPEN} w ${rights} - 0 1`, 3));
  });

  test('the FEN castling field takes and writes only the rights that exist', async () => {
    const v = await loadVariant(variant(castling, rights), { engine: 'interpreted' });
    expect(v.parseFen(`${OPEN} w ${rights} - 0 1`)).toEqual({ ok: true, fen: `${OPEN} w ${rights} - 0 1` });
    const refused = v.parseFen(`${OPEN} w KQkq - 0 1`);
    expect(refused).toMatchObject({ ok: false, field: 'castling' });
    expect(refused.ok ? '' : refused.message).toContain(`castling right "${lacking}"`);
    expect(v.describe()).toMatch(words);
  });
});

describe('one-sided castling in the spec', () => {
  test('a start position granting a right the castling lacks is refused at castling, naming the key', () => {
    const r = loadSpecText(variant('{ king: k, rook: r, wing: kingside }', 'KQkq'), 'onewing.yaml');
    expect(r.ok).toBe(false);
    const lines = r.ok ? [] : r.diagnostics.map((d) => `${d.line}:${d.col}: ${d.message}`);
    expect(lines.join('\n')).toMatch(/^3:1: castling cannot be resolved from the start position: the start position grants castling right 'Q', but castling goes to the kingside only \(`wing: kingside`\)/m);
  });

  test('the FEN names the side that never castles', async () => {
    const v = await loadVariant(variant('{ king: k, rook: r, side: black }', 'kq'), { engine: 'interpreted' });
    expect(v.parseFen(`${OPEN} w K - 0 1`)).toEqual({ ok: false, field: 'castling', message: 'castling right "K": White never castles in this variant (expected "-" or some of "kq")' });
  });
});
