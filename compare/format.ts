// A Comparison as text, Markdown or JSON (HTML is compare/html.ts). Text and Markdown put
// equal rows once and differing rows per variant, marked ≠; JSON carries the whole model.

import Table from 'cli-table3';
import type { Comparison, Row } from './compare.ts';
import { wrap } from './describe.ts';
import { mdEscape } from './markdown.ts';
import type { CompareFormat } from './options.ts';
import { diagramSvg } from './svg.ts';
import { selfplayNote } from './selfplay-rows.ts';


export const DIFFERS = '≠';
export const SAME = '=';

/** The sentence that says how the figures were measured. */
export function methodNote(c: Pick<Comparison, 'settings'>): string {
  const s = c.settings;
  return (
    `Perft ${s.perftDepths.join(', ')} from the start position. ${s.games} random games per variant (game i seeded with i+1, ` +
    `uniformly random legal moves), each ending by the game's result (checkmate, a captured goal piece, an ending condition such as n checks or a region reached, stalemate, draw rules) or stopped unfinished at ${s.plyCap} plies; ` +
    'mean legal moves is over every position where a move was chosen. Mobility: mean number of moves of the piece alone on an empty board, over every square it may stand on, the game going on (ending conditions do not apply).'
  );
}

function textRows(c: Comparison, rows: readonly Row[], width: number): string[] {
  const out: string[] = [];
  const names = c.variants.map((v) => v.name);
  const nameWidth = Math.max(...names.map((n) => n.length));
  for (const r of rows) {
    if (!r.differs) {
      const head = `${SAME} ${r.label}: `;
      out.push(head + wrap(r.values[0] ?? '—', width, head.length));
      continue;
    }
    out.push(`${DIFFERS} ${r.label}:`);
    r.values.forEach((v, i) => {
      const head = `    ${names[i].padEnd(nameWidth)}  `;
      out.push(head + wrap(v ?? '— (no such piece)', width, head.length));
    });
  }
  return out;
}

/** The measured rows as a table: a column per variant (no colours: it is also read from logs). */
function measuredTable(c: Comparison, rows: readonly Row[] = c.measured): string {
  const table = new Table({
    head: ['', ...c.variants.map((v) => v.name)],
    colAligns: ['left', ...c.variants.map((): 'right' => 'right')],
    style: { head: [], border: [], compact: true },
  });
  for (const r of rows) table.push([r.label, ...r.values.map((v) => v ?? '—')]);
  return table.toString();
}

function text(c: Comparison): string {
  const width = 100;
  const differing = c.rules.filter((r) => r.differs).length;
  return [
    `Comparing ${c.variants.map((v) => `${v.name} (${v.title})`).join(', ')}`,
    '',
    `Rules (${differing} of ${c.rules.length} rows differ; ${SAME} same in every variant, ${DIFFERS} differs)`,
    ...textRows(c, c.rules, width),
    '',
    'Measured',
    measuredTable(c),
    '',
    wrap(methodNote(c), width, 0),
    ...(c.selfplay ? ['', 'Self-play', measuredTable(c, c.selfplay.rows), '', wrap(selfplayNote(c.selfplay), width, 0)] : []),
  ].join('\n');
}

function markdown(c: Comparison): string {
  const head = `| | Rule | ${c.variants.map((v) => `${mdEscape(v.title)} (\`${v.name}\`)`).join(' | ')} |`;
  const rule = `|---|---|${c.variants.map(() => '---').join('|')}|`;
  const cells = (r: Row): string => r.values.map((v) => (v === null ? '—' : mdEscape(v))).join(' | ');
  const rows = (rs: readonly Row[], mark: boolean): string[] =>
    rs.map((r) => `| ${mark ? (r.differs ? DIFFERS : SAME) : ''} | ${r.differs && mark ? `**${mdEscape(r.label)}**` : mdEscape(r.label)} | ${cells(r)} |`);
  return [
    `# Comparing ${c.variants.map((v) => `\`${v.name}\``).join(', ')}`,
    '',
    `## Rules`,
    '',
    `${c.rules.filter((r) => r.differs).length} of ${c.rules.length} rows differ (marked ${DIFFERS}).`,
    '',
    head,
    rule,
    ...rows(c.rules, true),
    '',
    '## Measured',
    '',
    head.replace('| Rule |', '| Figure |'),
    rule,
    ...rows(c.measured, false),
    '',
    mdEscape(methodNote(c)),
    ...(c.selfplay ? ['', '## Self-play', '', head.replace('| Rule |', '| Figure |'), rule, ...rows(c.selfplay.rows, false), '', mdEscape(selfplayNote(c.selfplay))] : []),
  ].join('\n');
}

function json(c: Comparison): string {
  const model = {
    variants: c.variants,
    rules: c.rules,
    settings: c.settings,
    method: methodNote(c),
    measured: c.measured,
    ...(c.selfplay && { selfplay: { ...c.selfplay, method: selfplayNote(c.selfplay) } }),
    figures: c.figures.map((f, i) => ({ variant: c.variants[i].name, ...f })),
    pieces: c.pieces.map((p) => ({ ...p, svg: p.diagrams.map((d) => (d ? diagramSvg(d, { className: 'piece' }) : null)) })),
  };
  return JSON.stringify(model, null, 2);
}

/** The comparison in a text format (no trailing newline); HTML is `comparisonHtml`. */
export function formatComparison(c: Comparison, format: Exclude<CompareFormat, 'html'>): string {
  switch (format) {
    case 'text':
      return text(c);
    case 'md':
      return markdown(c);
    case 'json':
      return json(c);
  }
}
