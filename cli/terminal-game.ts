// `fairyforge play <variant> --vs engine`: a game in the terminal against the search. The board
// is drawn after every move (cli/board-text.ts); the player types moves as SAN or UCI-like text
// (the one move lookup every command uses), or `moves`, `board`, `help`, `quit`. The engine's
// move is shown in both notations with its score, and the game's end with the result in words.

import { createInterface } from 'node:readline';
import type { Engine } from '../runtime/engine.ts';
import type { Position } from '../runtime/position.ts';
import { resultText } from '../runtime/result.ts';
import { oneLine } from '../runtime/quote.ts';
import { Search } from '../search/search.ts';
import { boardLines } from './board-text.ts';
import { uciScore } from './uci.ts';

export interface TerminalGameOptions {
  /** The side the person plays. */
  readonly color: 0 | 1;
  /** The engine's time per move, in milliseconds. */
  readonly movetime: number;
  readonly unicode: boolean;
}

const SIDES = ['White', 'Black'] as const;

const HELP = 'Type a move as SAN (Nf3, exd5, O-O, e8=Q) or UCI-like text (g1f3); "moves" lists the legal moves, "board" draws the board, "quit" ends the game.';

/** Reads lines one at a time; null once input has ended. */
function lineReader(): { ask: (prompt: string) => Promise<string | null>; close: () => void } {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY === true });
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

/** Plays a game between the person at the terminal and the engine; answers the exit code. */
export async function terminalGame(engine: Engine, pos: Position, options: TerminalGameOptions): Promise<number> {
  const search = new Search(engine);
  const reader = lineReader();
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
        const text = await reader.ask(`${SIDES[pos.side]} to move (move ${pos.fullmove}): `);
        if (text === null || text.trim() === 'quit') {
          out(text === null ? '' : 'Game abandoned.');
          return 0;
        }
        if (!personMove(engine, pos, text.trim(), draw)) continue;
      } else {
        engineMove(engine, pos, search, options.movetime);
      }
      draw();
    }
  } finally {
    reader.close();
  }
}

/** A line typed by the person: a command, or a move played (true when the position changed). */
function personMove(engine: Engine, pos: Position, text: string, draw: () => void): boolean {
  if (text === 'help' || text === '') {
    out(HELP);
    return false;
  }
  if (text === 'board') {
    draw();
    return false;
  }
  if (text === 'moves') {
    out(engine.moves(pos).map((m) => m.san).join(' '));
    return false;
  }
  const played = engine.playMoveText(pos, text);
  if (!played.ok) {
    out(oneLine(played.error));
    return false;
  }
  out(`You play ${played.move.san} (${played.move.uci})`);
  return true;
}

function engineMove(engine: Engine, pos: Position, search: Search, movetime: number): void {
  out('fairyforge is thinking…');
  const r = search.run(pos, { movetime });
  const move = engine.moves(pos).find((m) => m.uci === r.move);
  if (!move) throw new Error(`bug: the search chose ${r.move}, not a legal move in ${engine.fen(pos)}`);
  engine.play(pos, move);
  out(`fairyforge plays ${move.san} (${move.uci}), score ${uciScore(r.score)}, depth ${r.depth}`);
}
