// What the commands print on stdout: lines, JSON and plain tables. Errors go to stderr through
// runCli (cli/errors.ts), not through here.

import type Table from 'cli-table3';
import { createRequire } from 'node:module';

export function out(line = ''): void {
  process.stdout.write(`${line}\n`);
}

export function printJson(value: unknown): void {
  out(JSON.stringify(value, null, 2));
}

/** A plain table (cli-table3): no colours, compact. */
export function newTable(head: string[], aligns: ('left' | 'right')[]): Table.Table {
  // required here, not imported: only the commands that print a table pay for loading it
  const TableClass = createRequire(import.meta.url)('cli-table3') as typeof Table;
  // No colours: the table is also read from logs and pipes.
  return new TableClass({ head, colAligns: aligns, style: { head: [], border: [], compact: true } });
}
