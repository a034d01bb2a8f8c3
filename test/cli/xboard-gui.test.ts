// fairyforge under a real GUI: Debian's xboard, on a virtual X display (Xvfb), runs a one-game
// match of fairyforge (first engine, White) against Debian's native Fairy-Stockfish — once over
// CECP (`fairyforge xboard`), once over UCI through Debian's polyglot adapter (`-fUCI`). xboard
// referees (it refuses illegal moves and adjudicates mates) and saves the game as PGN; the PGN
// is read back with chess.js: every move legal from the start, the game finished with a result
// that is not an illegal move, a crash or an abort. One screenshot of the board per game is kept
// in test-artifacts/ (gitignored). A game is 8 seconds a side (xboard calls the flag), so the
// default run stays well under a minute; FAIRYFORGE_LONG=1 adds a two-game match at 30 s a side.
// Skipped, with the missing programs named, only when they are absent
// (.ci/run installs them: apt-get install xboard polyglot xvfb imagemagick fairy-stockfish).

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Chess } from 'chess.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROOT } from '../cli-run.ts';
import { LONG } from '../support.ts';

const PROGRAMS = {
  xboard: '/usr/games/xboard',
  polyglot: '/usr/games/polyglot',
  Xvfb: '/usr/bin/Xvfb',
  'fairy-stockfish': '/usr/games/fairy-stockfish',
  import: '/usr/bin/import',
  identify: '/usr/bin/identify',
};
const MISSING = Object.entries(PROGRAMS)
  .filter(([, path]) => !existsSync(path))
  .map(([name]) => name);
const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));
/** Longest a one-game match may take before it is killed (8 s a side, plus start-up). */
const GAME_LIMIT_MS = 60_000;

const run = MISSING.length === 0 ? describe : describe.skip;
const title = MISSING.length === 0 ? 'fairyforge in xboard against Fairy-Stockfish' : `fairyforge in xboard (skipped: ${MISSING.join(', ')} not installed)`;

let dir = '';
let display = '';
let xvfb: ChildProcess | undefined;

/** An executable that runs a fairyforge command (GUIs and adapters start engines by one path). */
function script(name: string, command: string): string {
  const file = join(dir, name);
  writeFileSync(file, `#!/bin/sh\nexec "${process.execPath}" "${join(ROOT, 'bin', 'fairyforge.js')}" ${command}\n`);
  chmodSync(file, 0o755);
  return file;
}

/** Starts Xvfb on a free display, which it names on file descriptor 3. */
function startXvfb(): Promise<string> {
  return new Promise((resolve, reject) => {
    xvfb = spawn(PROGRAMS.Xvfb, ['-displayfd', '3', '-screen', '0', '1024x768x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
    let out = '';
    const timer = setTimeout(() => reject(new Error('Xvfb named no display within 20 s')), 20_000);
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) {
        clearTimeout(timer);
        resolve(`:${out.trim()}`);
      }
    });
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
  });
}

/** Ends what is left of a process's group (xboard leads its own; the engines it started are in it). */
function killGroup(child: ChildProcess | undefined): void {
  if (child?.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

interface Match {
  readonly pgn: string;
  readonly screenshot: string;
}

/** Runs xboard for a match (its own options given) and returns the saved PGN and a screenshot taken mid-game. */
async function xboardMatch(name: string, engineArgs: readonly string[], games: number, seconds: number): Promise<Match> {
  const pgnFile = join(dir, `${name}.pgn`);
  const screenshot = join(ARTIFACTS, `xboard-${name}.png`);
  rmSync(screenshot, { force: true });
  const args = [
    ...engineArgs,
    ...['-mg', String(games), '-tc', `0:${String(seconds).padStart(2, '0')}`, '-inc', '0', '-autoCallFlag', 'true'],
    ...['-sgf', pgnFile, '-xexit', '-settingsFile', join(dir, 'xboardrc'), '-saveSettingsOnExit', 'false'],
    ...['-debug', '-nameOfDebugFile', join(dir, `${name}.debug`)],
  ];
  const env = { ...process.env, DISPLAY: display, PATH: `/usr/games:${process.env.PATH ?? ''}` };
  const xboard = spawn(PROGRAMS.xboard, args, { cwd: dir, env, detached: true, stdio: 'ignore' });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`xboard did not finish within ${GAME_LIMIT_MS * games} ms`)), GAME_LIMIT_MS * games);
      // the board, a few seconds into the game
      const shot = setTimeout(() => {
        try {
          execFileSync(PROGRAMS.import, ['-window', 'root', '-display', display, screenshot], { timeout: 20_000 });
        } catch {
          // the game may have ended already: the test says a screenshot is missing
        }
      }, 4_000);
      xboard.on('exit', () => {
        clearTimeout(timer);
        clearTimeout(shot);
        resolve();
      });
    });
  } finally {
    killGroup(xboard);
  }
  if (!existsSync(pgnFile)) throw new Error(`xboard saved no game; its debug file:\n${readDebug(name)}`);
  return { pgn: readFileSync(pgnFile, 'utf8'), screenshot };
}

