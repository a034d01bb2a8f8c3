// A test page (test/playground/app-worker.test.ts): starts worker.ts and shows its answer.
const out = document.getElementById('out')!;
const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
worker.onmessage = (e: MessageEvent<string>) => (out.textContent = e.data);
worker.onerror = (e) => (out.textContent = `error: ${e.message}`);
