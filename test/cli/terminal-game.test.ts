// `fairyforge play <variant> --vs engine` as a person plays it: in a real terminal (tmux, on a
// server of the test's own), keys sent with send-keys, the screen read with capture-pane. A
// move typed as SAN appears on the drawn board and the engine answers; a mate typed by the
// person ends the game with the result in words; the engine finds and plays a mate; a 16x16
// board is drawn whole. The mates are the textbook back-rank mate (Ra8#) and its mirror.

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ROOT } from '../cli-run.ts';

const SERVER = `fairyforge-test-${process.pid}`;
const BIN = join(ROOT, 'bin', 'fairyforge.js');

function tmux(...args: string[]): string {
  return execFileSync('tmux', ['-L', SERVER, ...args], { encoding: 'utf8' });
}

const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

/** Starts the game in a detached session of its own; answers the session's name. */
function startGame(name: string, args: readonly string[]): string {
  const command = [process.execPath, BIN, 'play', ...args].map(quote).join(' ');
  // the exit code is shown once the game ends, for the tests of how it ends
  tmux('new-session', '-d', '-s', name, '-x', '120', '-y', '60', `${command}; echo "exit code $?"; sleep 30`);
  return name;
}

const screen = (session: string): string => tmux('capture-pane', '-p', '-t', session, '-S', '-200');

/** Waits until the screen shows `pattern` (the engine and node start-up may take seconds on a loaded machine). */
async function waitFor(session: string, pattern: RegExp, timeoutMs = 60_000): Promise<string> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const text = screen(session);
    if (pattern.test(text)) return text;
    if (Date.now() > end) throw new Error(`the screen never showed ${pattern}:\n${text}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const type = (session: string, text: string): void => {
  tmux('send-keys', '-t', session, '-l', text);
  tmux('send-keys', '-t', session, 'Enter');
};

afterAll(() => {
  try {
    tmux('kill-server');
  } catch {
    // no server left: every session ended
  }
});

describe('play --vs engine in tmux', () => {
  test('a SAN move is drawn on the board and the engine answers with a legal move', async () => {
    const s = startGame('opening', ['chess', '--vs', 'engine', '--movetime', '100']);
    await waitFor(s, /White to move \(move 1\)/);
    type(s, 'e4');
    const text = await waitFor(s, /fairyforge plays \S+ \([a-h][1-8][a-h][1-8]\)[\s\S]*White to move \(move 2\)/);
    expect(text).toContain('You play e4 (e2e4)');
    // the last board drawn: White's pawn on e4, e2 empty
    const boards = text.split('fairyforge plays');
    const last = boards[boards.length - 1];
    expect(last).toMatch(/^ 4 · · · · ♙ · · ·$/m);
    expect(last).toMatch(/^ 2 ♙ ♙ ♙ ♙ · ♙ ♙ ♙$/m);
    type(s, 'Ke3');
    await waitFor(s, /"Ke3" is not a legal move here/);
    type(s, 'quit');
    await waitFor(s, /Game abandoned\./);
  });

  test('the person mates: the game ends with the result', async () => {
    const s = startGame('mate', ['chess', '--vs', 'engine', '--fen', '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1']);
    await waitFor(s, /White to move/);
    type(s, 'Ra8#');
    await waitFor(s, /Game over: 1-0 \(White wins by checkmate\)/);
  });

  test('the engine mates the person who plays Black', async () => {
    const s = startGame('mated', ['chess', '--vs', 'engine', '--color', 'black', '--movetime', '300', '--fen', '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1']);
    const text = await waitFor(s, /Game over: 1-0 \(White wins by checkmate\)/);
    expect(text).toContain('fairyforge plays Ra8# (a1a8), score mate 1');
  });

  test('a 16x16 board is drawn whole, ranks 16 to 1 and files a to p', async () => {
    const file = join(ROOT, 'test', 'fixtures', 'big-board.yaml');
    const s = startGame('big', [file, '--vs', 'engine', '--ascii']);
    const text = await waitFor(s, /White to move/);
    expect(text).toMatch(/^16 /m);
    expect(text).toMatch(/^ 1 /m);
    expect(text).toContain('   a b c d e f g h i j k l m n o p');
    type(s, 'quit');
  });

  test('Ctrl-C while the engine thinks ends the game at once: exit code 130 and one line on stderr', async () => {
    // a 60-second think: only an interrupted search ends within the test's few seconds
    const s = startGame('interrupt', ['chess', '--vs', 'engine', '--color', 'black', '--movetime', '60000']);
    await waitFor(s, /fairyforge is thinking…/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const pressed = Date.now();
    tmux('send-keys', '-t', s, 'C-c');
    const text = await waitFor(s, /exit code \d+/, 10_000);
    expect(Date.now() - pressed).toBeLessThan(3000);
    expect(text).toMatch(/^fairyforge: game interrupted by Ctrl-C$/m);
    expect(text).toMatch(/^exit code 130$/m);
    expect(text).not.toMatch(/fairyforge plays \S+ \([a-p]\d/);
  });

  test('Ctrl-C at the prompt ends the game the same way', async () => {
    const s = startGame('interrupt-prompt', ['chess', '--vs', 'engine']);
    await waitFor(s, /White to move \(move 1\)/);
    tmux('send-keys', '-t', s, 'C-c');
    const text = await waitFor(s, /exit code \d+/, 10_000);
    expect(text).toMatch(/^fairyforge: game interrupted by Ctrl-C$/m);
    expect(text).toMatch(/^exit code 130$/m);
  });

  test('"moves" lists the legal moves sorted: pawn moves, then each piece by letter, each by SAN', async () => {
    const s = startGame('moves', ['chess', '--vs', 'engine']);
    await waitFor(s, /White to move \(move 1\)/);
    type(s, 'moves');
    const text = await waitFor(s, /^a3 .*Nh3$/m);
    expect(text).toMatch(/^a3 a4 b3 b4 c3 c4 d3 d4 e3 e4 f3 f4 g3 g4 h3 h4 Na3 Nc3 Nf3 Nh3$/m);
    type(s, 'quit');
  });

  test('an illegal move suggests the legal moves nearest to what was typed', async () => {
    const s = startGame('nearest', ['chess', '--vs', 'engine', '--fen', 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2']);
    await waitFor(s, /White to move/);
    type(s, 'e4');
    const text = await waitFor(s, /"e4" is not a legal move here/);
    expect(text).toMatch(/"e4" is not a legal move here \(nearest legal: e5, exd5, /);
    type(s, 'quit');
  });
});
