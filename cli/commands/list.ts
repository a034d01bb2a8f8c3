// `fairyforge list`: the variants in variants/ as a table (name, title, board, pieces) or JSON;
// an invalid file is listed with how many problems `validate` would show.

import { newTable, out, printJson } from '../output.ts';
import { variants } from '../variant-loading.ts';

export async function listCommand(opts: { json?: boolean }): Promise<number> {
  const { listVariants } = await variants();
  const rows = listVariants().map((v) => {
    const spec = v.load.ok ? v.load.spec : undefined;
    return {
      name: v.name,
      title: v.title,
      file: v.file,
      valid: v.load.ok,
      board: spec ? `${spec.board.files}x${spec.board.ranks}` : null,
      pieces: spec ? (spec.pieces ?? []).length : null,
      letters: spec ? (spec.pieces ?? []).map((p) => p.letter).join('') : null,
      problems: v.load.ok ? 0 : v.load.diagnostics.length,
    };
  });
  if (opts.json) {
    printJson(rows.map(({ problems: _problems, ...r }) => r));
    return 0;
  }
  if (rows.length === 0) {
    out('no variants in variants/');
    return 0;
  }
  const table = newTable(['name', 'title', 'board', 'pieces'], ['left', 'left', 'left', 'right']);
  for (const r of rows) {
    if (r.valid) table.push([r.name, r.title, r.board ?? '', `${r.pieces} (${r.letters})`]);
    else table.push([r.name, `invalid: ${r.problems} problem(s), see 'fairyforge validate ${r.file}'`, '', '']);
  }
  out(table.toString());
  return 0;
}