function readDebug(name: string): string {
  const file = join(dir, `${name}.debug`);
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-40).join('\n') : '(none)';
}

/** The games of a PGN file, each replayed by chess.js (which throws on an illegal move). */
function games(pgn: string): { headers: Record<string, string>; board: Chess; ending: string }[] {
  return pgn
    .split(/\n(?=\[Event )/)
    .filter((g) => g.trim() !== '')
    .map((text) => {
      const board = new Chess();
      // the moves without xboard's comments (chess.js refuses two comments in a row)
      board.loadPgn(text.replace(/\{[^}]*\}/g, ' '));
      // xboard's last comment says how the game ended
      const comments = [...text.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
      return { headers: board.getHeaders() as Record<string, string>, board, ending: comments[comments.length - 1] ?? '' };
    });
}

/** Checks a finished game of fairyforge (as `white` or `black`) in the PGN. */
function expectFinished(g: ReturnType<typeof games>[number], fairyforgeColour: 'White' | 'Black'): void {
  expect(g.headers[fairyforgeColour]).toMatch(/^fairyforge /);
  expect(['1-0', '0-1', '1/2-1/2']).toContain(g.headers.Result);
  expect(g.ending).not.toMatch(/illegal|crash|abort|exit|disconnect|false/i);
  // a real game: fairyforge made moves (chess.js replayed them all from the start)
  expect(g.board.history().length).toBeGreaterThanOrEqual(4);
}

/** The screenshot is a picture of a board: an image of the display's size, not one flat colour. */
function expectBoardPicture(file: string): void {
  expect(existsSync(file), `no screenshot ${file}`).toBe(true);
  const [width, height, deviation] = execFileSync(PROGRAMS.identify, ['-format', '%w %h %[fx:standard_deviation]', file], { encoding: 'utf8' }).split(' ').map(Number);
  expect([width, height]).toEqual([1024, 768]);
  expect(deviation).toBeGreaterThan(0.05);
}

beforeAll(async () => {
  if (MISSING.length > 0) return;
  dir = mkdtempSync(join(tmpdir(), 'fairyforge-xboard-'));
  mkdirSync(ARTIFACTS, { recursive: true });
  display = await startXvfb();
}, 30_000);

afterAll(() => {
  xvfb?.kill('SIGKILL');
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

run(title, () => {
  test('over CECP: fairyforge xboard plays a whole game of chess', async () => {
    const m = await xboardMatch('cecp', ['-fcp', script('fairyforge-xboard', 'xboard'), '-fd', dir, '-scp', PROGRAMS['fairy-stockfish'], '-sd', dir], 1, 8);
    const [g] = games(m.pgn);
    expectFinished(g, 'White');
    expectBoardPicture(m.screenshot);
  }, 90_000);

  test('over UCI through polyglot: fairyforge uci plays a whole game of chess', async () => {
    const adapter = `${PROGRAMS.polyglot} -noini -ec "%fcp" -ed "%fd"`;
    const m = await xboardMatch('uci-polyglot', ['-fcp', script('fairyforge-uci', 'uci'), '-fd', dir, '-fUCI', '-adapterCommand', adapter, '-scp', PROGRAMS['fairy-stockfish'], '-sd', dir], 1, 8);
    const [g] = games(m.pgn);
    expectFinished(g, 'White');
    expectBoardPicture(m.screenshot);
  }, 90_000);

  (LONG ? test : test.skip)('FAIRYFORGE_LONG=1: a two-game match at 30 s a side, colours alternating', async () => {
    const m = await xboardMatch('cecp-match', ['-fcp', script('fairyforge-xboard', 'xboard'), '-fd', dir, '-scp', PROGRAMS['fairy-stockfish'], '-sd', dir], 2, 30);
    const played = games(m.pgn);
    expect(played).toHaveLength(2);
    expectFinished(played[0], 'White');
    expectFinished(played[1], 'Black');
  }, 300_000);
});
