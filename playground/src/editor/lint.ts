// fairyforge's diagnostics (line and column, 1-based) as CodeMirror lint marks: each from its
// column to the end of the word there, so a mark is never empty and never runs past its line.
import { setDiagnostics, type Diagnostic as LintMark } from '@codemirror/lint';
import type { EditorView } from '@codemirror/view';
import type { Diagnostic } from '../../../schema/diagnostic.ts';

/** Where `d` points in `view`'s document, clamped to the document. */
function range(view: EditorView, d: Pick<Diagnostic, 'line' | 'col'>): { from: number; to: number } {
  const doc = view.state.doc;
  const line = doc.line(Math.min(Math.max(d.line, 1), doc.lines));
  const from = Math.min(line.from + Math.max(d.col, 1) - 1, line.to);
  const word = /^[^\s:,[\]{}]+/.exec(line.text.slice(from - line.from))?.[0].length ?? 0;
  return { from, to: Math.max(from + word, Math.min(from + 1, line.to)) };
}

/** Shows `diagnostics` (only those about the editor's own text, `file`) as marks in `view`. */
export function showMarks(view: EditorView, diagnostics: readonly Diagnostic[], file: string): void {
  const marks: LintMark[] = diagnostics
    .filter((d) => d.file === file)
    .map((d) => ({ ...range(view, d), severity: 'error', message: d.message, source: d.code }));
  view.dispatch(setDiagnostics(view.state, marks));
}
