// A match runner: fairyforge (over UCI, as any GUI would run it) against another UCI engine —
// Debian's native Fairy-Stockfish by default, at a chosen Skill Level — or against a random
// mover, in any variant both know. Our runtime is the referee: it checks every move and
// decides every ending (mate, goal conditions, the draw rules); a game longer than --max-plies
// is adjudicated a draw. Colours alternate; the first plies can be random for variety.
//
//   npx tsx bench/uci-match.ts --variant chess --games 10 --movetime 200 --skill 0
//   npx tsx bench/uci-match.ts --variant kingofthehill --opponent random --games 10 --movetime 100
//   (--fsf-variant 3check where Fairy-Stockfish names the variant otherwise)

import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEngine } from '../cli/variant-source.ts';
import type { Engine } from '../runtime/use/engine.ts';
import { mulberry32 } from '../runtime/use/random.ts';
import { resultScore, resultText } from '../runtime/outcome/result.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const FAIRY_STOCKFISH = '/usr/games/fairy-stockfish';

/** A player: asked for a move in the position reached by `moves` from the start. */
export interface Player {
  readonly name: string;
  move(moves: readonly string[], legal: readonly string[]): Promise<string>;
  close(): Promise<void>;
}

/** An executable that runs `fairyforge uci` (UCI clients start engines without arguments). */
export function fairyforgeScript(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fairyforge-uci-'));
  const file = join(dir, 'fairyforge-uci');
  writeFileSync(file, `#!/bin/sh\nexec "${process.execPath}" "${join(ROOT, 'bin', 'fairyforge.js')}" uci\n`);
  chmodSync(file, 0o755);
  return file;
}

/** How long a UCI engine thinks per move: a time (ms), or a fixed depth, whose moves do not depend on the machine's load. */
export type GoLimit = { readonly movetime: number } | { readonly depth: number };

/** The `go` command of a limit. */
export function goCommand(limit: GoLimit): string {
  return 'depth' in limit ? `go depth ${limit.depth}` : `go movetime ${limit.movetime}`;
}

/**
 * A UCI engine playing at `limit` per move (`go movetime` or `go depth`), with its options set.
 * The client is these few lines rather than node-uci: node-uci reads `bestmove` only as letters, digits and brackets, and
 * waits forever for a drop (P@e4), a shogi promotion (7g7f+) or a reverting form (a1a2-), which
 * every drop variant plays within a few moves.
 */
export async function uciPlayer(name: string, path: string, options: Record<string, string>, limit: GoLimit): Promise<Player> {
  const engine = spawnUci(path);
  engine.send('uci');
  await engine.until((line) => line === 'uciok');
  for (const [k, v] of Object.entries(options)) engine.send(`setoption name ${k} value ${v}`);
  engine.send('ucinewgame');
  engine.send('isready');
  await engine.until((line) => line === 'readyok');
  return {
    name,
    async move(moves) {
      engine.send(moves.length === 0 ? 'position startpos' : `position startpos moves ${moves.join(' ')}`);
      engine.send(goCommand(limit));
      const line = await engine.until((l) => /^bestmove\s/.test(l));
      return line.split(/\s+/)[1];
    },
    close: () => engine.quit(),
  };
}

interface UciProcess {
  send(command: string): void;
  /** The first line from now on that `match` accepts; rejects when the engine exits first. */
  until(match: (line: string) => boolean): Promise<string>;
  quit(): Promise<void>;
}

function spawnUci(path: string): UciProcess {
  const proc = spawn(path, [], { stdio: ['pipe', 'pipe', 'inherit'] });
  let waiting: { match: (line: string) => boolean; resolve: (line: string) => void; reject: (e: Error) => void } | null = null;
  let exited = false;
  const lines = createInterface({ input: proc.stdout });
  lines.on('line', (raw) => {
    const line = raw.trim();
    if (waiting?.match(line)) {
      const w = waiting;
      waiting = null;
      w.resolve(line);
    }
  });
  proc.on('exit', () => {
    exited = true;
    waiting?.reject(new Error(`${path} exited while a reply was awaited`));
    waiting = null;
  });
  return {
    send: (command) => void proc.stdin.write(`${command}\n`),
    until: (match) =>
      new Promise((resolve, reject) => {
        if (exited) reject(new Error(`${path} has exited`));
        else waiting = { match, resolve, reject };
      }),
    quit: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        proc.once('exit', () => resolve());
        proc.stdin.write('quit\n');
      }),
  };
}

