// The two Node globals the library touches, for the browser: `process` (argv, execArgv, env: read
// at module load by lib/bundled-snapshot.ts and lib/perft-threads.ts) and `Buffer.byteLength`
// (loading/yaml-layer.ts's size limit). Imported first by every entry (page and worker).
const scope = globalThis as { process?: unknown; Buffer?: unknown };

scope.process ??= { argv: [], execArgv: [], env: {}, platform: 'browser', cwd: () => '/playground' };
scope.Buffer ??= {
  byteLength: (text: string) => new TextEncoder().encode(text).length,
};

export {};
