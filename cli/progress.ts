// The progress bar of long commands (compare's measurement, perft, start): one line on stderr
// redrawn in place, only when stderr is a terminal (never in pipes, logs or tests), only once
// the work has run for half a second (quick runs do not flicker), erased when done.

import { progressLine, SILENT, type ProgressSink } from '../compare/progress.ts';

/** Nothing is drawn before the work has run this long. */
const DELAY_MS = 500;
/** The bar is redrawn at most this often (except to show the last unit). */
const REDRAW_MS = 50;

/**
 * The bar on `stream` (stderr) when it is a terminal, else SILENT. `now` is the clock in
 * milliseconds (a parameter for tests); the half-second delay counts from this call.
 */
export function terminalProgress(stream: NodeJS.WriteStream = process.stderr, now: () => number = () => performance.now()): ProgressSink {
  if (stream.isTTY !== true) return SILENT;
  const start = now();
  let last = -Infinity;
  let shown = false;
  return {
    update(done, total, label) {
      const t = now();
      if (t - start < DELAY_MS || (t - last < REDRAW_MS && done < total)) return;
      last = t;
      const columns = stream.columns ?? 80;
      stream.write(`\r\x1b[K${progressLine(done, total, label).slice(0, columns - 1)}`);
      shown = true;
    },
    done() {
      if (shown) stream.write('\r\x1b[K');
      shown = false;
    },
  };
}