export function randomPlayer(seed: number): Player {
  const rng = mulberry32(seed);
  return {
    name: 'random',
    move: async (_moves, legal) => legal[Math.floor(rng() * legal.length)],
    close: async () => {},
  };
}

export interface GameRecord {
  readonly white: string;
  readonly black: string;
  readonly moves: readonly string[];
  /** PGN's score, and the ending in words. */
  readonly score: string;
  readonly ending: string;
}

/** Plays one game; a player that answers an illegal move loses it. */
export async function playGame(engine: Engine, white: Player, black: Player, options: { maxPlies: number; randomPlies: number; seed: number }): Promise<GameRecord> {
  const pos = engine.start();
  const rng = mulberry32(options.seed);
  const moves: string[] = [];
  for (;;) {
    const result = engine.result(pos);
    if (result.over) return { white: white.name, black: black.name, moves, score: resultScore(result), ending: resultText(result, engine.plan) };
    if (moves.length >= options.maxPlies) return { white: white.name, black: black.name, moves, score: '1/2-1/2', ending: `adjudicated a draw after ${options.maxPlies} plies` };
    const legal = engine.moves(pos).map((m) => m.uci);
    const player = pos.side === 0 ? white : black;
    const move = moves.length < options.randomPlies ? legal[Math.floor(rng() * legal.length)] : await player.move(moves, legal);
    if (engine.playText(pos, move) !== null) {
      const score = pos.side === 0 ? '0-1' : '1-0';
      return { white: white.name, black: black.name, moves, score, ending: `${player.name} played an illegal move, ${move}` };
    }
    moves.push(move);
  }
}

export interface MatchScore {
  readonly games: readonly GameRecord[];
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** Points of `ours` (a win 1, a draw ½) over the games. */
  readonly score: number;
}

/** Plays `games` games between `ours` and `theirs`, alternating colours. */
export async function playMatch(
  engine: Engine,
  ours: Player,
  theirs: Player,
  options: { games: number; maxPlies: number; randomPlies: number; onGame?: (g: GameRecord, i: number) => void },
): Promise<MatchScore> {
  const games: GameRecord[] = [];
  let wins = 0;
  let draws = 0;
  for (let i = 0; i < options.games; i++) {
    const oursWhite = i % 2 === 0;
    const g = await playGame(engine, oursWhite ? ours : theirs, oursWhite ? theirs : ours, { maxPlies: options.maxPlies, randomPlies: options.randomPlies, seed: 1000 + Math.floor(i / 2) });
    games.push(g);
    if (g.score === '1/2-1/2') draws++;
    else if ((g.score === '1-0') === oursWhite) wins++;
    options.onGame?.(g, i);
  }
  const losses = games.length - wins - draws;
  return { games, wins, draws, losses, score: (wins + draws / 2) / Math.max(1, games.length) };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      variant: { type: 'string', default: 'chess' },
      'fsf-variant': { type: 'string' },
      opponent: { type: 'string', default: 'fsf' },
      skill: { type: 'string', default: '0' },
      games: { type: 'string', default: '10' },
      movetime: { type: 'string', default: '200' },
      'max-plies': { type: 'string', default: '300' },
      'random-plies': { type: 'string', default: '2' },
    },
  });
  const variant = values.variant!;
  const movetime = Number(values.movetime);
  const { engine } = await loadEngine(variant);
  const ours = await uciPlayer('fairyforge', fairyforgeScript(), { UCI_Variant: variant }, { movetime });
  const theirs =
    values.opponent === 'random'
      ? randomPlayer(7)
      : await uciPlayer(`fairy-stockfish (Skill Level ${values.skill})`, FAIRY_STOCKFISH, { UCI_Variant: values['fsf-variant'] ?? variant, 'Skill Level': values.skill! }, { movetime });
  const match = await playMatch(engine, ours, theirs, {
    games: Number(values.games),
    maxPlies: Number(values['max-plies']),
    randomPlies: Number(values['random-plies']),
    onGame: (g, i) => console.log(`game ${i + 1}: ${g.white} - ${g.black} ${g.score} (${g.ending}, ${g.moves.length} plies)`),
  });
  console.log(`${variant}: fairyforge vs ${theirs.name} at ${movetime} ms/move: +${match.wins} =${match.draws} -${match.losses}, score ${(100 * match.score).toFixed(1)}%`);
  await ours.close();
  await theirs.close();
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) await main();
