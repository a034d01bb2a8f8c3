// The one class behind every generated engine. An emitted module supplies its functions
// (GeneratedParts) and gets an instance of this class, rather than an instance of a class of its
// own: legality, castling and the chain rules call `gen.generate` and `gen.attacked` per move
// list and per move, and with one class per variant those property loads went megamorphic once a
// process had run a handful of generated engines (each class its own hidden class), costing every
// engine in that process about a tenth of its speed. With this class such a call site sees at most
// two hidden classes, this one and the Interpreter's.

import type { MoveGenerator } from './generator.ts';
import type { MoveBuffer } from '../moves.ts';
import type { Position } from '../state/position.ts';
import type { VariantTables } from '../tables/tables.ts';

/** What an emitted engine module writes for its variant. */
export interface GeneratedParts {
  /** Pseudo-legal moves of the side to move; `gen` is the generator, for castling's attack tests. */
  generate(pos: Position, buf: MoveBuffer, gen: MoveGenerator): void;
  generateFrom(pos: Position, buf: MoveBuffer, sq: number): void;
  attacked(pos: Position, sq: number, by: number, plain?: boolean): boolean;
}

export class GeneratedGenerator implements MoveGenerator {
  readonly t: VariantTables;
  readonly alignment: readonly Uint8Array[] | null;
  private readonly moves: GeneratedParts['generate'];
  private readonly movesFrom: GeneratedParts['generateFrom'];
  private readonly attacks: GeneratedParts['attacked'];
  /** The engine writes no move colour binding forbids but en passant (generator/colour-keeping.ts). */
  readonly keepsColours: boolean;

  constructor(t: VariantTables, alignment: readonly Uint8Array[] | null, parts: GeneratedParts, keepsColours = false) {
    this.t = t;
    this.alignment = alignment;
    this.keepsColours = keepsColours;
    this.moves = parts.generate;
    this.movesFrom = parts.generateFrom;
    this.attacks = parts.attacked;
  }

  generate(pos: Position, buf: MoveBuffer): void {
    this.moves(pos, buf, this);
  }

  generateFrom(pos: Position, buf: MoveBuffer, sq: number): void {
    this.movesFrom(pos, buf, sq);
  }

  attacked(pos: Position, sq: number, by: number, plain = false): boolean {
    return this.attacks(pos, sq, by, plain);
  }
}
