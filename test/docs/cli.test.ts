// docs/cli.md against the CLI's own definition (cli/program.ts), both ways: every command has a
// section, every long option of a command is in that command's section, every option the
// section's table lists exists, and every exit code is in the table. A command or option added,
// renamed or removed without the page fails here.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { EXIT_BUG, EXIT_FAILURE, EXIT_INTERRUPTED, EXIT_LIMIT, EXIT_USAGE } from '../../cli/errors.ts';
import { buildProgram } from '../../cli/program.ts';
import { REPO_ROOT } from '../../generator/generate.ts';

const DOC = readFileSync(join(REPO_ROOT, 'docs', 'cli.md'), 'utf8');

/** The sections of the page by their `## ` heading. */
function sections(markdown: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of markdown.split(/^## /m).slice(1)) {
    const newline = part.indexOf('\n');
    found.set(part.slice(0, newline).trim(), part.slice(newline + 1));
  }
  return found;
}

/** The long options a section's table lists: the first cell of each `| \`-…\` |` row. */
function tableOptions(section: string): string[] {
  return [...section.matchAll(/^\| `([^`]+)` \|/gm)].flatMap((m) => [...m[1].matchAll(/--[a-z][a-z-]*/g)].map((o) => o[0]));
}

const program = buildProgram();
const commands = program.commands.map((c) => ({ name: c.name(), options: c.options.map((o) => o.long).filter((l): l is string => l !== undefined && l !== '--help') }));
const bySection = sections(DOC);
/** Sections that are about the whole CLI, not one command; `help` is Commander's own command. */
const GENERAL = ['Conventions', 'Exit codes', 'help'];

describe('docs/cli.md follows the CLI', () => {
  test('the CLI has the commands the page is read for', () => {
    expect(commands.map((c) => c.name)).toEqual(expect.arrayContaining(['list', 'validate', 'perft', 'moves', 'play', 'generate', 'start', 'describe', 'diagram', 'compare', 'uci', 'xboard', 'selfplay']));
  });

  test.each(commands)('$name has a section listing each of its long options', ({ name, options }) => {
    const section = bySection.get(name);
    expect(section, `docs/cli.md has no '## ${name}' section`).toBeDefined();
    expect(section).toContain(`fairyforge ${name}`);
    for (const option of options) expect(tableOptions(section!), `${name} ${option} is not in its table in docs/cli.md`).toContain(option);
  });

  test('every section names a command, and every option its table lists is one of that command', () => {
    for (const [heading, section] of bySection) {
      if (GENERAL.includes(heading)) continue;
      const command = commands.find((c) => c.name === heading);
      expect(command, `docs/cli.md has a section '${heading}' for no command`).toBeDefined();
      for (const option of tableOptions(section)) expect(command!.options, `docs/cli.md lists ${heading} ${option}, which the CLI does not have`).toContain(option);
    }
  });

  test('the program-wide options and every exit code are on the page', () => {
    for (const option of program.options.map((o) => o.long)) expect(DOC).toContain(option);
    const table = bySection.get('Exit codes') ?? '';
    for (const code of [0, EXIT_FAILURE, EXIT_USAGE, EXIT_LIMIT, EXIT_BUG, EXIT_INTERRUPTED]) expect(table).toMatch(new RegExp(`^\\| ${code} \\|`, 'm'));
  });
});
