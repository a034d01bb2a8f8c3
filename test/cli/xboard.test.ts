// `fairyforge xboard` spoken to as a GUI speaks CECP v2: a child process fed line by line, its
// answers awaited line by line. Moves are checked by chess.js (an outside rules library), mates
// and variant endings by chess.js and the goal-variant position of test/search/search.test.ts; the
// protocol's own figures (level, time in centiseconds, mate scores) by their definitions in the
// CECP specification. The GUI itself (Debian's xboard under Xvfb) is test/cli/xboard-gui.test.ts.

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { Chess } from 'chess.js';
import { afterEach, describe, expect, test } from 'vitest';
import { cecpLimits, cecpName, cecpScore, parseLevel, variantOfCecp } from '../../cli/xboard.ts';
import { bundledNames } from '../../lib/source.ts';
import { MATE } from '../../search/score.ts';
import { ROOT } from '../cli-run.ts';

/** The engine as a child process: lines out, and a wait for the next line matching a pattern. */
class Cecp {
  readonly child: ChildProcessWithoutNullStreams;
  readonly lines: string[] = [];
  private seen = 0;
  private wake: (() => void) | undefined;

  constructor() {
    this.child = spawn(process.execPath, [join(ROOT, 'bin', 'fairyforge.js'), 'xboard'], { cwd: ROOT });
    let pending = '';
    this.child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const parts = pending.split('\n');
      pending = parts.pop()!;
      this.lines.push(...parts);
      this.wake?.();
    });
  }

  send(...lines: string[]): void {
    this.child.stdin.write(lines.map((l) => `${l}\n`).join(''));
  }

  /** The next unread line matching `pattern` (lines before it are passed over). */
  async expect(pattern: RegExp, timeoutMs = 20_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.seen < this.lines.length) {
        const line = this.lines[this.seen++];
        if (pattern.test(line)) return line;
      }
      if (Date.now() > deadline) throw new Error(`no line matching ${pattern}; got:\n${this.lines.join('\n')}`);
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, 200);
      });
    }
  }

  /** A ping answered: every line before it has been handled. */
  async sync(n: number): Promise<string[]> {
    const from = this.seen;
    this.send(`ping ${n}`);
    await this.expect(new RegExp(`^pong ${n}$`));
    return this.lines.slice(from, this.seen - 1);
  }
}

let engines: Cecp[] = [];
/** An engine past the feature negotiation. */
async function start(): Promise<Cecp> {
  const e = new Cecp();
  engines.push(e);
  e.send('xboard', 'protover 2');
  await e.expect(/^feature done=1$/);
  return e;
}
afterEach(() => {
  for (const e of engines) e.child.kill();
  engines = [];
});

