// `fairyforge uci`: the Universal Chess Interface, spoken as Fairy-Stockfish speaks it for
// variants: `UCI_Variant` (a combo of the bundled variants) chooses the variant, `VariantPath`
// loads one from a YAML file (and selects it), then `position startpos|fen … [moves …]`,
// `go` (depth, nodes, movetime, wtime/btime/winc/binc/movestogo, infinite), `stop`,
// `isready`, `ucinewgame`, `quit`. The search (search/search.ts) runs on this thread; standard
// input is read on another (cli/line-reader.ts), which sets the stop flag the search polls;
// the variant, its search and the input loop are cli/engine-session.ts's, shared with CECP.

import type { Engine } from '../runtime/use/engine.ts';
import type { Position } from '../runtime/state/position.ts';
import { oneLine } from '../schema/quote.ts';
import type { SearchLimits } from '../search/limits.ts';
import { isMate, mateMoves } from '../search/score.ts';
import type { SearchInfo } from '../search/search.ts';
import { PACKAGE_VERSION } from '../loading/package-root.ts';
import { DEFAULT_HASH_MB, DEFAULT_VARIANT, EngineSession, runProtocol, type ProtocolSession } from './engine-session.ts';
import { UCI_WORDS, type LineReader, type LineStamp } from './line-reader.ts';
import { variantNames } from './variant-source.ts';

/** The numeric `go` parameters, by their UCI names. */
const GO_NUMBERS = ['depth', 'nodes', 'movetime', 'wtime', 'btime', 'winc', 'binc', 'movestogo', 'mate'] as const;

/** UCI's `score` of a search score: `cp N`, or `mate N` in moves (negative when mated). */
export function uciScore(score: number): string {
  return isMate(score) ? `mate ${mateMoves(score)}` : `cp ${score}`;
}

export function infoLine(i: SearchInfo): string {
  const nps = i.timeMs > 0 ? Math.round((i.nodes * 1000) / i.timeMs) : i.nodes;
  const pv = i.pv.length > 0 ? ` pv ${i.pv.join(' ')}` : '';
  return `info depth ${i.depth} seldepth ${i.seldepth} score ${uciScore(i.score)} nodes ${i.nodes} nps ${nps} time ${i.timeMs}${pv}`;
}

/** The limits of a `go` command's words (unknown words are skipped, as UCI asks). */
export function parseGo(words: readonly string[]): SearchLimits {
  const limits: Record<string, number | boolean> = {};
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w === 'infinite') limits.infinite = true;
    const n = Number(words[i + 1]);
    if ((GO_NUMBERS as readonly string[]).includes(w) && Number.isFinite(n)) limits[w] = Math.max(0, Math.floor(n));
  }
  // a mate in n moves is found within 2n - 1 plies
  if (typeof limits.mate === 'number' && limits.depth === undefined) limits.depth = Math.max(1, 2 * limits.mate - 1);
  delete limits.mate;
  return limits as SearchLimits;
}

/** One UCI conversation: each input line in, output lines out through `write`. */
export class UciSession implements ProtocolSession {
  private readonly session: EngineSession;
  private pos: Position | undefined;
  /** The position command the current position came from: its base and moves, to extend it by new moves only. */
  private base = '';
  private played: string[] = [];
  /** `go infinite` ended before `stop`: its bestmove waits for it. */
  private heldBestmove: string | undefined;

  constructor(
    private readonly write: (line: string) => void,
    private readonly reader: Pick<LineReader, 'flags' | 'stopped'>,
  ) {
    this.session = new EngineSession((text) => this.write(`info string ${text}`), reader);
  }

  /** Handles one line (stamped by the reader, for `go`); false once `quit` was read. */
  async handle(line: string, stamp: LineStamp): Promise<boolean> {
    const words = line.trim().split(/\s+/);
    switch (words[0]) {
      case 'uci':
        this.identify();
        break;
      case 'isready':
        await this.session.ensureLoaded();
        this.write('readyok');
        break;
      case 'setoption':
        await this.setOption(words.slice(1));
        break;
      case 'ucinewgame':
        (await this.session.ensureLoaded()).search.clear();
        this.pos = undefined;
        break;
      case 'position':
        await this.position(words.slice(1));
        break;
      case 'go':
        await this.go(words.slice(1), stamp);
        break;
      case 'stop':
        this.releaseBestmove();
        break;
      case 'quit':
        return false;
      case '':
        break;
      default:
        this.write(`info string unknown command: ${oneLine(words[0]).slice(0, 64)}`);
    }
    return true;
  }

