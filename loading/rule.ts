// A semantic rule: a stable code, the sentence that is its message template, and the check that
// finds where a spec breaks it. Findings become located diagnostics here, the same way for the
// language's rules (spec-rules.ts) and for the rules about the compiled plan (plan-checks/).
import { clip } from '../schema/quote.ts';
import type { Diagnostic, Locate, SpecPath } from '../schema/diagnostic.ts';
import type { VariantSpec } from '../schema/spec-types.ts';

/** One failure of a rule: where, and the values for the rule's sentence. */
export interface Finding {
  at: SpecPath;
  args: Record<string, string | number>;
  key?: boolean;
  offset?: number;
}

/** A rule checked on `Input`: the spec for the language's rules, the compiled spec for the plan's. */
export interface Rule<Input = VariantSpec> {
  /** Stable diagnostic code. */
  code: string;
  /** Message template; `{name}` is replaced by `args.name`. */
  sentence: string;
  check(input: Input): Finding[];
}

/** Arguments that are phrases or lists built from several values, rather than one value. */
const LONG_ARGS = new Set(['error', 'known', 'why', 'pair', 'feature', 'what']);

/** The rule's sentence with its values; a value is escaped and cut, as it may be the user's text. */
function fill(sentence: string, args: Finding['args']): string {
  return sentence.replace(/\{(\w+)\}/g, (_, k: string) => (k in args ? clip(String(args[k]), LONG_ARGS.has(k) ? 200 : undefined) : `{${k}}`));
}

/** Every finding of every rule on `input`, located in the spec's document, in the rules' order. */
export function applyRules<Input>(rules: readonly Rule<Input>[], input: Input, locate: Locate): Diagnostic[] {
  return rules.flatMap((rule) =>
    rule.check(input).map((f) => ({
      ...locate(f.at, { key: f.key, offset: f.offset }),
      code: rule.code,
      message: fill(rule.sentence, f.args),
    })),
  );
}
