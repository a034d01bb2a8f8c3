// A progress bar on stderr for the measured part of `compare`: one line redrawn in place,
// only when stderr is a terminal (never in pipes, logs or tests), erased when done.

export interface ProgressSink {
  /** Reports `done` of `total` units, with what is being done. */
  update(done: number, total: number, label: string): void;
  done(): void;
}

/** Does nothing: for programs and tests. */
export const SILENT: ProgressSink = { update: () => {}, done: () => {} };

const WIDTH = 24;

/** The bar's text: `[#########---------------]  37% chess: random games 74/200`. */
export function progressLine(done: number, total: number, label: string): string {
  const share = total > 0 ? Math.min(done / total, 1) : 1;
  const filled = Math.round(share * WIDTH);
  return `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${String(Math.floor(share * 100)).padStart(3)}% ${label}`;
}

/** The bar on stderr when it is a terminal, else SILENT; redrawn at most every 50 ms. */
export function terminalProgress(stream: NodeJS.WriteStream = process.stderr): ProgressSink {
  if (stream.isTTY !== true) return SILENT;
  let last = 0;
  let shown = false;
  return {
    update(done, total, label) {
      const now = Date.now();
      if (now - last < 50 && done < total) return;
      last = now;
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
