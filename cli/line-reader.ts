// Standard input, line by line, read on a thread of its own, so that an engine protocol (UCI,
// CECP) hears `stop` or `?` while its search runs on the main thread. The reader counts the
// stopping lines it has read (and, apart, the aborting ones: a search whose move is no longer
// wanted) and hands each line on stamped with those counts as they stood when it was read: a
// search started by a line stops when a stopping line was read after it, so a `stop` sent right
// after `go` is never lost, and one read ahead of a later `go` (input piped all at once) stops
// that one only. While the main thread searches it answers the protocol's busy replies itself
// (UCI wants `readyok` at once), and passes every other line on in order.

import { Worker } from 'node:worker_threads';

/** Indexes in the shared array: stopping lines read, whether the main thread searches, aborting lines read. */
export const STOPS = 0;
export const BUSY = 1;
export const ABORTS = 2;

/** What a protocol's reader listens for. */
export interface ReaderWords {
  /** First words of the lines that end a running search (its move is still played). */
  readonly stops: readonly string[];
  /** First words of the lines that end it and discard its move (they count as stops too). */
  readonly aborts: readonly string[];
  /** Lines answered at once while the main thread searches: first word → reply. */
  readonly busyReplies: Readonly<Record<string, string>>;
}

export const UCI_WORDS: ReaderWords = { stops: ['stop', 'quit'], aborts: [], busyReplies: { isready: 'readyok' } };

/** The reader's thread, as plain JavaScript: it must run the same from the sources and from dist/. */
const READER = `
const fs = require('node:fs');
const net = require('node:net');
const tty = require('node:tty');
const { parentPort, workerData } = require('node:worker_threads');
const flags = new Int32Array(workerData.flags);
const { stops, aborts, busyReplies } = workerData.words;
let pending = '';
const handle = (raw) => {
  const line = raw.trim();
  const word = line.split(/\\s+/)[0];
  if (aborts.includes(word)) Atomics.add(flags, ${ABORTS}, 1);
  if (stops.includes(word) || aborts.includes(word)) Atomics.add(flags, ${STOPS}, 1);
  if (Object.hasOwn(busyReplies, word) && Atomics.load(flags, ${BUSY}) === 1) {
    fs.writeSync(1, busyReplies[word] + '\\n');
    return;
  }
  parentPort.postMessage({ line, stops: Atomics.load(flags, ${STOPS}), aborts: Atomics.load(flags, ${ABORTS}) });
};
// a stream of this thread's own event loop, chosen as Node chooses process.stdin's: the thread
// waits in its loop, never in a blocking read, so it ends with the process
let input;
if (tty.isatty(0)) input = new tty.ReadStream(0);
else {
  try {
    input = new net.Socket({ fd: 0, readable: true, writable: false });
  } catch {
    input = fs.createReadStream('', { fd: 0 });
  }
}
input.setEncoding('utf8');
input.on('data', (chunk) => {
  pending += chunk;
  for (let i = pending.indexOf('\\n'); i >= 0; i = pending.indexOf('\\n')) {
    handle(pending.slice(0, i));
    pending = pending.slice(i + 1);
  }
});
// the end of input is the last stop, as in Stockfish: a search running or started from the lines
// read before it stops (and its move is discarded where a protocol can abort), and the
// process exits once those lines are handled; nothing else could ever stop it
input.on('end', () => {
  if (pending.trim() !== '') handle(pending);
  Atomics.add(flags, ${ABORTS}, 1);
  Atomics.add(flags, ${STOPS}, 1);
  parentPort.postMessage(null);
});
`;

/** When a line was read: the stopping and aborting lines read up to it, itself included. */
export interface LineStamp {
  readonly stops: number;
  readonly aborts: number;
}

export interface LineReader {
  /** Shared flags: STOPS and ABORTS (written by the reader), BUSY (set by the main thread while it searches). */
  readonly flags: Int32Array;
  /** Whether a stopping line was read after the line stamped `stamp`. */
  stopped(stamp: LineStamp): boolean;
  /** Whether an aborting line was read after it. */
  aborted(stamp: LineStamp): boolean;
  /** Calls `onLine` for each line in order, then `onEnd` at the end of input (which counts as a stop and an abort). */
  start(onLine: (line: string, stamp: LineStamp) => void, onEnd: () => void): void;
}

/** The flags' reading, shared by the real reader and a test's. */
export function readerFlags(): Pick<LineReader, 'flags' | 'stopped' | 'aborted'> {
  const flags = new Int32Array(new SharedArrayBuffer(12));
  return {
    flags,
    stopped: (stamp) => Atomics.load(flags, STOPS) > stamp.stops,
    aborted: (stamp) => Atomics.load(flags, ABORTS) > stamp.aborts,
  };
}

export function stdinLines(words: ReaderWords): LineReader {
  const shared = readerFlags();
  return {
    ...shared,
    start(onLine, onEnd) {
      const worker = new Worker(READER, { eval: true, workerData: { flags: shared.flags.buffer, words } });
      // the reader sits in a blocking read: it must not keep the process alive on its own
      worker.unref();
      worker.on('message', (m: { line: string } & LineStamp | null) => (m === null ? onEnd() : onLine(m.line, m)));
    },
  };
}