describe('fairyforge xboard', () => {
  test('protover 2: features with done=1, no signals, every bundled variant by its CECP name', async () => {
    const e = await start();
    const feature = e.lines.find((l) => /^feature .*variants=/.test(l))!;
    for (const f of ['setboard=1', 'usermove=1', 'ping=1', 'sigint=0', 'sigterm=0']) expect(feature).toContain(f);
    expect(feature).toMatch(/myname="fairyforge [^"]+"/);
    const variants = /variants="([^"]*)"/.exec(feature)![1].split(',');
    expect(variants).toContain('normal');
    expect(variants).toContain('3check');
    expect(variants).not.toContain('chess');
    // each name once; every bundled variant is reached by its CECP name (normal.yaml, FSF's other
    // name for chess, by chess's: the same game)
    expect(new Set(variants).size).toBe(variants.length);
    expect(variants.map((v) => variantOfCecp(v)).sort()).toEqual([...new Set(bundledNames().map((n) => variantOfCecp(cecpName(n))))].sort());
    expect(variants.length).toBe(bundledNames().length - 1);
  });

  test('a game of chess: the engine answers as Black, every move legal for chess.js', async () => {
    const e = await start();
    e.send('new', 'sd 2', 'post');
    const board = new Chess();
    for (const user of ['e2e4', 'g1f3', 'f1c4']) {
      if (!board.moves({ verbose: true }).some((m) => m.lan === user)) break;
      board.move(user);
      e.send(`usermove ${user}`);
      const answer = (await e.expect(/^move /)).slice(5);
      expect(board.moves({ verbose: true }).map((m) => m.lan)).toContain(answer);
      board.move(answer);
    }
    // post: thinking lines of ply, score, centiseconds, nodes, pv before each move
    expect(e.lines.some((l) => /^2 -?\d+ \d+ \d+ \S+/.test(l))).toBe(true);
  });

  test('an illegal move is refused and changes nothing', async () => {
    const e = await start();
    e.send('new', 'force', 'usermove e2e5', 'usermove e2e4');
    expect(await e.sync(1)).toEqual(['Illegal move: e2e5']);
    e.send('usermove e7e5', 'usermove e1e2', 'sd 1', 'go');
    // Black to move after e2e4 e7e5 Ke2 — the engine plays Black
    const answer = (await e.expect(/^move /)).slice(5);
    const board = new Chess();
    for (const m of ['e2e4', 'e7e5', 'e1e2']) board.move(m);
    expect(board.moves({ verbose: true }).map((m) => m.lan)).toContain(answer);
  });

  test('a game goes on past a repetition the GUI did not end: the engine claims it, then takes the next moves', async () => {
    const e = await start();
    e.send('new', 'force', ...['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8'].map((m) => `usermove ${m}`));
    expect(await e.sync(1)).toEqual(['1/2-1/2 {draw by repetition}']);
    // FIDE's threefold repetition is a draw a player may claim; a game loaded from PGN plays on
    e.send('usermove e2e4', 'sd 1', 'go');
    const answer = (await e.expect(/^(move |Illegal move)/)).slice(5);
    const board = new Chess();
    board.move('e2e4');
    expect(board.moves({ verbose: true }).map((m) => m.lan)).toContain(answer);
  });

  test('force mode: moves are only recorded; go makes the engine play the side to move', async () => {
    const e = await start();
    e.send('new', 'force', 'usermove e2e4', 'usermove e7e5');
    expect(await e.sync(1)).toEqual([]);
    e.send('sd 1', 'go');
    const answer = (await e.expect(/^move /)).slice(5);
    const board = new Chess();
    board.move('e2e4');
    board.move('e7e5');
    expect(board.moves({ verbose: true }).map((m) => m.lan)).toContain(answer);
  });

  test('setboard and a mate in one: the engine mates and announces 1-0', async () => {
    const e = await start();
    const fen = '7k/8/8/8/8/8/5R2/K5R1 w - - 0 1';
    e.send('new', 'force', `setboard ${fen}`, 'sd 3', 'go');
    const answer = (await e.expect(/^move /)).slice(5);
    const board = new Chess(fen);
    board.move(answer);
    expect(board.isCheckmate()).toBe(true);
    expect(await e.expect(/^(1-0|0-1|1\/2-1\/2) /)).toMatch(/^1-0 \{White wins by checkmate\}$/);
  });

  test('the opponent mates: the engine announces 0-1 and plays no more', async () => {
    const e = await start();
    e.send('new', 'force', 'setboard k7/8/8/8/8/8/5r2/K5r1 w - - 0 1', 'usermove a1b1', 'go', 'usermove f2h2');
    expect(await e.expect(/^(1-0|0-1|1\/2-1\/2) /)).toBe('0-1 {Black wins by checkmate}');
    expect((await e.sync(2)).filter((l) => l.startsWith('move '))).toEqual([]);
  });

  test('variant 3check: the third check ends the game', async () => {
    const e = await start();
    e.send('new', 'variant 3check', 'force', 'setboard rnbqkbnr/ppp2ppp/3p4/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1+3 0 3', 'sd 3', 'go');
    expect(await e.expect(/^move /)).toBe('move f1b5');
    expect(await e.expect(/^(1-0|0-1|1\/2-1\/2) /)).toMatch(/^1-0 \{White gave 3 checks\}$/);
  });

  test('new returns to standard chess: a king of the hill win is no longer seen', async () => {
    const e = await start();
    // two kings alone: in king of the hill White reaches the centre in two moves (mate in 2, 100002)
    e.send('new', 'variant kingofthehill', 'force', 'setboard k7/8/8/8/8/8/2K5/8 w - - 0 1', 'post', 'sd 4', 'go');
    await e.expect(/^move /);
    expect(e.lines.some((l) => /^\d+ 100002 /.test(l))).toBe(true);
    const from = e.lines.length;
    e.send('new', 'force', 'setboard k7/8/8/8/8/8/2K5/8 w - - 0 1', 'post', 'sd 4', 'go');
    await e.expect(/^(move |1\/2-1\/2)/);
    expect(e.lines.slice(from).some((l) => /^\d+ 1000\d\d /.test(l))).toBe(false);
  });

  test('an unknown variant and an unknown command are errors; setboard of a bad FEN is refused', async () => {
    const e = await start();
    e.send('variant nosuchvariant', 'frobnicate', 'setboard 8/8/8 w');
    const lines = await e.sync(3);
    expect(lines[0]).toBe('Error (unknown variant): nosuchvariant');
    expect(lines[1]).toBe('Error (unknown command): frobnicate');
    expect(lines[2]).toMatch(/^tellusererror Illegal position: /);
  });

  test('? makes the engine move now, within a fixed time of 1000 s per move', async () => {
    const e = await start();
    e.send('new', 'st 1000', 'go');
    await new Promise((r) => setTimeout(r, 300));
    e.send('?');
    const answer = (await e.expect(/^move /)).slice(5);
    expect(new Chess().moves({ verbose: true }).map((m) => m.lan)).toContain(answer);
  });

  test('on a clock (level, time, otim) the engine answers legal moves as White', async () => {
    const e = await start();
    e.send('new', 'level 40 0:30 0', 'time 3000', 'otim 3000', 'go');
    const answer = (await e.expect(/^move /)).slice(5);
    const board = new Chess();
    expect(board.moves({ verbose: true }).map((m) => m.lan)).toContain(answer);
    board.move(answer);
    const reply = board.moves({ verbose: true })[0].lan;
    board.move(reply);
    e.send('time 2900', 'otim 2900', `usermove ${reply}`);
    const second = (await e.expect(/^move /)).slice(5);
    expect(board.moves({ verbose: true }).map((m) => m.lan)).toContain(second);
  });
});

