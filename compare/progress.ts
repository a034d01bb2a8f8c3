// Progress of long work (compare's measurement, perft, start) as a sink the caller gives: the
// interface and the bar's text live here, below cli/, because compare/ reports its measurement
// through it; the bar drawn on a terminal is the CLI's (cli/progress.ts).

export interface ProgressSink {
  /** Reports `done` of `total` units, with what is being done. */
  update(done: number, total: number, label: string): void;
  /** Erases the bar (before other output, and at the end); a later update draws it again. */
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
