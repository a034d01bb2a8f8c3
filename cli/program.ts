// The `fairyforge` command line as Commander sees it: every command, its arguments and options,
// wired to its module in cli/commands/ (uci, xboard and selfplay in cli/uci.ts, cli/xboard.ts and
// cli/selfplay.ts). Output for people on stdout, `--json` for programs; errors
// on stderr, one line each, through runCli (cli/errors.ts). docs/cli.md documents every command
// and option here; test/docs/cli.test.ts keeps the two in step.

import { availableParallelism } from 'node:os';
import { Command, type CommanderError } from 'commander';
import { MAX_PERFT_DEPTH, MAX_PERFT_THREADS } from '../runtime/use/perft-budget.ts';
import { COMPARE_FORMATS, DESCRIBE_FORMATS, parseCompareFormat, parseDescribeFormat, parsePositive } from '../compare/options.ts';
import { PACKAGE_VERSION } from '../loading/package-root.ts';
import { usefulThreads } from '../lib/thread-count.ts';
import type { CompareOptions } from './commands/compare.ts';
import type { DescribeOptions } from './commands/describe.ts';
import type { DiagramOptions } from './commands/diagram.ts';
import { tagCommanderError } from './errors.ts';
import { engineOption, fenOption, parseCount, parseDepth, parseMaxNodes, parseOutPath, parseSeconds, parseThreads } from './options.ts';
import { generateCommand } from './commands/generate.ts';
import { listCommand } from './commands/list.ts';
import { movesCommand } from './commands/moves.ts';
import { perftCommand } from './commands/perft.ts';
import { playCommand } from './commands/play.ts';
import { startCommand } from './commands/start.ts';
import { validateCommand } from './commands/validate.ts';

/** The exit code the command that ran asked for (Commander actions return nothing). */
let commandExitCode = 0;

/** Wraps a command function so that its returned exit code reaches runCli. */
function act<A extends unknown[]>(f: (...args: A) => number | Promise<number>): (...args: A) => Promise<void> {
  return async (...args: A) => {
    commandExitCode = await f(...args);
  };
}