  private identify(): void {
    this.write(`id name fairyforge ${PACKAGE_VERSION}`);
    this.write('id author the fairyforge authors');
    const names = variantNames();
    this.write(`option name UCI_Variant type combo default ${DEFAULT_VARIANT} ${names.map((n) => `var ${n}`).join(' ')}`);
    this.write('option name VariantPath type string default <empty>');
    this.write(`option name Hash type spin default ${DEFAULT_HASH_MB} min 1 max 1024`);
    this.write('uciok');
  }

  private async setOption(words: readonly string[]): Promise<void> {
    const at = words.indexOf('value');
    const name = (at < 0 ? words.slice(1) : words.slice(1, at)).join(' ');
    const value = at < 0 ? '' : words.slice(at + 1).join(' ');
    switch (name.toLowerCase()) {
      case 'uci_variant':
        if (await this.session.select(value)) this.pos = undefined;
        break;
      case 'variantpath':
        if (value !== '' && value !== '<empty>' && (await this.session.loadFile(value))) this.pos = undefined;
        break;
      case 'hash':
        this.session.setHash(Number(value));
        this.pos = undefined;
        break;
      default:
        this.write(`info string no such option: ${oneLine(name).slice(0, 64)}`);
    }
  }

  /** `position startpos|fen <fen> [moves …]`: a position that extends the current one plays only its new moves. */
  private async position(words: readonly string[]): Promise<void> {
    const { engine } = await this.session.ensureLoaded();
    const movesAt = words.indexOf('moves');
    const head = movesAt < 0 ? words : words.slice(0, movesAt);
    const moves = movesAt < 0 ? [] : words.slice(movesAt + 1);
    const base = head.join(' ');
    const extends_ = this.pos !== undefined && base === this.base && moves.length >= this.played.length && this.played.every((m, i) => m === moves[i]);
    if (!extends_) {
      const pos = this.basePosition(engine, head);
      if (!pos) return;
      this.pos = pos;
      this.base = base;
      this.played = [];
    }
    for (const m of moves.slice(this.played.length)) {
      // the GUI decides draw claims: its moves past an unclaimed repetition or move rule are played
      const found = engine.playMoveText(this.pos!, m, false);
      if (!found.ok) {
        this.write(`info string ${oneLine(found.error)}`);
        return;
      }
      this.played.push(m);
    }
  }

  private basePosition(engine: Engine, head: readonly string[]): Position | undefined {
    if (head[0] === 'startpos') return engine.start();
    if (head[0] !== 'fen') {
      this.write('info string position needs startpos or fen');
      return undefined;
    }
    const parsed = engine.parseFen(head.slice(1).join(' '));
    if (!parsed.ok) {
      this.write(`info string invalid FEN: ${oneLine(parsed.error.message)}`);
      return undefined;
    }
    return parsed.pos;
  }

  private async go(words: readonly string[], stamp: LineStamp): Promise<void> {
    const { engine } = await this.session.ensureLoaded();
    this.pos ??= engine.start();
    const limits = parseGo(words);
    const result = this.session.think(this.pos, limits, stamp, (i) => this.write(infoLine(i)));
    const line = `bestmove ${result.move ?? '(none)'}`;
    // `go infinite` answers only after `stop`, even when the search ended by itself
    if (limits.infinite && !this.reader.stopped(stamp)) this.heldBestmove = line;
    else this.write(line);
  }

  /** The input ended: a `go infinite` stopped by it still answers its bestmove. */
  end(): void {
    this.releaseBestmove();
  }

  private releaseBestmove(): void {
    if (this.heldBestmove === undefined) return;
    this.write(this.heldBestmove);
    this.heldBestmove = undefined;
  }
}

/** Runs the UCI conversation on standard input and output until `quit` or the end of input. */
export function uciCommand(): Promise<number> {
  return runProtocol(UCI_WORDS, (write, reader) => new UciSession(write, reader));
}
