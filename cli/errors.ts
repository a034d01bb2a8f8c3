// Errors of the CLI and the top-level runner. A UserError is a mistake of the user (a bad
// argument, an unknown variant, an invalid file): it is printed as one line per problem,
// `fairyforge: <message>`, with exit code 1 (2 for usage errors). Located diagnostics are
// printed as `file:line:col: message`, the form editors and CI annotators parse. A failed
// write, to a file (generator/write.ts) or to stdout, is one line naming where and why. Anything
// else that escapes a command is a bug and is printed with its stack.

import { CommanderError } from 'commander';
import { ChainLimitExceeded } from '../runtime/rules/chain-states.ts';
import { clip, oneLine } from '../schema/quote.ts';
import { formatDiagnostic, type Diagnostic } from '../schema/diagnostic.ts';
import { reasonOf, writeFailure } from '../generator/write.ts';

/** Exit code of a user mistake in the data (bad FEN, unknown variant, invalid file, illegal move). */
export const EXIT_FAILURE = 1;
/** Exit code of a malformed command line (unknown option, missing argument, bad option value). */
export const EXIT_USAGE = 2;
/** Exit code of a count or measurement stopped by a limit: --max-nodes or --timeout (perft, compare). */
export const EXIT_LIMIT = 3;
/** Exit code of a count or measurement stopped by Ctrl-C: 128 + SIGINT, the shell's convention (perft, compare). */
export const EXIT_INTERRUPTED = 130;
/** Exit code of a bug: an exception no command expected. */
export const EXIT_BUG = 70;

export class UserError extends Error {
  override readonly name = 'UserError';
  /** Located problems, printed one per line after the message (if the message is not empty). */
  readonly diagnostics: readonly Diagnostic[];
  readonly exitCode: number;

  constructor(message: string, options: { diagnostics?: readonly Diagnostic[]; exitCode?: number } = {}) {
    super(message);
    this.diagnostics = options.diagnostics ?? [];
    this.exitCode = options.exitCode ?? EXIT_FAILURE;
  }

  /** A usage error (exit code 2), e.g. a bad option value found after parsing. */
  static usage(message: string): UserError {
    return new UserError(message, { exitCode: EXIT_USAGE });
  }

  /**
   * The error in one line without the `fairyforge: ` that `lines` puts before it: for a message
   * that quotes it inside another (`cannot load x: …`), where the prefix would repeat.
   */
  summary(): string {
    return oneLine(this.message !== '' ? this.message : (this.diagnostics.map(formatDiagnostic)[0] ?? 'failed'));
  }

  /** The lines to print on stderr: `fairyforge: message`, then the diagnostics; each exactly one line (control characters escaped). */
  lines(): string[] {
    const head = this.message === '' ? [] : [`fairyforge: ${oneLine(this.message)}`];
    return [...head, ...this.diagnostics.map(formatDiagnostic)];
  }
}

/** --timeout passed before a command's count or measurement began: where (e.g. 'while emitting the engine'); exit code 3. */
export class StoppedByTimeout extends UserError {
  constructor(readonly stage: string) {
    super(`stopped by --timeout ${stage}; nothing counted`, { exitCode: EXIT_LIMIT });
  }
}

/** One line for a Commander parse error: its own text without the `error: ` prefix. */
export function commanderMessage(err: CommanderError): string {
  // lines joined by splitting, not by a regex such as /\s*\n\s*/g, which takes quadratic time
  // over a long run of spaces in the user's argument
  const text = err.message
    .replace(/^error:\s*/i, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ');
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

const commandOfError = new WeakMap<CommanderError, string>();

/** Records which subcommand a Commander error came from, so its message can point to that command's help. */
export function tagCommanderError(err: CommanderError, command: string): CommanderError {
  commandOfError.set(err, command);
  return err;
}

/** Whether Commander stopped for help or version output rather than for an error. */
function isInformational(err: CommanderError): boolean {
  return err.code === 'commander.helpDisplayed' || err.code === 'commander.version' || err.code === 'commander.help';
}

/**
 * Runs the CLI body and turns its outcome into stderr lines and `process.exitCode`. The
 * body returns its exit code (or nothing for 0). `process.exit` is not called, so output
 * written to a pipe is flushed completely.
 */
export async function runCli(body: () => Promise<number | void>): Promise<void> {
  process.stdout.on('error', onStdoutError);
  // a failing stderr (`2>/dev/full`) has nowhere to be reported: the exit code still tells
  process.stderr.on('error', () => {});
  try {
    const code = await body();
    process.exitCode = code ?? 0;
  } catch (err) {
    process.exitCode = reportError(err);
  }
}

/**
 * A failed write to stdout ends the command. `fairyforge list | head -1`: a closed pipe ends the
 * output quietly; any other failure (`> /dev/full`) is one line on stderr and exit code 1.
 */
function onStdoutError(e: NodeJS.ErrnoException): void {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  process.stderr.write(`fairyforge: ${writeFailure('to standard output', reasonOf(e))}\n`);
  process.exit(EXIT_FAILURE);
}

/** Throws a write failure of generator/write.ts (a sentence, or null for success) as a user error. */
export function throwIfWriteFailed(problem: string | null): void {
  if (problem !== null) throw new UserError(problem);
}

/** Prints an error that escaped a command and returns the exit code for it. */
export function reportError(err: unknown): number {
  if (err instanceof UserError) {
    for (const line of err.lines()) process.stderr.write(`${line}\n`);
    return err.exitCode;
  }
  // a position beyond the runtime's limits is a property of the user's variant, not a bug
  if (err instanceof ChainLimitExceeded) {
    process.stderr.write(`fairyforge: ${oneLine(err.message)}\n`);
    return EXIT_FAILURE;
  }
  if (err instanceof CommanderError) {
    if (isInformational(err)) return err.exitCode === 0 ? 0 : EXIT_USAGE;
    const command = commandOfError.get(err);
    const help = command ? `fairyforge ${command} --help` : 'fairyforge --help';
    // The usual cause of extra arguments: a FEN given without quotes around it.
    const quote =
      err.code === 'commander.excessArguments' && process.argv.includes('--fen') ? '; a FEN has spaces, so put it in quotes' : '';
    // Commander quotes the user's argument in full: escaped and cut here, as it may be anything
    process.stderr.write(`fairyforge: ${clip(commanderMessage(err), 400)}${quote} (see '${help}')\n`);
    return EXIT_USAGE;
  }
  const stack = err instanceof Error ? (err.stack ?? `${err.name}: ${err.message}`) : String(err);
  process.stderr.write(`fairyforge: internal error (a bug in fairyforge, please report it):\n${stack}\n`);
  return EXIT_BUG;
}
