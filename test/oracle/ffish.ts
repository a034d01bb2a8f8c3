// Typed, cached loader for ffish (Fairy-Stockfish WASM), the reference oracle for variant move generation in tests and benches.
import { createRequire } from 'node:module';
import type { Board, FairyStockfish } from 'ffish';

/** The emscripten module object as `require('ffish')` returns it, before/after initialisation. */
type RawModule = FairyStockfish & {
  onRuntimeInitialized?: () => void;
  calledRun?: boolean;
};

/** Minimal typed wrapper over ffish. Every method creates its own board(s) and frees them. */
export interface Ffish {
  /** The underlying emscripten module, for anything this wrapper does not cover. */
  readonly raw: FairyStockfish;
  /** Start FEN of a variant (ffish's own name, e.g. 'chess', 'berolina'). */
  startFen(variant: string): string;
  /** Legal moves in UCI notation, sorted. */
  legalMoves(variant: string, fen: string): string[];
  /** Perft node count; the last ply is bulk-counted. */
  perft(variant: string, fen: string, depth: number): number;
  /** FEN after playing the UCI moves from `fen`; throws on an illegal move. */
  fenAfter(variant: string, fen: string, uciMoves: string[]): string;
  /** Whether the game is over in `fen` (claimDraw as in ffish: default false). */
  isGameOver(variant: string, fen: string, claimDraw?: boolean): boolean;
  /** ffish's result string for `fen`, e.g. '1-0', '0-1', '1/2-1/2', '*'. */
  result(variant: string, fen: string, claimDraw?: boolean): string;
  /** Names of all variants ffish knows. */
  variants(): string[];
}

let cached: Promise<Ffish> | undefined;

/** Load ffish once per process (per vitest worker) and return the typed wrapper. */
export function loadFfish(): Promise<Ffish> {
  cached ??= initialise().then(wrap);
  return cached;
}

/**
 * ffish 0.7.10 is an emscripten build that, when a global `fetch` exists (Node >= 18),
 * tries to fetch its own .wasm by path instead of reading it from disk, and fails.
 * Hide `fetch` while requiring and initialising, then restore the original property.
 */
async function initialise(): Promise<RawModule> {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
  if (descriptor) delete (globalThis as { fetch?: unknown }).fetch;
  try {
    const require = createRequire(import.meta.url);
    const before = {
      uncaughtException: process.listeners('uncaughtException'),
      unhandledRejection: process.listeners('unhandledRejection'),
    };
    const mod = require('ffish') as RawModule;
    // On require, ffish adds process handlers that rethrow every uncaught exception from inside its
    // minified one-line source (Node then prints that whole line) and abort the WASM runtime on any
    // unhandled rejection anywhere in the process. Remove them; errors then surface normally.
    for (const l of process.listeners('uncaughtException')) {
      if (!before.uncaughtException.includes(l)) process.removeListener('uncaughtException', l);
    }
    for (const l of process.listeners('unhandledRejection')) {
      if (!before.unhandledRejection.includes(l)) process.removeListener('unhandledRejection', l);
    }
    if (!mod.calledRun) {
      await new Promise<void>((resolve) => {
        const previous = mod.onRuntimeInitialized;
        mod.onRuntimeInitialized = () => {
          previous?.();
          resolve();
        };
      });
    }
    return mod;
  } finally {
    if (descriptor) Object.defineProperty(globalThis, 'fetch', descriptor);
  }
}

function wrap(mod: RawModule): Ffish {
  // ffish registers its variants lazily, on the first Board; until then variants() and startingFen() are empty.
  new mod.Board('chess').delete();
  const open = (variant: string, fen: string): Board => {
    const code = mod.validateFen(fen, variant);
    if (code < 1) throw new Error(`ffish rejects FEN for ${variant} (validateFen code ${code}): ${fen}`);
    return new mod.Board(variant, fen);
  };
  const withBoard = <T>(variant: string, fen: string, f: (b: Board) => T): T => {
    const board = open(variant, fen);
    try {
      return f(board);
    } finally {
      board.delete();
    }
  };
  const split = (s: string): string[] => (s.trim() === '' ? [] : s.trim().split(/\s+/));

  const perftCache = new Map<string, number>();
  const perftRec = (board: Board, depth: number): number => {
    if (depth === 1) return board.numberLegalMoves();
    let nodes = 0;
    for (const move of split(board.legalMoves())) {
      board.push(move);
      nodes += perftRec(board, depth - 1);
      board.pop();
    }
    return nodes;
  };

  return {
    raw: mod,
    startFen: (variant) => mod.startingFen(variant),
    legalMoves: (variant, fen) => withBoard(variant, fen, (b) => split(b.legalMoves()).sort()),
    perft: (variant, fen, depth) => {
      if (depth < 1) return 1;
      // the comparisons ask ffish for one count once per engine (interpreted, then generated):
      // its perft walks the tree through JS↔WASM calls, so the second ask is answered from here
      const key = `${variant} ${depth} ${fen}`;
      let nodes = perftCache.get(key);
      if (nodes === undefined) perftCache.set(key, (nodes = withBoard(variant, fen, (b) => perftRec(b, depth))));
      return nodes;
    },
    fenAfter: (variant, fen, uciMoves) =>
      withBoard(variant, fen, (b) => {
        for (const move of uciMoves) {
          // Check first: ffish's push() prints to stderr on an illegal move before returning false.
          if (!split(b.legalMoves()).includes(move) || !b.push(move)) throw new Error(`ffish: illegal move ${move} in ${variant} after [${b.moveStack()}] from ${fen}`);
        }
        return b.fen();
      }),
    isGameOver: (variant, fen, claimDraw = false) => withBoard(variant, fen, (b) => b.isGameOver(claimDraw)),
    result: (variant, fen, claimDraw = false) => withBoard(variant, fen, (b) => b.result(claimDraw)),
    variants: () => split(mod.variants()),
  };
}

/**
 * The positions of a game ffish plays from `fen`: up to `plies` moves, each picked from its legal
 * moves by a seeded generator, stopping where there is no move (and, with `stopWhenOver`, where
 * ffish finds the game over). The first position is `fen`.
 */
export function ffishGame(ff: Ffish, variant: string, fen: string, seed: number, plies: number, stopWhenOver = false): string[] {
  const fens = [fen];
  let state = seed;
  for (let ply = 0; ply < plies; ply++) {
    const at = fens[fens.length - 1]!;
    const moves = ff.legalMoves(variant, at);
    if (moves.length === 0 || (stopWhenOver && ff.isGameOver(variant, at))) break;
    state = (state * 1103515245 + 12345) % 2147483648;
    fens.push(ff.fenAfter(variant, at, [moves[state % moves.length]!]));
  }
  return fens;
}

