// The spec editor: CodeMirror 6 with YAML highlighting, schema completion and hover
// (schema-help.ts), fairyforge's diagnostics as marks (lint.ts), undo history and the usual keys.
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { yaml } from '@codemirror/lang-yaml';
import { bracketMatching, defaultHighlightStyle, foldGutter, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, lintKeymap } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import type { Diagnostic } from '../../../schema/diagnostic.ts';
import { showMarks } from './lint.ts';
import { schemaHelp } from './schema-help.ts';

export interface SpecEditor {
  /** The text in the editor. */
  readonly text: string;
  /** Replaces the whole text (one undoable change). */
  setText(text: string): void;
  /** Marks the problems found in the text (`file` is the name the loader gave it). */
  showDiagnostics(diagnostics: readonly Diagnostic[], file: string): void;
  /** Moves the cursor to a line and column (1-based) and focuses the editor. */
  goTo(line: number, col: number): void;
}

/** Mounts the editor in `parent`; `onEdit` is called after every change of the text by the user. */
export function mountEditor(parent: HTMLElement, onEdit: (text: string) => void): SpecEditor {
  // a text set by the page (a picked variant, a shared link) is loaded by the page itself
  let replacing = false;
  const view = new EditorView({
    parent,
    state: EditorState.create({
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        foldGutter(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        closeBrackets(),
        autocompletion(),
        highlightActiveLine(),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        lintGutter(),
        yaml(),
        schemaHelp(),
        keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap, ...lintKeymap, indentWithTab]),
        EditorView.contentAttributes.of({ 'aria-label': 'Variant spec (YAML)' }),
        EditorView.contentAttributes.of({ 'data-testid': 'spec-editor' }),
        EditorView.updateListener.of((u) => {
          if (u.docChanged && !replacing) onEdit(u.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    get text() {
      return view.state.doc.toString();
    },
    setText(text) {
      replacing = true;
      try {
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
      } finally {
        replacing = false;
      }
    },
    showDiagnostics(diagnostics, file) {
      showMarks(view, diagnostics, file);
    },
    goTo(line, col) {
      const doc = view.state.doc;
      const l = doc.line(Math.min(Math.max(line, 1), doc.lines));
      const pos = Math.min(l.from + col - 1, l.to);
      view.dispatch({ selection: { anchor: pos }, scrollIntoView: true });
      view.focus();
    },
  };
}
