// `fairyforge xboard`: the Chess Engine Communication Protocol (CECP, version 2), as XBoard and
// WinBoard speak it. `protover 2` is answered by the features (setboard, usermove, ping, no
// signals, the bundled variants by their CECP names); then `new`, `variant`, `setboard`,
// `usermove`, `go`, `force`, `playother`, `undo`/`remove`, the clocks (`level`, `st`, `sd`,
// `time`, `otim`, in centiseconds), `post`/`nopost` thinking output, `?` (move now), `result`,
// `ping`, `quit`. The engine plays the colour it is told to and announces the games' ends with
// our runtime's result (`1-0 {White mates}`); a move it cannot play is refused as
// `Illegal move: …`. The search and its variant are cli/engine-session.ts's, shared with UCI.

import type { Engine } from '../runtime/use/engine.ts';
import type { GameResult } from '../runtime/legal/legal.ts';
import type { Position } from '../runtime/state/position.ts';
import { oneLine } from '../schema/quote.ts';
import { resultScore, resultText } from '../runtime/outcome/result.ts';
import type { SearchLimits } from '../search/limits.ts';
import { isMate, mateMoves } from '../search/score.ts';
import type { SearchInfo } from '../search/search.ts';
import { PACKAGE_VERSION } from '../loading/package-root.ts';
import { DEFAULT_VARIANT, EngineSession, runProtocol, type ProtocolSession } from './engine-session.ts';
import type { LineReader, LineStamp, ReaderWords } from './line-reader.ts';
import { variantNames } from './variant-source.ts';

/** Lines that end a search: `?` keeps its move; the others no longer want it. */
export const XBOARD_WORDS: ReaderWords = {
  stops: ['?'],
  aborts: ['quit', 'force', 'new', 'result', 'variant', 'setboard', 'undo', 'remove', 'edit', 'exit'],
  busyReplies: {},
};

/** Our names that CECP spells otherwise (XBoard's standard names and Fairy-Stockfish's). */
const CECP_NAMES: Readonly<Record<string, string>> = { chess: 'normal', threecheck: '3check', fivecheck: '5check' };

/** A bundled variant's CECP name. */
export function cecpName(name: string): string {
  return CECP_NAMES[name] ?? name;
}

/** The variant a CECP name means, or undefined when no bundled variant has it. */
export function variantOfCecp(cecp: string): string | undefined {
  return variantNames().find((n) => cecpName(n) === cecp || n === cecp);
}

/** A search score as CECP shows it: centipawns, a mate in n moves as ±(100000 + n). */
export function cecpScore(score: number): number {
  if (!isMate(score)) return score;
  const n = mateMoves(score);
  return n > 0 ? 100000 + n : -100000 + n;
}

/** A thinking line: ply, score, time in centiseconds, nodes, principal variation. */
export function thinkingLine(i: SearchInfo): string {
  return `${i.depth} ${cecpScore(i.score)} ${Math.round(i.timeMs / 10)} ${i.nodes} ${i.pv.join(' ')}`.trimEnd();
}

/** `level MPS BASE INC`: BASE in minutes or minutes:seconds, INC in seconds. */
export interface Level {
  readonly movesPerSession: number;
  readonly baseMs: number;
  readonly incMs: number;
}

export function parseLevel(words: readonly string[]): Level | undefined {
  const [mps, base, inc] = words;
  if (mps === undefined || base === undefined || inc === undefined) return undefined;
  const [min, sec = '0'] = base.split(':');
  const values = [Number(mps), Number(min), Number(sec), Number(inc)];
  if (!values.every((v) => Number.isFinite(v) && v >= 0)) return undefined;
  return { movesPerSession: Math.floor(values[0]), baseMs: (values[1] * 60 + values[2]) * 1000, incMs: values[3] * 1000 };
}

/** The search limits for our move: a fixed time (st), else our clock; a depth (sd) on top. */
export function cecpLimits(o: { st?: number; sd?: number; level?: Level; ourMs?: number; theirMs?: number; side: number; ourMovesPlayed: number }): SearchLimits {
  const depth = o.sd;
  if (o.st !== undefined) return { movetime: o.st, depth };
  const ours = o.ourMs ?? o.level?.baseMs;
  if (ours === undefined) return { depth };
  const inc = o.level?.incMs ?? 0;
  const mps = o.level?.movesPerSession ?? 0;
  const movestogo = mps > 0 ? mps - (o.ourMovesPlayed % mps) : undefined;
  const theirs = o.theirMs ?? ours;
  const [wtime, btime] = o.side === 0 ? [ours, theirs] : [theirs, ours];
  return { wtime, btime, winc: inc, binc: inc, movestogo, depth };
}

