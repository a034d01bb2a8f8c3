// `fairyforge describe`: a variant's rules as text, Markdown or JSON, from the rule lines of
// compare/rules.ts (one line per rule element, pieces by name).

import type { VariantPlan } from '../runtime/plan.ts';
import type { DescribeFormat } from './options.ts';
import { pieceLabel } from './pieces.ts';
import { describeRules, type RuleLine } from './rules.ts';


/** A rule line's label: a piece's by its name and letter. */
export function ruleLabel(plan: VariantPlan, line: RuleLine): string {
  if (!line.piece) return line.label;
  const piece = plan.pieces.find((p) => p.name === line.piece?.name);
  return piece ? pieceLabel(piece) : line.label;
}

/** Wraps text at `width` columns, indenting continuation lines by `indent` spaces. */
export function wrap(text: string, width: number, indent: number): string {
  const words = text.split(' ');
  const lines: string[] = [];
  let current = '';
  for (const w of words) {
    if (current !== '' && current.length + 1 + w.length > width - indent) {
      lines.push(current);
      current = w;
    } else current = current === '' ? w : `${current} ${w}`;
  }
  lines.push(current);
  return lines.join(`\n${' '.repeat(indent)}`);
}

function text(plan: VariantPlan): string {
  const lines = describeRules(plan);
  const out = [`${plan.title} (${plan.name})`, ''];
  for (const line of lines) {
    const head = line.piece ? `  ${ruleLabel(plan, line)}: ` : `${ruleLabel(plan, line)}: `;
    if (line.piece && !lines[lines.indexOf(line) - 1]?.piece) out.push('Pieces:');
    out.push(head + wrap(line.text, 96, head.length));
  }
  return out.join('\n');
}

/** Escapes text for a Markdown table cell or paragraph. */
export function mdEscape(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\*/g, '\\*').replace(/_/g, '\\_');
}

function markdown(plan: VariantPlan): string {
  const out = [`# ${mdEscape(plan.title)} (\`${plan.name}\`)`, ''];
  for (const line of describeRules(plan)) out.push(`- **${mdEscape(ruleLabel(plan, line))}**: ${mdEscape(line.text)}`);
  return out.join('\n');
}

function json(plan: VariantPlan): string {
  const rules = describeRules(plan).map((l) => ({ key: l.key, label: ruleLabel(plan, l), text: l.text, ...(l.piece && { piece: l.piece }) }));
  return JSON.stringify({ variant: plan.name, title: plan.title, rules }, null, 2);
}

/** A variant's description in the given format (no trailing newline). */
export function formatDescription(plan: VariantPlan, format: DescribeFormat): string {
  switch (format) {
    case 'text':
      return text(plan);
    case 'md':
      return markdown(plan);
    case 'json':
      return json(plan);
  }
}
