// `fairyforge playground`'s static server: the URL as the first line of stdout (from the built
// CLI, as users run it), the page and its assets with their content types, and every way out of
// the folder refused (`..` raw and encoded, an encoded slash, NUL, a symbolic link leading out).

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fileFor, parsePort, servePlayground, type RunningServer } from '../../cli/commands/playground.ts';
import { REPO_ROOT } from '../../generator/generate.ts';

/** A GET with the path sent exactly as written (fetch would fold `..` before sending it). */
function rawGet(url: string, path: string): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((done, fail) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => done({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('the playground server', () => {
  let dir: string;
  let server: RunningServer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ff-playground-'));
    const site = join(dir, 'site');
    mkdirSync(join(site, 'assets'), { recursive: true });
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>page</title>');
    writeFileSync(join(site, 'assets', 'main.js'), 'export {};');
    writeFileSync(join(site, 'assets', 'style.css'), 'body {}');
    writeFileSync(join(dir, 'secret.txt'), 'SECRET');
    symlinkSync(join(dir, 'secret.txt'), join(site, 'leak.txt'));
    server = await servePlayground(site, 0, '127.0.0.1');
  });

  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('serves the page and its assets on 127.0.0.1 with their content types', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:[0-9]+\/$/);
    const index = await rawGet(server.url, '/');
    expect([index.status, index.type, index.body]).toEqual([200, 'text/html; charset=utf-8', '<!doctype html><title>page</title>']);
    expect((await rawGet(server.url, '/assets/main.js')).type).toBe('text/javascript; charset=utf-8');
    expect((await rawGet(server.url, '/assets/style.css?v=1')).type).toBe('text/css; charset=utf-8');
    expect((await rawGet(server.url, '/nothing.js')).status).toBe(404);
  });

  test.each(['/../secret.txt', '/assets/../../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets%2f..%2f..%2fsecret.txt', '/%00', '/%E0%A4%A', '/leak.txt', '//etc/passwd'])(
    'refuses %s',
    async (path) => {
      const reply = await rawGet(server.url, path);
      expect([400, 404]).toContain(reply.status);
      expect(reply.body).not.toContain('SECRET');
      expect(reply.body).not.toContain('root:');
    },
  );

  test('a path stays inside the folder or is refused', () => {
    expect(fileFor('/srv/site', '/assets/a.js')).toBe('/srv/site/assets/a.js');
    expect(fileFor('/srv/site', '/a%20b.js')).toBe('/srv/site/a b.js');
    expect(fileFor('/srv/site', '/../x')).toBeNull();
    expect(fileFor('/srv/site', '/a\\..\\..\\x')).toBeNull();
  });

  test('--port takes 0 to 65535 and says so otherwise', () => {
    expect([parsePort('0'), parsePort('65535')]).toEqual([0, 65535]);
    for (const bad of ['-1', '65536', '80x', '', '1e3']) expect(() => parsePort(bad)).toThrow(/--port must be a whole number from 0 to 65535/);
  });
});

describe('fairyforge playground, as run by users', () => {
  let child: ChildProcessWithoutNullStreams | undefined;
  afterAll(() => {
    child?.kill('SIGTERM');
  });

  test('prints its URL first, says when it cannot open a browser, serves the built page there and stops on SIGTERM', async () => {
    // no xdg-open on its PATH: --open must say so (and no browser opens during the tests)
    child = spawn(process.execPath, [join(REPO_ROOT, 'bin', 'fairyforge.js'), 'playground', '--port', '0', '--open'], { cwd: REPO_ROOT, env: { ...process.env, PATH: '' } });
    const [first, second] = await new Promise<string[]>((done, fail) => {
      let text = '';
      child!.stdout.on('data', (c: Buffer) => {
        text += c.toString();
        if (text.split('\n').length > 2) done(text.split('\n'));
      });
      child!.on('exit', (code) => fail(new Error(`exited with ${code}`)));
    });
    expect(second).toMatch(/^cannot open a browser: no (xdg-)?open on PATH; open the URL above yourself$/);
    expect(first).toMatch(/^http:\/\/127\.0\.0\.1:[0-9]+\/$/);
    const page = await rawGet(first, '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-testid="diagnostics"');
    const stopped = new Promise<number | null>((done) => child!.on('exit', done));
    child.kill('SIGTERM');
    expect(await stopped).toBe(0);
  });
});
