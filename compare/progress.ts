// The progress bar of long commands (compare's measurement, perft, start): one line on stderr
// redrawn in place, only when stderr is a terminal (never in pipes, logs or tests), only once
// the work has run for half a second (quick runs do not flicker), erased when done. It lives
// here, below cli/, because compare/ reports its measurement through it too.

export interface ProgressSink {
  /** Reports `done` of `total` units, with what is being done. */
  update(done: number, total: number, label: string): void;
  /** Erases the bar (before other output, and at the end); a later update draws it again. */
  done(): void;
}

/** Does nothing: for programs and tests. */
export const SILENT: ProgressSink = { update: () => {}, done: () => {} };

const WIDTH = 24;
/** Nothing is drawn before the work has run this long. */
const DELAY_MS = 500;
/** The bar is redrawn at most this often (except to show the last unit). */
const REDRAW_MS = 50;

/** The bar's text: `[#########---------------]  37% chess: random games 74/200`. */
export function progressLine(done: number, total: number, label: string): string {
  const share = total > 0 ? Math.min(done / total, 1) : 1;
  const filled = Math.round(share * WIDTH);
  return `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${String(Math.floor(share * 100)).padStart(3)}% ${label}`;
}

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
