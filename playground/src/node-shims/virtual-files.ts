// The files the library reads at run time, in memory: the bundled variants (for `extends:` and
// the variant list), the schema and the package's package.json, at the paths the library's own
// modules compute for them. The playground's Vite build rewrites `import.meta.url` in the
// library's modules to `file:///fairyforge/<their path>`, so PACKAGE_ROOT comes out as
// VIRTUAL_ROOT and every path the loader builds lands in this map.
import schemaText from '../../../schema/variant.schema.json?raw';

/** schema/variant.schema.json's text (the loader reads it as a file; the editor's completion parses it). */
export const SCHEMA_TEXT: string = schemaText;

/** Where the package lives in the virtual file system. */
export const VIRTUAL_ROOT = '/fairyforge';
/** The working directory (a spec typed in the editor is `<text>` there). */
export const VIRTUAL_CWD = '/playground';

const variantTexts = import.meta.glob('../../../variants/*.yaml', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

/** The bundled variants: name → YAML text, in name order. */
export const BUNDLED_VARIANTS: ReadonlyMap<string, string> = new Map(
  Object.entries(variantTexts)
    .map(([path, text]): [string, string] => [path.slice(path.lastIndexOf('/') + 1, -'.yaml'.length), text])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
);

/** Absolute path → text. */
export const FILES: ReadonlyMap<string, string> = new Map([
  [`${VIRTUAL_ROOT}/package.json`, JSON.stringify({ name: 'fairyforge', version: FAIRYFORGE_VERSION })],
  [`${VIRTUAL_ROOT}/schema/variant.schema.json`, SCHEMA_TEXT],
  ...[...BUNDLED_VARIANTS].map(([n, text]): [string, string] => [`${VIRTUAL_ROOT}/variants/${n}.yaml`, text]),
]);

/** The folders of the virtual file system: every parent of a file. */
export const FOLDERS: ReadonlySet<string> = new Set(
  [...FILES.keys(), `${VIRTUAL_CWD}/x`].flatMap((file) => {
    const parts = file.split('/').slice(1, -1);
    return parts.map((_, i) => `/${parts.slice(0, i + 1).join('/')}`).concat('/');
  }),
);
