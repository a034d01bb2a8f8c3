// The built-in variants a section may name as its parent ([name:parent]), each described as the
// ini options that turn Fairy-Stockfish's default variant (orthodox chess) into it, as its
// src/variant.cpp builds it, with the bundled variant it is. The table is in two parts: the
// chess family (fsf-builtins-chess.ts) and the Asian families (fsf-builtins-asian.ts).

import { CHESS_BUILTINS } from './fsf-builtins-chess.ts';
import { ASIAN_BUILTINS } from './fsf-builtins-asian.ts';

/** A built-in FSF variant a section may inherit from. */
export interface BuiltinBase {
  /** Its parent among these (absent: FSF's default, orthodox chess). */
  readonly parent?: string;
  /** The options that make it from its parent, as ini text would give them. */
  readonly options: Readonly<Record<string, string>>;
  /** Our bundled variant of the same game (absent: none, the spec extends chess). */
  readonly bundled?: string;
  /**
   * Options among `options` that the bundled twin says and the importer cannot, each with the
   * spec keys it decides: a section that leaves those keys as inherited keeps the twin's word;
   * one that restates them (or changes the board) is refused at the option.
   */
  readonly twinSays?: Readonly<Record<string, readonly string[]>>;
}

/** Built-in parents the importer knows, by FSF's name. */
export const BUILTIN_BASES: Readonly<Record<string, BuiltinBase>> = { ...CHESS_BUILTINS, ...ASIAN_BUILTINS };
