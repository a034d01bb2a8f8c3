// The table `fairyforge start` prints: a row per variant with its perft counts by depth. Its
// width is bounded: perft columns are shown only up to the deepest depth any variant counted
// (`start -d 100 --timeout 2` counts a handful, and 100 empty columns made a table 3,000
// characters wide), and if that is still wider than MAX_WIDTH the deepest columns are left out
// and a line under the table says so (--json has every count).

import { createRequire } from 'node:module';
import type Table from 'cli-table3';

/** The widest line the table may have: a terminal's or a log viewer's width with room to spare. */
export const MAX_WIDTH = 120;

export interface StartRow {
  readonly name: string;
  readonly board?: string;
  readonly pieces?: string;
  readonly perft?: readonly number[];
  readonly ms?: number;
  /** The last count in `perft` was stopped and is partial. */
  readonly partial?: true;
}

/** A row that was not counted, with why (invalid, not reached, an error), shown across the count columns. */
export interface StartRowNote {
  readonly name: string;
  readonly why: string;
}

function render(rows: readonly (StartRow | StartRowNote)[], depths: number): string {
  const TableClass = createRequire(import.meta.url)('cli-table3') as typeof Table;
  const columns = Array.from({ length: depths }, (_, i) => `perft ${i + 1}`);
  const head = ['variant', 'board', 'pieces', ...columns, 'ms'];
  const aligns: ('left' | 'right')[] = ['left', 'left', 'left', ...columns.map((): 'right' => 'right'), 'right'];
  // No colours: the table is also read from logs and pipes.
  const table = new TableClass({ head, colAligns: aligns, style: { head: [], border: [], compact: true } });
  for (const r of rows) {
    if ('why' in r) table.push([r.name, { colSpan: head.length - 1, content: r.why }]);
    else table.push([r.name, r.board ?? '', r.pieces ?? '', ...columns.map((_, i) => perftCell(r, i)), String(r.ms)]);
  }
  return table.toString();
}

/** The table's cell of a row's perft at depth `i + 1`: a stopped count is marked, depths after it are empty. */
function perftCell(row: StartRow, i: number): string {
  const counts = row.perft ?? [];
  if (i >= counts.length) return '';
  return row.partial && i === counts.length - 1 ? `${counts[i]} (partial)` : String(counts[i]);
}

const widest = (text: string): number => Math.max(...text.split('\n').map((line) => line.length));

/** The table's lines, no wider than MAX_WIDTH where the count columns alone made it wider. */
export function startTable(rows: readonly (StartRow | StartRowNote)[]): string {
  const counted = Math.max(1, ...rows.map((r) => ('perft' in r && r.perft ? r.perft.length : 0)));
  let shown = counted;
  let text = render(rows, shown);
  while (shown > 1 && widest(text) > MAX_WIDTH) text = render(rows, --shown);
  if (shown < counted) text += `\nperft columns shown up to depth ${shown} of the ${counted} counted, to fit ${MAX_WIDTH} characters; --json gives every count`;
  return text;
}
