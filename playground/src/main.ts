// The playground page: the spec editor, the variant picker, the problems list, the play panel,
// the share controls and the understanding panels, wired to one session (app/session.ts). A
// link's fragment (share/codec.ts) opens its spec and position; otherwise the page opens chess.
import './node-shims/globals.ts';
import { Session } from './app/session.ts';
import { TEMPLATE } from './app/template.ts';
import { mountToolbar } from './app/toolbar.ts';
import { mountPlay } from './board/index.ts';
import { mountEditor, type SpecEditor } from './editor/editor.ts';
import { mountAnalysisPanel } from './engine/analysis-panel.ts';
import { EngineClient } from './engine/client.ts';
import { mountPerftPanel } from './engine/perft-panel.ts';
import { BUNDLED_VARIANTS } from './node-shims/virtual-files.ts';
import { decodeShared, isSharedFragment } from './share/codec.ts';
import { mountShare } from './share/share-link.ts';
import { mountUnderstanding } from './understand/index.ts';
import { loadVariant } from '../../lib/index.ts';
import type { Variant } from '../../lib/variant.ts';

const byId = (id: string): HTMLElement => document.getElementById(id)!;
const notice = byId('notice');

/** The bundled variants as loaded for the compare view, each loaded once. */
const bundledLoads = new Map<string, Promise<Variant>>();
const loadBundled = (name: string): Promise<Variant> => {
  if (!bundledLoads.has(name)) bundledLoads.set(name, loadVariant(BUNDLED_VARIANTS.get(name)!, { engine: 'interpreted' }));
  return bundledLoads.get(name)!;
};
const understanding = mountUnderstanding(byId('understand'), [...BUNDLED_VARIANTS.keys()], loadBundled);

const play = mountPlay(byId('play'));
// The analysis and perft boxes have an engine of their own: on the board's, a count would
// cancel the move the engine is thinking about.
const tools = new EngineClient();
const analysis = mountAnalysisPanel(byId('engine-tools'), () => ({ position: { fen: play.fen }, client: tools }));
mountPerftPanel(byId('engine-tools'), () => ({ fen: play.fen, client: tools }));
play.onChange(() => analysis.positionChanged());
const session = new Session({
  editor: () => editor,
  play,
  diagnostics: byId('diagnostics'),
  onVariant: (variant, text) => {
    understanding.show(variant);
    analysis.stop();
    void tools.load(text);
  },
});
const editor: SpecEditor = mountEditor(byId('editor'), (text) => {
  toolbar.showPicked(undefined);
  session.edited(text);
  shareState();
});

const toolbar = mountToolbar(byId('toolbar'), {
  pick: (name) => open(BUNDLED_VARIANTS.get(name)!, name),
  template: () => open(TEMPLATE, undefined),
});
const share = mountShare(byId('toolbar'), () => ({ text: editor.text, name: /^name:\s*([^\s#]+)/m.exec(editor.text)?.[1] ?? 'variant' }));
const shareState = (): void => share.update({ spec: editor.text, fen: play.fen || undefined });
play.onChange(shareState);

function open(text: string, picked: string | undefined, fen?: string): void {
  notice.hidden = true;
  editor.setText(text);
  toolbar.showPicked(picked);
  void session.load(text, fen).then(shareState);
}

/** Opens what the address's fragment holds, or chess; a fragment that cannot be read is said so. */
async function openFromAddress(): Promise<void> {
  const fragment = location.hash.slice(1);
  if (isSharedFragment(fragment)) {
    const shared = await decodeShared(fragment);
    if (!('error' in shared)) {
      const picked = [...BUNDLED_VARIANTS].find(([, text]) => text === shared.spec)?.[0];
      open(shared.spec, picked, shared.fen);
      return;
    }
    open(BUNDLED_VARIANTS.get('chess')!, 'chess');
    notice.textContent = shared.error;
    notice.hidden = false;
    return;
  }
  open(BUNDLED_VARIANTS.get('chess')!, 'chess');
}

window.addEventListener('hashchange', () => void openFromAddress());
void openFromAddress();
