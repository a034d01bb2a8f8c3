// The playground page: the spec editor, the variant picker, the problems list, the play panel
// and the understanding panels, wired to one session (app/session.ts).
import './node-shims/globals.ts';
import { loadVariant } from '../../lib/index.ts';
import { mountPlay } from './board/index.ts';
import { BUNDLED_VARIANTS } from './node-shims/virtual-files.ts';

const play = mountPlay(document.getElementById('play')!);
const editor = document.createElement('textarea');
editor.dataset.testid = 'spec-editor';
document.getElementById('editor')!.append(editor);
const select = document.createElement('select');
select.dataset.testid = 'variant-select';
for (const name of BUNDLED_VARIANTS.keys()) select.add(new Option(name, name));
document.getElementById('toolbar')!.append(select);

async function show(name: string): Promise<void> {
  const text = BUNDLED_VARIANTS.get(name)!;
  editor.value = text;
  play.setVariant(await loadVariant(text, { engine: 'interpreted' }));
}
select.addEventListener('change', () => void show(select.value));
select.value = 'chess';
void show('chess');
