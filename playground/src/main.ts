// The playground page: the spec editor, the variant picker, the problems list, the play panel
// and the understanding panels, wired to one session (app/session.ts).
import './node-shims/globals.ts';
import { Session } from './app/session.ts';
import { TEMPLATE } from './app/template.ts';
import { mountToolbar } from './app/toolbar.ts';
import { mountPlay } from './board/index.ts';
import { mountEditor, type SpecEditor } from './editor/editor.ts';
import { BUNDLED_VARIANTS } from './node-shims/virtual-files.ts';

const byId = (id: string): HTMLElement => document.getElementById(id)!;

const play = mountPlay(byId('play'));
const session = new Session({
  editor: () => editor,
  play,
  diagnostics: byId('diagnostics'),
  onVariant: () => {},
});
const editor: SpecEditor = mountEditor(byId('editor'), (text) => {
  toolbar.showPicked(undefined);
  session.edited(text);
});

function open(text: string, picked: string | undefined, fen?: string): void {
  editor.setText(text);
  toolbar.showPicked(picked);
  void session.load(text, fen);
}

const toolbar = mountToolbar(byId('toolbar'), {
  pick: (name) => open(BUNDLED_VARIANTS.get(name)!, name),
  template: () => open(TEMPLATE, undefined),
});

open(BUNDLED_VARIANTS.get('chess')!, 'chess');
