// Small expression writers shared by the emitters: constant offsets folded into the sign of the
// operator (`sq + 12`, never `sq - -12`), squares through a cylinder's CANON table, and a
// function's body written apart so that it declares only the locals it uses.

import { CodeBlockWriter } from 'ts-morph';
import type { VariantTables } from '../../runtime/tables/tables.ts';
import { referencedNames } from './used-names.ts';

/** `expr` plus the constant `n`, the sign folded into the operator. */
export function plus(expr: string, n: number): string {
  if (n === 0) return expr;
  return n < 0 ? `${expr} - ${-n}` : `${expr} + ${n}`;
}

/** `expr` minus the constant `n`, the sign folded into the operator. */
export function minus(expr: string, n: number): string {
  return plus(expr, -n);
}

/** The statement moving the variable `v` on by the constant `n`: `to += 11`, `s -= 9`. */
export function advance(v: string, n: number): string {
  return n < 0 ? `${v} -= ${-n}` : `${v} += ${n}`;
}

/** A square reached by an offset: on a cylinder through the module's CANON table (runtime/geometry.ts). */
export function square(t: VariantTables, expr: string): string {
  return t.geo.wrap ? `CANON[${expr}]` : expr;
}

/** A local a function body may declare: its name and its declaration. */
export type Local = readonly [name: string, declaration: string];

/** A function body written by `write`, preceded by those of `locals` it refers to; and every name it refers to. */
export function functionBody(locals: readonly Local[], write: (w: CodeBlockWriter) => void): { text: string; names: Set<string> } {
  const w = new CodeBlockWriter({ indentNumberOfSpaces: 2 });
  write(w);
  const body = w.toString();
  const names = referencedNames(body);
  const declared = locals.filter(([name]) => names.has(name)).map(([, declaration]) => declaration);
  return { text: [...declared, body].join('\n'), names };
}
