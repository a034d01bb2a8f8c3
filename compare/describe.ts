// `fairyforge describe`: a variant's rules as text, Markdown or JSON, from the rule lines of
// compare/rules.ts (one line per rule element, pieces by name).

import type { VariantPlan } from '../runtime/plan/variant.ts';
import type { DescribeFormat } from './options.ts';
import { mdEscape } from './markdown.ts';
import { pieceLabel } from './pieces.ts';
import { describeRules, type RuleLine } from './rules.ts';
import { inheritedFrom } from './inherited.ts';

/** What a variant inherits unchanged through `extends` (the loader's `inherited`). */
type Inherited = Readonly<Record<string, string>>;

/** The rule lines, each inherited one's text ending with where it comes from. */
function lines(plan: VariantPlan, inherited: Inherited): (RuleLine & { inheritedFrom?: string })[] {
  return describeRules(plan).map((line) => {
    const from = inheritedFrom(line, inherited);
    return from === undefined ? line : { ...line, text: `${line.text} (inherited from ${from})`, inheritedFrom: from };
  });
}


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

function text(plan: VariantPlan, inherited: Inherited): string {
  const rules = lines(plan, inherited);
  const out = [`${plan.title} (${plan.name})`, ''];
  for (const line of rules) {
    const head = line.piece ? `  ${ruleLabel(plan, line)}: ` : `${ruleLabel(plan, line)}: `;
    if (line.piece && !rules[rules.indexOf(line) - 1]?.piece) out.push('Pieces:');
    out.push(head + wrap(line.text, 96, head.length));
  }
  return out.join('\n');
}

function markdown(plan: VariantPlan, inherited: Inherited): string {
  const out = [`# ${mdEscape(plan.title)} (\`${plan.name}\`)`, ''];
  for (const line of lines(plan, inherited)) out.push(`- **${mdEscape(ruleLabel(plan, line))}**: ${mdEscape(line.text)}`);
  return out.join('\n');
}

function json(plan: VariantPlan, inherited: Inherited): string {
  const rules = lines(plan, inherited).map((l) => ({
    key: l.key,
    label: ruleLabel(plan, l),
    text: l.text,
    ...(l.piece && { piece: l.piece }),
    ...(l.inheritedFrom !== undefined && { inheritedFrom: l.inheritedFrom }),
  }));
  return JSON.stringify({ variant: plan.name, title: plan.title, rules }, null, 2);
}

/** A variant's description in the given format (no trailing newline); rules in `inherited` are marked as inherited. */
export function formatDescription(plan: VariantPlan, format: DescribeFormat, inherited: Inherited = {}): string {
  switch (format) {
    case 'text':
      return text(plan, inherited);
    case 'md':
      return markdown(plan, inherited);
    case 'json':
      return json(plan, inherited);
  }
}
