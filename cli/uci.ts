// `fairyforge uci`: the Universal Chess Interface, spoken as Fairy-Stockfish speaks it for
// variants: `UCI_Variant` (a combo of the bundled variants) chooses the variant, `VariantPath`
// loads one from a YAML file (and selects it), then `position startpos|fen … [moves …]`,
// `go` (depth, nodes, movetime, wtime/btime/winc/binc/movestogo, infinite), `stop`,
// `isready`, `ucinewgame`, `quit`. The search (search/search.ts) runs on this thread; standard
// input is read on another (cli/line-reader.ts), which sets the stop flag the search polls.

import type { Engine } from '../runtime/engine.ts';
import type { Position } from '../runtime/position.ts';
import { oneLine } from '../runtime/quote.ts';
import type { SearchLimits } from '../search/limits.ts';
import { isMate, mateMoves } from '../search/score.ts';
import { Search, type SearchInfo } from '../search/search.ts';
import { PACKAGE_VERSION } from '../schema/package-root.ts';
import { BUSY, stdinLines, type LineReader } from './line-reader.ts';
import { UserError } from './errors.ts';
import { loadEngine, variantNames } from './variant-source.ts';

const DEFAULT_VARIANT = 'chess';
const DEFAULT_HASH_MB = 16;
/** Bytes per transposition-table entry (search/transposition.ts). */
const ENTRY_BYTES = 20;

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

interface Loaded {
  readonly name: string;
  readonly engine: Engine;
  readonly search: Search;
}

/** One UCI conversation: each input line in, output lines out through `write`. */
export class UciSession {
  private loaded: Loaded | undefined;
  private pos: Position | undefined;
  /** The position command the current position came from: its base and moves, to extend it by new moves only. */
  private base = '';
  private played: string[] = [];
  private hashMb = DEFAULT_HASH_MB;
  private variant = DEFAULT_VARIANT;
  /** A file loaded by VariantPath, by the variant name it gives. */
  private files = new Map<string, string>();
  /** `go infinite` ended before `stop`: its bestmove waits for it. */
  private heldBestmove: string | undefined;

  /** `go` commands handled so far (the reader numbers them alike). */
  private goes = 0;

  constructor(
    private readonly write: (line: string) => void,
    private readonly reader: Pick<LineReader, 'flags' | 'stopped'>,
  ) {}

  /** Handles one line; false once `quit` was read. */
  async handle(line: string): Promise<boolean> {
    const words = line.trim().split(/\s+/);
    switch (words[0]) {
      case 'uci':
        this.identify();
        break;
      case 'isready':
        await this.ensureLoaded();
        this.write('readyok');
        break;
      case 'setoption':
        await this.setOption(words.slice(1));
        break;
      case 'ucinewgame':
        (await this.ensureLoaded()).search.clear();
        this.pos = undefined;
        break;
      case 'position':
        await this.position(words.slice(1));
        break;
      case 'go':
        await this.go(words.slice(1));
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
        await this.select(value, this.files.get(value) ?? value);
        break;
      case 'variantpath':
        if (value !== '' && value !== '<empty>') await this.loadFile(value);
        break;
      case 'hash': {
        const mb = Number(value);
        if (Number.isFinite(mb) && mb >= 1) this.hashMb = Math.min(1024, mb);
        this.loaded = undefined;
        break;
      }
      default:
        this.write(`info string no such option: ${oneLine(name).slice(0, 64)}`);
    }
  }

  /** Loads a YAML file's variant and selects it; UCI_Variant may name it afterwards. */
  private async loadFile(file: string): Promise<void> {
    const loaded = await this.tryLoad(file);
    if (!loaded) return;
    this.files.set(loaded.plan.name, file);
    await this.select(loaded.plan.name, file);
  }

  private async tryLoad(source: string): Promise<{ engine: Engine; plan: Engine['plan'] } | undefined> {
    try {
      return await loadEngine(source);
    } catch (e) {
      if (!(e instanceof UserError)) throw e;
      const first = e.lines()[0] ?? e.message;
      this.write(`info string cannot load ${oneLine(source).slice(0, 200)}: ${oneLine(first)}`);
      return undefined;
    }
  }

  private async select(name: string, source: string): Promise<void> {
    const loaded = await this.tryLoad(source);
    if (!loaded) return;
    this.variant = name;
    this.install(name, loaded.engine);
  }

  private install(name: string, engine: Engine): Loaded {
    const bits = Math.max(10, Math.min(26, Math.floor(Math.log2((this.hashMb * 1024 * 1024) / ENTRY_BYTES))));
    this.loaded = { name, engine, search: new Search(engine, { ttBits: bits }) };
    this.pos = undefined;
    return this.loaded;
  }

  private async ensureLoaded(): Promise<Loaded> {
    if (this.loaded) return this.loaded;
    const source = this.files.get(this.variant) ?? this.variant;
    const loaded = await this.tryLoad(source);
    if (!loaded) throw new UserError(`cannot load the variant ${source}`);
    return this.install(this.variant, loaded.engine);
  }

  /** `position startpos|fen <fen> [moves …]`: a position that extends the current one plays only its new moves. */
  private async position(words: readonly string[]): Promise<void> {
    const { engine } = await this.ensureLoaded();
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
      const found = engine.playMoveText(this.pos!, m);
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

  private async go(words: readonly string[]): Promise<void> {
    const { engine, search } = await this.ensureLoaded();
    this.pos ??= engine.start();
    const limits = parseGo(words);
    const go = ++this.goes;
    const stopped = (): boolean => this.reader.stopped(go);
    Atomics.store(this.reader.flags, BUSY, 1);
    let result;
    try {
      result = search.run(this.pos, limits, (i) => this.write(infoLine(i)), stopped);
    } finally {
      Atomics.store(this.reader.flags, BUSY, 0);
    }
    const line = `bestmove ${result.move ?? '(none)'}`;
    // `go infinite` answers only after `stop`, even when the search ended by itself
    if (limits.infinite && !stopped()) this.heldBestmove = line;
    else this.write(line);
  }

  private releaseBestmove(): void {
    if (this.heldBestmove === undefined) return;
    this.write(this.heldBestmove);
    this.heldBestmove = undefined;
  }
}

/** Runs the UCI conversation on standard input and output until `quit` or the end of input. */
export function uciCommand(): Promise<number> {
  const reader = stdinLines();
  const session = new UciSession((line) => process.stdout.write(`${line}\n`), reader);
  let chain = Promise.resolve(true);
  return new Promise((resolve, reject) => {
    // the reader's thread sits in a blocking read that no termination interrupts: end the
    // process here (standard output is written synchronously, so nothing is lost)
    const finish = (): void => {
      resolve(0);
      process.exit(0);
    };
    reader.start(
      (line) => {
        chain = chain.then(async (going) => {
          if (!going) return false;
          const more = await session.handle(line);
          if (!more) finish();
          return more;
        });
        chain.catch(reject);
      },
      () => {
        chain = chain.then(() => {
          finish();
          return false;
        });
      },
    );
  });
}
