// Diagnostics: located problems in a variant file, printed as `file:line:col: message`
// (the eslint / tsc convention) with an optional code frame, and the "did you mean" helper
// every message uses for misspellings. User values in messages are quoted with runtime/state/quote.ts.
import { oneLine, quote } from './quote.ts';

/** One problem in a variant file. `line` and `col` are 1-based. `code` is stable (for tools and `--json`). */
export interface Diagnostic {
  file: string;
  line: number;
  col: number;
  code: string;
  message: string;
}

/** `file:line:col: message` — one line, no stack trace, no raw control character (even if a message forgot to quote). */
export function formatDiagnostic(d: Diagnostic): string {
  return oneLine(`${d.file}:${d.line}:${d.col}: ${d.message}`);
}

/**
 * The source line of a diagnostic with a caret under its column, e.g.
 * ```
 *   3 |   letter: P
 *     |           ^
 * ```
 * Returns '' when the line is not in `source`.
 */
export function codeFrame(source: string, d: Pick<Diagnostic, 'line' | 'col'>): string {
  const lines = source.split(/\r?\n/);
  const text = lines[d.line - 1];
  if (text === undefined) return '';
  const gutter = String(d.line);
  const pad = ' '.repeat(gutter.length);
  return `${gutter} | ${text}\n${pad} | ${' '.repeat(Math.max(0, d.col - 1))}^`;
}

/** Sorts diagnostics by file (in the order given), then line, then column. Does not mutate its input. */
export function sortDiagnostics(ds: readonly Diagnostic[], fileOrder: readonly string[] = []): Diagnostic[] {
  const rank = (f: string): number => {
    const i = fileOrder.indexOf(f);
    return i < 0 ? fileOrder.length : i;
  };
  return [...ds].sort(
    (a, b) => rank(a.file) - rank(b.file) || a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col,
  );
}

/** Edit distance counting insertions, deletions, substitutions and swaps of neighbours as one each. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * The candidate closest to `word`, if it is close enough to be a plausible misspelling
 * (case-insensitive; at most a third of the letters differ, or the word starts the candidate;
 * words of one or two letters only match by case).
 */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  // a word longer than any identifier is no misspelling (and would cost its length squared)
  if (word.length > 64) return undefined;
  const w = word.toLowerCase();
  const limit = w.length <= 2 ? 0 : Math.max(1, Math.floor(w.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const lower = c.toLowerCase();
    const d = w.length >= 3 && lower.startsWith(w) ? limit : editDistance(w, lower);
    if (d <= limit && d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

/** ` — did you mean 'x'?` or '' (to append to a message). */
export function didYouMean(word: string, candidates: Iterable<string>): string {
  const c = closest(word, candidates);
  return c === undefined ? '' : ` — did you mean ${quote(c)}?`;
}

/** A path into a spec: keys and array indexes, as in a JSON pointer. */
export type SpecPath = readonly (string | number)[];

/** Where a diagnostic points. */
export type Location = Pick<Diagnostic, 'file' | 'line' | 'col'>;

/**
 * Finds the source position of a node of a loaded spec: its value, or with `key` the key that
 * names it; `offset` moves into a one-line string scalar (e.g. to a character of a Betza string).
 * The nearest existing ancestor is used when the path is not in the source.
 */
export type Locate = (path: SpecPath, options?: { key?: boolean; offset?: number }) => Location;
