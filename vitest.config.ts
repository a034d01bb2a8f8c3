import { availableParallelism } from 'node:os';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// `fairyforge/runtime` (imported by the generated engines) and `fairyforge` resolve to the
// TypeScript sources under this condition, so tests run one copy of the runtime: the sources.
const SOURCE_CONDITION = 'fairyforge-source';

export default defineConfig({
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  test: {
    include: ['test/**/*.test.ts'],
    // the CLI tests run bin/fairyforge.js, which runs dist/: build it from the current sources first
    globalSetup: ['test/setup/build.ts'],
    // one test file per core: vitest's default (cores - 1) runs a 2-core machine's files one at a
    // time, on one core, while the main process only collects results
    maxWorkers: availableParallelism(),
    // the test files of a worker share its loaded modules (runtime, compiler, the 66 generated
    // engines) instead of evaluating them again for each file: on ten files, import time 104 s ->
    // 42 s and CPU 28.6 s -> 21.9 s. No test mocks a module; library.test.ts's spies are restored
    // after each test.
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
