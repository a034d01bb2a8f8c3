// The `fairyforge` command (bin/fairyforge.js runs this file compiled): parses the arguments with
// the program of cli/program.ts and exits with the code of the command that ran, errors printed
// one line each by runCli (cli/errors.ts).

import { runCli } from './errors.ts';
import { runProgram } from './program.ts';

await runCli(() => runProgram(process.argv));