/** A game's end as CECP announces it: the score, then why in braces (`1-0 {White wins by checkmate}`). */
export function resultLine(result: GameResult, engine: Engine): string {
  const score = resultScore(result);
  // resultText is `score (why)`: the braces take the why
  const why = resultText(result, engine.plan).slice(score.length).trim().replace(/^\((.*)\)$/, '$1');
  return `${score} {${oneLine(why).replace(/[{}]/g, '')}}`;
}

/** One CECP conversation: each input line in, output lines out through `write`. */
export class XboardSession implements ProtocolSession {
  private readonly session: EngineSession;
  private pos: Position | undefined;
  /** The game: its start (FEN, or undefined for the variant's) and the moves played since. */
  private startFen: string | undefined;
  private moves: string[] = [];
  /** The colour the engine plays, or null in force mode. */
  private engineSide: 0 | 1 | null = 1;
  private post = false;
  private st: number | undefined;
  private sd: number | undefined;
  private level: Level | undefined;
  private ourMs: number | undefined;
  private theirMs: number | undefined;
  /** The game's end was announced (by us or by `result`): no more moves. */
  private finished = false;

  constructor(
    private readonly write: (line: string) => void,
    private readonly reader: Pick<LineReader, 'flags' | 'stopped' | 'aborted'>,
  ) {
    this.session = new EngineSession((text) => this.write(`tellusererror ${text}`), reader);
  }

  async handle(line: string, stamp: LineStamp): Promise<boolean> {
    const words = line.trim().split(/\s+/);
    const arg = words.slice(1);
    switch (words[0]) {
      case 'protover':
        this.features();
        break;
      case 'new':
        await this.newGame();
        break;
      case 'variant':
        await this.variant(arg[0] ?? '');
        break;
      case 'setboard':
        await this.setboard(arg.join(' '));
        break;
      case 'usermove':
        await this.usermove(arg[0] ?? '', stamp);
        break;
      case 'go':
        await this.ensurePosition();
        this.engineSide = this.pos!.side as 0 | 1;
        await this.think(stamp);
        break;
      case 'playother':
        await this.ensurePosition();
        this.engineSide = (1 - this.pos!.side) as 0 | 1;
        break;
      case 'force':
      case 'result':
        this.engineSide = null;
        if (words[0] === 'result') this.finished = true;
        break;
      case 'undo':
      case 'remove':
        await this.takeBack(words[0] === 'undo' ? 1 : 2);
        break;
      case 'level':
        this.level = parseLevel(arg);
        this.st = undefined;
        break;
      case 'st':
        this.st = this.seconds(arg[0]);
        break;
      case 'sd':
        this.sd = this.positive(arg[0]);
        break;
      case 'time':
        this.ourMs = this.centiseconds(arg[0]);
        break;
      case 'otim':
        this.theirMs = this.centiseconds(arg[0]);
        break;
      case 'post':
      case 'nopost':
        this.post = words[0] === 'post';
        break;
      case 'ping':
        this.write(`pong ${arg[0] ?? ''}`.trimEnd());
        break;
      case 'memory':
        this.session.setHash(Number(arg[0]));
        break;
      case 'quit':
        return false;
      // what the GUI may send that changes nothing here
      case 'xboard':
      case 'accepted':
      case 'rejected':
      case 'random':
      case 'hard':
      case 'easy':
      case 'computer':
      case 'name':
      case 'rating':
      case 'ics':
      case 'draw':
      case 'cores':
      case '?':
      case '':
        break;
      default:
        this.write(`Error (unknown command): ${oneLine(words[0]).slice(0, 64)}`);
    }
    return true;
  }

  private features(): void {
    // each CECP name once: the bundled normal is FSF's other name for chess, which CECP calls normal
    const variants = [...new Set(variantNames().map(cecpName))].join(',');
    const features = [
      `myname="fairyforge ${PACKAGE_VERSION}"`,
      'setboard=1',
      'usermove=1',
      'ping=1',
      'time=1',
      'draw=0',
      'sigint=0',
      'sigterm=0',
      'reuse=1',
      'analyze=0',
      'colors=0',
      'memory=1',
      `variants="${variants}"`,
    ];
    this.write(`feature ${features.join(' ')}`);
    this.write('feature done=1');
  }

