// A game over a loaded variant: the current position, its legal moves and result, the moves
// played (undo, redo), a FEN set by hand, moves typed as SAN or UCI, and PGN. Every position
// comes from the library (Variant.play and parseFen), so the board can show nothing the
// rules do not allow. Mistakes (an illegal move, a bad FEN) are answered as text and change
// nothing.

import { VariantError, type MoveJson, type ResultJson, type Variant } from '../../../lib/index.ts';
import { formatFenError, type FenField } from '../../../runtime/state/fen.ts';
import { gamePgn } from './pgn.ts';

/** One move played: the position it was played from, the move, and the position it reached. */
export interface Played {
  readonly before: string;
  readonly move: MoveJson;
  readonly after: string;
}

/** The answer to a request that may be refused: ok, or the reason as the library words it. */
export type Outcome = { ok: true } | { ok: false; message: string };

export class GameSession {
  readonly variant: Variant;
  #start: string;
  #played: Played[] = [];
  #undone: Played[] = [];
  #moves: MoveJson[] | undefined;
  #result: ResultJson | undefined;

  constructor(variant: Variant, fen?: string) {
    this.variant = variant;
    this.#start = variant.startFen;
    if (fen !== undefined) {
      const set = this.setFen(fen);
      if (!set.ok) throw new VariantError('invalid-fen', set.message);
    }
  }

  /** The FEN the game started from (the variant's start, or a FEN set since). */
  get startFen(): string {
    return this.#start;
  }

  get fen(): string {
    return this.#played.at(-1)?.after ?? this.#start;
  }

  /** The legal moves here; none once the game is over. */
  get moves(): readonly MoveJson[] {
    this.#moves ??= this.variant.moves(this.fen);
    return this.#moves;
  }

  get result(): ResultJson {
    this.#result ??= this.variant.play([], this.fen).result;
    return this.#result;
  }

  /** PGN's score: `1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes on. */
  get score(): string {
    const r = this.result;
    if (!r.over) return '*';
    return r.winner === 'white' ? '1-0' : r.winner === 'black' ? '0-1' : '1/2-1/2';
  }

  get played(): readonly Played[] {
    return this.#played;
  }

  get sans(): string[] {
    return this.#played.map((p) => p.move.san);
  }

  get canUndo(): boolean {
    return this.#played.length > 0;
  }

  get canRedo(): boolean {
    return this.#undone.length > 0;
  }

  /** Plays one of this position's legal moves (as `moves` lists it). */
  play(move: MoveJson): void {
    if (!this.moves.some((m) => m.uci === move.uci)) throw new Error(`not a legal move here: ${move.uci}`);
    this.#push({ before: this.fen, move, after: this.variant.play([move.uci], this.fen).fen });
  }

  /** Plays a move typed as SAN or UCI-like text; an illegal or ambiguous text is refused with the library's message. */
  playText(text: string): Outcome {
    let after: string;
    try {
      after = this.variant.play([text], this.fen).fen;
    } catch (e) {
      if (e instanceof VariantError) return { ok: false, message: e.message.replace(/^move 1 /, '') };
      throw e;
    }
    const move = this.#moveReaching(text.trim(), after);
    this.#push({ before: this.fen, move, after });
    return { ok: true };
  }

  /** The legal move a text named, found among those reaching `after` (the library accepted the text). */
  #moveReaching(text: string, after: string): MoveJson {
    const bare = text.replace(/[+#!?]+$/, '');
    const named = this.moves.filter((m) => m.uci === bare || m.san.replace(/[+#]$/, '') === bare);
    if (named.length === 1) return named[0];
    const reaching = this.moves.find((m) => this.variant.play([m.uci], this.fen).fen === after);
    if (reaching === undefined) throw new Error(`the library played "${text}" but no legal move reaches ${after}`);
    return reaching;
  }

  #push(p: Played): void {
    this.#played.push(p);
    this.#undone = [];
    this.#changed();
  }

  undo(): boolean {
    const p = this.#played.pop();
    if (p === undefined) return false;
    this.#undone.push(p);
    this.#changed();
    return true;
  }

  redo(): boolean {
    const p = this.#undone.pop();
    if (p === undefined) return false;
    this.#played.push(p);
    this.#changed();
    return true;
  }

  /** Starts the game again from `fen`; an impossible FEN is refused naming its field, and nothing changes. */
  setFen(fen: string): Outcome {
    const check = this.variant.parseFen(fen);
    if (!check.ok) return { ok: false, message: formatFenError({ field: check.field as FenField, message: check.message }) };
    this.#start = check.fen;
    this.#played = [];
    this.#undone = [];
    this.#changed();
    return { ok: true };
  }

  pgn(date = new Date()): string {
    return gamePgn({ variantTitle: this.variant.title, startFen: this.#start, variantStartFen: this.variant.startFen, sans: this.sans, score: this.score, date });
  }

  #changed(): void {
    this.#moves = undefined;
    this.#result = undefined;
  }
}
