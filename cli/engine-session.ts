// What the engine protocols (cli/uci.ts, cli/xboard.ts) share: the variant in play (a bundled
// name, or a YAML file loaded by path) with its engine and search, the hash size, a search run
// while the input's reader (cli/line-reader.ts) watches for a stop, and the loop that feeds
// standard input's lines to a protocol's session one at a time, in order.

import type { Engine } from '../runtime/use/engine.ts';
import { oneLine, quote } from '../schema/quote.ts';
import type { Position } from '../runtime/state/position.ts';
import { boundedLimits, type SearchLimits } from '../search/limits.ts';
import { Search, type SearchInfo, type SearchResult } from '../search/search.ts';
import { UserError } from './errors.ts';
import { BUSY, stdinLines, type LineReader, type LineStamp, type ReaderWords } from './line-reader.ts';
import { loadEngine, variantNames } from './variant-source.ts';

export const DEFAULT_VARIANT = 'chess';
export const DEFAULT_HASH_MB = 16;
/** Bytes per transposition-table entry (search/transposition.ts). */
const ENTRY_BYTES = 20;

export interface Loaded {
  readonly name: string;
  readonly engine: Engine;
  readonly search: Search;
}

/** The variant and search of one protocol conversation; `complain` tells the client what failed. */
export class EngineSession {
  private loaded: Loaded | undefined;
  private hashMb = DEFAULT_HASH_MB;
  private variant = DEFAULT_VARIANT;
  /** A file loaded by path, by the variant name it gives. */
  private readonly files = new Map<string, string>();

  constructor(
    private readonly complain: (text: string) => void,
    private readonly reader: Pick<LineReader, 'flags' | 'stopped'>,
  ) {}

  get variantName(): string {
    return this.variant;
  }

  /** The variant's engine and search, loaded on first use. */
  async ensureLoaded(): Promise<Loaded> {
    if (this.loaded) return this.loaded;
    const source = this.files.get(this.variant) ?? this.variant;
    const loaded = await this.tryLoad(source);
    if (!loaded) throw new UserError(`cannot load the variant ${source}`);
    return this.install(this.variant, loaded.engine);
  }

  /**
   * Selects a variant by name: a bundled one, or one a file loaded before by path gave (UCI's
   * VariantPath); false when it is neither or cannot be loaded. A name is never read as a path:
   * `UCI_Variant value /etc/passwd` must not open the file.
   */
  async select(name: string): Promise<boolean> {
    const file = this.files.get(name);
    if (file === undefined && !variantNames().includes(name)) {
      this.complain(`unknown variant ${quote(name)}; the variants are the listed names, or one loaded from a YAML file by VariantPath`);
      return false;
    }
    const source = file ?? name;
    const loaded = await this.tryLoad(source);
    if (!loaded) return false;
    this.variant = name;
    this.install(name, loaded.engine);
    return true;
  }

  /** Loads a YAML file's variant and selects it; its name selects it afterwards. */
  async loadFile(file: string): Promise<boolean> {
    const loaded = await this.tryLoad(file);
    if (!loaded) return false;
    this.files.set(loaded.plan.name, file);
    this.variant = loaded.plan.name;
    this.install(loaded.plan.name, loaded.engine);
    return true;
  }

  /** A new hash size, in megabytes; the search is rebuilt on next use. */
  setHash(mb: number): void {
    if (!Number.isFinite(mb) || mb < 1) return;
    this.hashMb = Math.min(1024, mb);
    this.loaded = undefined;
  }

  /**
   * Searches `pos` until the limits (a default move time when they name none), a stopping line
   * read after `stamp`, or the end of input.
   */
  think(pos: Position, limits: SearchLimits, stamp: LineStamp, onInfo: (i: SearchInfo) => void): SearchResult {
    const { search } = this.loaded!;
    Atomics.store(this.reader.flags, BUSY, 1);
    try {
      return search.run(pos, boundedLimits(limits, pos.side), onInfo, () => this.reader.stopped(stamp));
    } finally {
      Atomics.store(this.reader.flags, BUSY, 0);
    }
  }

  private async tryLoad(source: string): Promise<{ engine: Engine; plan: Engine['plan'] } | undefined> {
    try {
      return await loadEngine(source);
    } catch (e) {
      if (!(e instanceof UserError)) throw e;
      this.complain(`cannot load ${oneLine(source).slice(0, 200)}: ${e.summary()}`);
      return undefined;
    }
  }

  private install(name: string, engine: Engine): Loaded {
    const bits = Math.max(10, Math.min(26, Math.floor(Math.log2((this.hashMb * 1024 * 1024) / ENTRY_BYTES))));
    this.loaded = { name, engine, search: new Search(engine, { ttBits: bits }) };
    return this.loaded;
  }
}

/** A protocol's session: each input line in, false once the conversation is over. */
export interface ProtocolSession {
  handle(line: string, stamp: LineStamp): Promise<boolean>;
  /** The input ended (after its last line was handled): say what is still owed, e.g. a held bestmove. */
  end?(): void;
}

/** Runs a protocol on standard input and output until its session ends or the input does. */
export function runProtocol(words: ReaderWords, make: (write: (line: string) => void, reader: LineReader) => ProtocolSession): Promise<number> {
  const reader = stdinLines(words);
  const session = make((line) => process.stdout.write(`${line}\n`), reader);
  let chain = Promise.resolve(true);
  return new Promise((resolve, reject) => {
    // the reader's thread sits in a blocking read that no termination interrupts: end the
    // process here (standard output is written synchronously, so nothing is lost)
    const finish = (): void => {
      resolve(0);
      process.exit(0);
    };
    reader.start(
      (line, stamp) => {
        chain = chain.then(async (going) => {
          if (!going) return false;
          const more = await session.handle(line, stamp);
          if (!more) finish();
          return more;
        });
        chain.catch(reject);
      },
      () => {
        chain = chain.then((going) => {
          if (going) session.end?.();
          finish();
          return false;
        });
      },
    );
  });
}