describe('CECP figures', () => {
  test('variant names: normal is chess, 3check and 5check are threecheck and fivecheck', () => {
    expect(cecpName('chess')).toBe('normal');
    expect(variantOfCecp('normal')).toBe('chess');
    expect(variantOfCecp('3check')).toBe('threecheck');
    expect(variantOfCecp('5check')).toBe('fivecheck');
    expect(variantOfCecp('xiangqi')).toBe('xiangqi');
    expect(variantOfCecp('nosuch')).toBeUndefined();
  });

  test('level MPS BASE INC: base in minutes or minutes:seconds, increment in seconds', () => {
    expect(parseLevel(['40', '5', '0'])).toEqual({ movesPerSession: 40, baseMs: 300_000, incMs: 0 });
    expect(parseLevel(['0', '2:30', '2'])).toEqual({ movesPerSession: 0, baseMs: 150_000, incMs: 2000 });
    expect(parseLevel(['40', 'x', '0'])).toBeUndefined();
  });

  test('limits: st is a fixed time, else the clocks; moves to the session end from MPS', () => {
    expect(cecpLimits({ st: 2000, side: 0, ourMovesPlayed: 0 })).toEqual({ movetime: 2000, depth: undefined });
    const level = { movesPerSession: 40, baseMs: 300_000, incMs: 1000 };
    expect(cecpLimits({ level, ourMs: 100_000, theirMs: 90_000, side: 1, ourMovesPlayed: 45 })).toEqual({ wtime: 90_000, btime: 100_000, winc: 1000, binc: 1000, movestogo: 35, depth: undefined });
    expect(cecpLimits({ sd: 4, side: 0, ourMovesPlayed: 0 })).toEqual({ depth: 4 });
  });

  test('scores: centipawns, and a mate in n moves as 100000 + n (negative when mated)', () => {
    expect(cecpScore(35)).toBe(35);
    expect(cecpScore(MATE - 1)).toBe(100001);
    expect(cecpScore(MATE - 3)).toBe(100002);
    expect(cecpScore(-(MATE - 2))).toBe(-100001);
  });
});
