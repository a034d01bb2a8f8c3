// `fairyforge play <variant> --vs engine`: a game in the terminal against the search. The board
// is drawn after every move (cli/board-text.ts); the player types moves as SAN or UCI-like text
// (the one move lookup every command uses), or `moves`, `board`, `help`, `quit`. The engine's
// move is shown in both notations with its score, and the game's end with the result in words.
// The engine thinks on a thread of its own (cli/search-thread.ts), so Ctrl-C, as a signal or as
// the ^C key read in raw mode, ends the game at once with exit code 130, even mid-search.

import { createInterface } from 'node:readline';
import type { Engine } from '../runtime/use/engine.ts';
import type { Position } from '../runtime/state/position.ts';
import { resultText } from '../runtime/outcome/result.ts';
import { oneLine } from '../schema/quote.ts';
import { sortedForListing } from '../runtime/use/move-order.ts';
import { boardLines } from './board-text.ts';
import { EXIT_INTERRUPTED } from './errors.ts';
import { SearchThread } from './search-thread.ts';
import type { SearchAnswer } from './search-worker.ts';
import { uciScore } from './uci.ts';

export interface TerminalGameOptions {
  /** The variant as given on the command line (a name or a path): the search thread loads it too. */
  readonly variant: string;
  /** The side the person plays. */
  readonly color: 0 | 1;
  /** The engine's time per move, in milliseconds. */
  readonly movetime: number;
  readonly unicode: boolean;
}

const SIDES = ['White', 'Black'] as const;

const HELP = 'Type a move as SAN (Nf3, exd5, O-O, e8=Q) or UCI-like text (g1f3); "moves" lists the legal moves, "board" draws the board, "quit" ends the game.';

/** Reads lines one at a time; null once input has ended. */
function lineReader(onInterrupt: () => void): { ask: (prompt: string) => Promise<string | null>; close: () => void } {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY === true });
  // in a terminal readline reads raw keys: ^C is a key it reports here, not a signal
  rl.on('SIGINT', onInterrupt);
  const queued: string[] = [];
  let waiting: ((line: string | null) => void) | undefined;
  let ended = false;
  rl.on('line', (line) => {
    if (waiting) {
      const w = waiting;
      waiting = undefined;
      w(line);
    } else queued.push(line);
  });
  rl.on('close', () => {
    ended = true;
    waiting?.(null);
    waiting = undefined;
  });
  return {
    ask(prompt) {
      process.stdout.write(prompt);
      if (queued.length > 0) return Promise.resolve(queued.shift()!);
      if (ended) return Promise.resolve(null);
      return new Promise((resolve) => (waiting = resolve));
    },
    close: () => rl.close(),
  };
}

function out(line = ''): void {
  process.stdout.write(`${line}\n`);
}

/** Ctrl-C: resolves once it is pressed (the signal, or ^C read by readline). */
function interruption(): { pressed: Promise<typeof INTERRUPTED>; press: () => void; dispose: () => void } {
  let press = (): void => {};
  const pressed = new Promise<typeof INTERRUPTED>((resolve) => (press = () => resolve(INTERRUPTED)));
  process.on('SIGINT', press);
  return { pressed, press, dispose: () => process.off('SIGINT', press) };
}

const INTERRUPTED = Symbol('interrupted');

/** Plays a game between the person at the terminal and the engine; answers the exit code. */
export async function terminalGame(engine: Engine, pos: Position, options: TerminalGameOptions): Promise<number> {
  const ctrlC = interruption();
  const reader = lineReader(ctrlC.press);
  const thread = new SearchThread(options.variant);
  const startFen = engine.fen(pos);
  const played: string[] = [];
  const draw = (): void => {
    out();
    for (const line of boardLines(pos, { flipped: options.color === 1, unicode: options.unicode })) out(line);
    out();
  };
  out(`${engine.plan.title}: you play ${SIDES[options.color]}, fairyforge plays ${SIDES[options.color ^ 1]} (${options.movetime} ms a move). ${HELP}`);
  draw();
  try {
    for (;;) {
      const result = engine.result(pos);
      if (result.over) {
        out(`Game over: ${resultText(result, engine.plan)}`);
        return 0;
      }
      if (pos.side === options.color) {
        const text = await Promise.race([reader.ask(`${SIDES[pos.side]} to move (move ${pos.fullmove}): `), ctrlC.pressed]);
        if (text === INTERRUPTED) return interrupted();
        if (text === null || text.trim() === 'quit') {
          out(text === null ? '' : 'Game abandoned.');
          return 0;
        }
        const move = personMove(engine, pos, text.trim(), draw);
        if (move === undefined) continue;
        played.push(move);
      } else {
        out('fairyforge is thinking…');
        const answer = await Promise.race([thread.think({ fen: startFen, moves: played, movetime: options.movetime }), ctrlC.pressed]);
        if (answer === INTERRUPTED) return interrupted();
        played.push(engineMove(engine, pos, answer));
      }
      draw();
    }
  } finally {
    ctrlC.dispose();
    reader.close();
    await thread.close();
  }
}

/** Ctrl-C: one line on stderr (after the prompt's line is ended) and the shell's exit code for SIGINT. */
function interrupted(): number {
  out();
  process.stderr.write('fairyforge: game interrupted by Ctrl-C\n');
  return EXIT_INTERRUPTED;
}

/** A line typed by the person: a command, or a move played (its UCI text when the position changed). */
function personMove(engine: Engine, pos: Position, text: string, draw: () => void): string | undefined {
  if (text === 'help' || text === '') {
    out(HELP);
    return undefined;
  }
  if (text === 'board') {
    draw();
    return undefined;
  }
  if (text === 'moves') {
    out(sortedForListing(engine.moves(pos)).map((m) => m.san).join(' '));
    return undefined;
  }
  const played = engine.playMoveText(pos, text);
  if (!played.ok) {
    out(oneLine(played.error));
    return undefined;
  }
  out(`You play ${played.move.san} (${played.move.uci})`);
  return played.move.uci;
}

/** Plays the move the search thread chose; answers its UCI text. */
function engineMove(engine: Engine, pos: Position, r: SearchAnswer): string {
  const move = engine.moves(pos).find((m) => m.uci === r.move);
  if (!move) throw new Error(`bug: the search chose ${r.move}, not a legal move in ${engine.fen(pos)}`);
  engine.play(pos, move);
  out(`fairyforge plays ${move.san} (${move.uci}), score ${uciScore(r.score)}, depth ${r.depth}`);
  return move.uci;
}