export function buildProgram(): Command {
  const program = new Command('fairyforge')
    .description('chess variants declared in YAML: check them, count their moves, play them')
    .version(PACKAGE_VERSION, '-V, --version')
    .exitOverride()
    // Commander's own error text is printed by runCli as one `fairyforge: ...` line.
    .configureOutput({ outputError: () => {} })
    .showSuggestionAfterError(true);

  program
    .command('list')
    .description('list the variants in variants/ (name, title, board size, pieces)')
    .option('--json', 'print a JSON array')
    .action(act((opts: { json?: boolean }) => listCommand(opts)));

  program
    .command('validate')
    .description('check variant files (a directory means every *.yaml in it); problems as file:line:col: message')
    .argument('<paths...>', 'variant files or directories')
    .option('--json', 'print a JSON report')
    .action(act((paths: string[], opts: { json?: boolean }) => validateCommand(paths, opts)));

  program
    .command('perft')
    .description('count the leaves of the legal-move tree to a depth')
    .argument('<variant>', 'a variant name from variants/ or a path to a .yaml file')
    .addOption(fenOption())
    .requiredOption('-d, --depth <n>', `depth in plies, 0 to ${MAX_PERFT_DEPTH}`, parseDepth)
    .option('--divide', 'also print the count below each legal move')
    .option('--json', 'print one JSON object')
    .option('--max-nodes <n>', 'stop after counting n nodes and print the partial count (exit code 3)', parseMaxNodes)
    .option('--timeout <seconds>', 'stop when the command has run this long, engine loading included, and print the partial count (exit code 3)', parseSeconds)
    .option('--threads <n>', `count in n worker threads, 1 to ${MAX_PERFT_THREADS} (this machine has ${availableParallelism()} cores, more than ${usefulThreads()} are not started); the same counts as one thread`, parseThreads)
    .addOption(engineOption())
    .addHelpText(
      'after',
      [
        '',
        `Depths above ${MAX_PERFT_DEPTH} are refused: counts grow exponentially (chess has about 2e21 leaves at depth 15).`,
        'Ctrl-C while counting stops the count and prints it, marked partial (exit code 130); before the',
        'count starts (loading, or emitting the engine of a variant given as a path) it ends the command at once.',
        'A --timeout that passes before the count starts (checking the variant, emitting its engine) ends the command then, with nothing counted (exit code 3).',
      ].join('\n'),
    )
    .action(act(perftCommand));

  program
    .command('moves')
    .description('list the legal moves of a position (uci-like text and SAN); none once the game is over, which it says')
    .argument('<variant>', 'a variant name from variants/ or a path to a .yaml file')
    .addOption(fenOption())
    .option('--json', 'print a JSON object: the moves and the result')
    .addOption(engineOption())
    .action(act(movesCommand));

  program
    .command('play')
    .description('play moves (uci-like text or SAN, as PGN writes it) and print the resulting FEN and game result; no move is accepted after the game ends. With --vs engine: a game at the terminal against fairyforge')
    .argument('<variant>', 'a variant name from variants/ or a path to a .yaml file')
    .argument('[moves...]', 'the moves, e.g. e2e4 e7e5 or "1. e4 e5 2. Nf3" (none with --vs)')
    .addOption(fenOption())
    .option('--json', 'print a JSON object')
    .option('--vs <opponent>', "play a game at the terminal against 'engine' (the moves are typed as you go)")
    .option('--movetime <ms>', 'with --vs: the engine\'s time per move in milliseconds (default 1000)', parsePositive)
    .option('--color <side>', 'with --vs: the side you play, white (default) or black')
    .option('--ascii', 'with --vs: draw the pieces as letters, not chess symbols')
    .action(act(playCommand));

  program
    .command('generate')
    .description('emit a typed engine module for each variant (default: every file in variants/ into generated/)')
    .argument('[variants...]', 'variant names from variants/ or paths to .yaml files')
    .option('--out <dir>', 'output folder (made when missing; default: generated/)', parseOutPath)
    .action(act(generateCommand));

  program
    .command('import')
    .description('write one YAML spec per section of a Fairy-Stockfish variants.ini')
    .argument('<file>', 'the .ini file')
    .option('--variant <name...>', 'only these sections')
    .option('--out <dir>', 'output folder (made when missing; default: the working directory)', parseOutPath)
    .option('--partial', 'exit 0 even when a section uses options that cannot be said yet')
    .action(act(async (file: string, opts: import('./commands/import.ts').ImportCommandOptions) => (await import('./commands/import.ts')).importCommand(file, opts)));

  program
    .command('start')
    .description('validate every variant in variants/ and print a perft summary table')
    .option('-d, --depth <n>', `deepest perft in the table, 0 to ${MAX_PERFT_DEPTH}`, parseDepth, 3)
    .option('--dir <dir>', 'folder of variant files to check instead of variants/')
    .option('--json', 'print a JSON report')
    .option('--timeout <seconds>', 'stop counting when the command has run this long, loading included; prints the partial table (exit code 3)', parseSeconds)
    .addOption(engineOption())
    .addHelpText('after', '\nCtrl-C while counting stops the same way (exit code 130); no report is written after a stop.')
    .action(act(startCommand));

  program
    .command('describe')
    .description('the rules of a variant in plain English, generated from its plan')
    .argument('<variant>', 'a variant name from variants/ or a path to a .yaml file')
    .option('--format <format>', `output format: ${DESCRIBE_FORMATS.join(', ')}`, parseDescribeFormat, 'text')
    .option('--json', 'same as --format json')
    .option('--out <file>', 'write to a file instead of stdout', parseOutPath)
    .action(act(async (variant: string, opts: DescribeOptions) => (await import('./commands/describe.ts')).describeCommand(variant, opts)));

  program
    .command('diagram')
    .description("an SVG rule diagram: a piece's moves (dots) and captures (rings), or a spec's example")
    .argument('<variant>', 'a variant name from variants/ or a path to a .yaml file')
    .option('--piece <letter>', 'the piece to show (alone near the centre of an empty board unless --fen)')
    .option('--square <square>', 'where the piece stands (default: a central square, or the first such piece in --fen)')
    .addOption(fenOption())
    .option('--example <n>', "the spec's n-th example diagram (from 1)", parsePositive)
    .option('--json', 'print the diagram as JSON (squares) instead of SVG')
    .option('--out <file>', 'write to a file (e.g. piece.svg) instead of stdout', parseOutPath)
    .action(act(async (variant: string, opts: DiagramOptions) => (await import('./commands/diagram.ts')).diagramCommand(variant, opts)));

  program
    .command('compare')
    .description('compare variants side by side: rules, measured behaviour (perft, random games, mobility), piece diagrams')
    .argument('<variants...>', 'two or more variant names from variants/ or paths to .yaml files')
    .option('--format <format>', `output format: ${COMPARE_FORMATS.join(', ')}`, parseCompareFormat, 'text')
    .option('--out <file>', 'write to a file instead of stdout', parseOutPath)
    .option('--games <n>', 'random games per variant', parsePositive, 200)
    .option('--timeout <seconds>', 'stop when the command has run this long, loading included; prints how far it got (exit code 3)', parseSeconds)
    .option('--selfplay <n>', 'also play n engine-against-engine games per variant: White/Black/draw shares with 95% intervals, Elo, game lengths, endings', parsePositive)
    .option('--selfplay-depth <n>', 'search depth per move in those games (default 2)', parsePositive)
    .option('--threads <n>', `worker threads playing the self-play games, 1 to ${MAX_PERFT_THREADS}`, parseThreads, 1)
    .addOption(engineOption())
    .action(act(async (names: string[], opts: CompareOptions) => (await import('./commands/compare.ts')).compareCommand(names, opts)));

  program
    .command('export')
    .description('write a variant as a Fairy-Stockfish variants.ini section (refused, with the reasons, when FSF cannot say all its rules)')
    .argument('<variant>', 'a variant name from variants/ or a path to a .yaml file')
    .requiredOption('--format <format>', 'output format: fsf-ini')
    .option('--out <file>', 'write to a file instead of stdout', parseOutPath)
    .option('--lossy', 'write the section even without the rules FSF cannot say, each a # comment')
    .option('--section <name>', 'the section name (default: <variant>-fairyforge)')
    .action(act(async (variant: string, opts: import('./commands/export.ts').ExportOptions) => (await import('./commands/export.ts')).exportCommand(variant, opts)));

  program
    .command('uci')
    .description('play over UCI on stdin/stdout, as Fairy-Stockfish does for variants (UCI_Variant, VariantPath for a YAML file)')
    .action(act(async () => (await import('./uci.ts')).uciCommand()));

  program
    .command('xboard')
    .description('play over the XBoard/WinBoard protocol (CECP v2) on stdin/stdout: the bundled variants by their CECP names (normal = chess)')
    .action(act(async () => (await import('./xboard.ts')).xboardCommand()));

  program
    .command('selfplay')
    .description('engine-against-engine games in worker threads: White/Black/draw shares with 95% intervals, the Elo difference, game lengths and endings')
    .argument('<variant>', 'a variant name from variants/ or a path to a .yaml file')
    .option('--games <n>', 'games to play', parsePositive, 20)
    .option('--movetime <ms>', 'time per move in milliseconds (default 100)', parsePositive)
    .option('--depth <n>', 'search depth per move instead of a time (reproducible figures)', parsePositive)
    .option('--threads <n>', `worker threads playing games at once, 1 to ${MAX_PERFT_THREADS}`, parseThreads, 1)
    .option('--random-plies <n>', 'random plies at the start of each game, for variety', parseCount, 4)
    .option('--max-plies <n>', 'a game this long is adjudicated a draw', parsePositive, 400)
    .option('--json', 'print one JSON object')
    .addOption(engineOption())
    .addHelpText('after', '\nCtrl-C stops the games and prints the figures of those finished (exit code 130).')
    .action(act(async (variant: string, opts: import('./selfplay.ts').SelfplayCommandOptions) => (await import('./selfplay.ts')).selfplayCommand(variant, opts)));

  program
    .command('playground')
    .description('serve the playground (edit a spec, see it, play it, share it; all in the browser) and print its URL')
    .option('--port <n>', 'port to listen on (0: any free port)', '8080')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--open', 'open the page in the default browser (xdg-open or open)')
    .action(act(async (opts: import('./commands/playground.ts').PlaygroundOptions) => (await import('./commands/playground.ts')).playgroundCommand(opts)));

  // Let Commander's errors (unknown option, missing argument) name the command whose help to read.
  for (const cmd of program.commands) {
    cmd.exitOverride((err: CommanderError) => {
      throw tagCommanderError(err, cmd.name());
    });
  }
  return program;
}

/** Parses `argv` and runs the command it names; the exit code that command asked for. */
export async function runProgram(argv: readonly string[]): Promise<number> {
  commandExitCode = 0;
  await buildProgram().parseAsync(argv);
  return commandExitCode;
}