  /** `new`: standard chess (a `variant` command follows for another), the engine Black, no depth limit, fresh clocks. */
  private async newGame(): Promise<void> {
    if (this.session.variantName !== DEFAULT_VARIANT) await this.session.select(DEFAULT_VARIANT);
    const { search } = await this.session.ensureLoaded();
    search.clear();
    this.reset(undefined);
    this.engineSide = 1;
    this.sd = undefined;
    this.ourMs = undefined;
    this.theirMs = undefined;
  }

  private async variant(cecp: string): Promise<void> {
    const name = variantOfCecp(cecp);
    if (name === undefined) {
      this.write(`Error (unknown variant): ${oneLine(cecp).slice(0, 64)}`);
      return;
    }
    if (await this.session.select(name)) this.reset(undefined);
  }

  private async setboard(fen: string): Promise<void> {
    const { engine } = await this.session.ensureLoaded();
    const parsed = engine.parseFen(fen);
    if (!parsed.ok) {
      this.write(`tellusererror Illegal position: ${oneLine(parsed.error.message)}`);
      return;
    }
    this.reset(fen);
    this.pos = parsed.pos;
  }

  private reset(fen: string | undefined): void {
    this.startFen = fen;
    this.moves = [];
    this.pos = undefined;
    this.finished = false;
  }

  /** The game's position, built from its start and moves when a new game or variant dropped it. */
  private async ensurePosition(): Promise<Engine> {
    const { engine } = await this.session.ensureLoaded();
    if (this.pos) return engine;
    const parsed = this.startFen === undefined ? undefined : engine.parseFen(this.startFen);
    this.pos = parsed?.ok ? parsed.pos : engine.start();
    for (const m of this.moves) engine.playMoveText(this.pos, m, false);
    return engine;
  }

  private async usermove(text: string, stamp: LineStamp): Promise<void> {
    const engine = await this.ensurePosition();
    // the GUI decides draw claims: it may go on past a repetition or move rule nobody claimed
    const found = engine.playMoveText(this.pos!, text, false);
    if (!found.ok) {
      this.write(`Illegal move: ${oneLine(text).slice(0, 64)}`);
      return;
    }
    this.moves.push(found.move.uci);
    if (this.announceEnd(engine)) return;
    if (this.engineSide === this.pos!.side) await this.think(stamp);
  }

  private async takeBack(plies: number): Promise<void> {
    await this.session.ensureLoaded();
    this.moves = this.moves.slice(0, Math.max(0, this.moves.length - plies));
    this.pos = undefined;
    this.finished = false;
    await this.ensurePosition();
  }

  /** Searches, then plays and sends the move (unless a line read meanwhile no longer wants it). */
  private async think(stamp: LineStamp): Promise<void> {
    const engine = await this.ensurePosition();
    if (this.announceEnd(engine)) return;
    const pos = this.pos!;
    const limits = cecpLimits({ st: this.st, sd: this.sd, level: this.level, ourMs: this.ourMs, theirMs: this.theirMs, side: pos.side, ourMovesPlayed: this.ourMovesPlayed(pos.side) });
    const result = this.session.think(pos, limits, stamp, (i) => {
      if (this.post) this.write(thinkingLine(i));
    });
    if (this.reader.aborted(stamp) || result.move === null) return;
    engine.playText(pos, result.move);
    this.moves.push(result.move);
    this.write(`move ${result.move}`);
    this.announceEnd(engine);
  }

  /** Moves the side to move has played in this game (for the moves left in a session). */
  private ourMovesPlayed(side: number): number {
    // the side to move made every other ply, ending with the one before the last
    return Math.floor((this.moves.length + (side === 0 ? 1 : 0)) / 2);
  }

  /** Sends the game's result once it is over; true when it is. */
  private announceEnd(engine: Engine): boolean {
    const result = engine.result(this.pos!);
    if (!result.over) return false;
    if (!this.finished) this.write(resultLine(result, engine));
    this.finished = true;
    return true;
  }

  private seconds(text: string | undefined): number | undefined {
    const n = Number(text);
    return Number.isFinite(n) && n > 0 ? n * 1000 : undefined;
  }

  private positive(text: string | undefined): number | undefined {
    const n = Math.floor(Number(text));
    return Number.isFinite(n) && n > 0 ? n : undefined;
  }

  private centiseconds(text: string | undefined): number | undefined {
    const n = Number(text);
    return Number.isFinite(n) ? Math.max(0, n * 10) : undefined;
  }
}

/** Runs the CECP conversation on standard input and output until `quit` or the end of input. */
export function xboardCommand(): Promise<number> {
  return runProtocol(XBOARD_WORDS, (write, reader) => new XboardSession(write, reader));
}
