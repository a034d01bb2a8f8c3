// Zobrist keys for incremental hashing: two independent 32-bit halves per (piece, square),
// drawn from a fixed-seed generator so hashes are the same in every run.

export class ZobristKeys {
  readonly pieceLo: Int32Array;
  readonly pieceHi: Int32Array;
  readonly sideLo: number;
  readonly sideHi: number;
  /** Keys for castling rights bits, en-passant squares and pool counts. */
  readonly miscLo: Int32Array;
  readonly miscHi: Int32Array;
  private readonly squares: number;

  constructor(squares: number, codes: number, misc: number) {
    let state = 0x9e3779b9 | 0;
    const next = (): number => {
      // xorshift32: fixed seed, full period, no dependency
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return state | 0;
    };
    this.squares = squares;
    this.pieceLo = new Int32Array(squares * codes);
    this.pieceHi = new Int32Array(squares * codes);
    for (let i = squares; i < squares * codes; i++) {
      this.pieceLo[i] = next();
      this.pieceHi[i] = next();
    }
    this.sideLo = next();
    this.sideHi = next();
    this.miscLo = new Int32Array(misc);
    this.miscHi = new Int32Array(misc);
    for (let i = 0; i < misc; i++) {
      this.miscLo[i] = next();
      this.miscHi[i] = next();
    }
  }

  /** Index of (piece code, mailbox square); code 0 (empty) hashes to zero. */
  index(code: number, sq: number): number {
    return code * this.squares + sq;
  }
}
