// The chain states explored while one position's capture chains are enumerated. Chains that
// capture the same pieces in a different order reach the same state (same mover, same square,
// same board), and everything that can follow is then the same: the search explores each state
// once and reuses its result. The number of distinct states can still grow exponentially with
// the enemies in reach (every subset of them may be a state), so it is capped: a position that
// needs more than CHAIN_STATE_LIMIT states is beyond the runtime, and says so.

/** At most this many chain states are explored for one position (about 0.1–0.5 s of search). */
export const CHAIN_STATE_LIMIT = 1 << 14;

/** Thrown when a position's capture chains need more than CHAIN_STATE_LIMIT states. */
export class ChainLimitExceeded extends Error {
  override readonly name = 'ChainLimitExceeded';
  constructor(
    /** The square of the piece whose chains ran over the limit. */
    readonly square: string,
    /** The position whose moves were being generated. */
    readonly fen: string,
  ) {
    super(`capture chains from ${square} need more than ${CHAIN_STATE_LIMIT.toLocaleString('en-US')} chain states, the runtime's limit per position (in ${fen})`);
  }
}

/** Open-addressed table of (from, to, hash) → whether the state led to a finished chain. */
export class ChainStates {
  private keys = new Int32Array(4 * 1024);
  private results = new Uint8Array(1024);
  /** Entries belong to the current position only when their stamp is the current one. */
  private stamps = new Uint32Array(1024);
  private stamp = 1;
  private mask = 1023;
  /** States stored for the current position. */
  size = 0;

  /** Forgets every state (a new position). */
  clear(): void {
    this.size = 0;
    if (++this.stamp === 0xffffffff) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
  }

  /** The stored result of a state: 1 or 0, or -1 when the state is new. */
  get(squares: number, lo: number, hi: number): number {
    for (let i = this.slot(squares, lo, hi); this.stamps[i] === this.stamp; i = (i + 1) & this.mask) {
      const k = 4 * i;
      if (this.keys[k] === squares && this.keys[k + 1] === lo && this.keys[k + 2] === hi) return this.results[i];
    }
    return -1;
  }

  /** Stores a new state's result. */
  set(squares: number, lo: number, hi: number, result: boolean): void {
    if (2 * (this.size + 1) > this.stamps.length) this.grow();
    let i = this.slot(squares, lo, hi);
    while (this.stamps[i] === this.stamp) i = (i + 1) & this.mask;
    this.put(i, squares, lo, hi, result ? 1 : 0);
    this.size++;
  }

  private slot(squares: number, lo: number, hi: number): number {
    let h = lo ^ Math.imul(hi, 0x27d4eb2d) ^ Math.imul(squares, 0x9e3779b1);
    h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
    return (h ^ (h >>> 13)) & this.mask;
  }

  private put(i: number, squares: number, lo: number, hi: number, result: number): void {
    const k = 4 * i;
    this.keys[k] = squares;
    this.keys[k + 1] = lo;
    this.keys[k + 2] = hi;
    this.results[i] = result;
    this.stamps[i] = this.stamp;
  }

  /** Doubles the table, re-inserting the current position's states. */
  private grow(): void {
    const { keys, results, stamps, stamp } = this;
    const n = stamps.length * 2;
    this.keys = new Int32Array(4 * n);
    this.results = new Uint8Array(n);
    this.stamps = new Uint32Array(n);
    this.mask = n - 1;
    this.stamp = 1;
    for (let j = 0; j < stamps.length; j++) {
      if (stamps[j] !== stamp) continue;
      let i = this.slot(keys[4 * j], keys[4 * j + 1], keys[4 * j + 2]);
      while (this.stamps[i] === this.stamp) i = (i + 1) & this.mask;
      this.put(i, keys[4 * j], keys[4 * j + 1], keys[4 * j + 2], results[j]);
    }
  }
}
