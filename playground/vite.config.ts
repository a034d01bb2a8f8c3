// The playground's build: a static page (dist/playground/, relative URLs, so any static host
// serves it) running the library in the browser. The library's `node:` imports are served by
// browser stand-ins (src/node-shims/), its generated-engine cache (ts-morph) is replaced by one
// that refuses, and `import.meta.url` in the library's own modules is rewritten to a path in the
// stand-ins' virtual file system, so the package root, the schema and the bundled variants are
// found where the library computes them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, relative, resolve, sep } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO = resolve(HERE, '..');
const SHIMS = resolve(HERE, 'src/node-shims');
/** Keep in step with VIRTUAL_ROOT in src/node-shims/virtual-files.ts. */
const VIRTUAL_ROOT = '/fairyforge';
const VERSION = (JSON.parse(readFileSync(resolve(REPO, 'package.json'), 'utf8')) as { version: string }).version;

/** The library's folders (the playground's own modules and any test page keep their real URLs). */
const LIBRARY = /^(lib|loading|schema|runtime|compare|search|plan-checks|compiler|generator|mechanisms|selfplay)\//;

const NODE_SHIMS: Record<string, string> = {
  fs: 'fs.ts',
  path: 'path.ts',
  url: 'url.ts',
  module: 'module.ts',
  os: 'os.ts',
  worker_threads: 'worker-threads.ts',
  crypto: 'crypto.ts',
};

/** `import.meta.url` in the library's modules → its virtual file: URL. */
function virtualModuleUrls(): Plugin {
  return {
    name: 'fairyforge-virtual-module-urls',
    enforce: 'pre',
    transform(code, id) {
      const path = relative(REPO, id.split('?')[0]).split(sep).join('/');
      if (!LIBRARY.test(path) || !code.includes('import.meta.url')) return null;
      const url = JSON.stringify(`file://${VIRTUAL_ROOT}/${path}`);
      return { code: code.replaceAll('import.meta.url', url), map: null };
    },
  };
}

export default defineConfig({
  root: HERE,
  base: './',
  publicDir: false,
  define: { FAIRYFORGE_VERSION: JSON.stringify(VERSION) },
  plugins: [virtualModuleUrls()],
  resolve: {
    alias: [
      ...Object.entries(NODE_SHIMS).flatMap(([name, file]) => [
        { find: new RegExp(`^(node:)?${name}$`), replacement: resolve(SHIMS, file) },
      ]),
      { find: /^.*\/generator\/engine-cache\.ts$/, replacement: resolve(SHIMS, 'engine-cache.ts') },
      // codemirror-json-schema's markdown rendering, without markdown-it and shiki
      { find: /^\.\.\/utils\/markdown$/, replacement: resolve(SHIMS, 'schema-markdown.ts') },
    ],
  },
  // a worker is bundled on its own, with only these plugins: the library in a worker needs the same rewrite
  worker: { format: 'es', plugins: () => [virtualModuleUrls()] },
  build: {
    outDir: resolve(REPO, 'dist/playground'),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: true,
    chunkSizeWarningLimit: 2000,
  },
});
