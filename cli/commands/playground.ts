// `fairyforge playground`: serves the built page (dist/playground/, written by `npm run build`)
// as static files, on 127.0.0.1 unless told otherwise, and prints its URL as the first line of
// stdout. Everything runs in the browser; this server only hands out files: GET and HEAD, paths
// inside the folder only (no `..`, no encoded slash or NUL, no symbolic link leading out), each
// with its content type. Imported only when the command runs, so no other command pays for
// node:http.

import { spawn } from 'node:child_process';
import { createReadStream, existsSync, realpathSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { delimiter, extname, join, relative, resolve, sep, isAbsolute } from 'node:path';
import { PACKAGE_ROOT } from '../../loading/package-root.ts';
import { clip } from '../../schema/quote.ts';
import { UserError } from '../errors.ts';
import { out } from '../output.ts';

/** Where `npm run build` writes the page. */
export const PLAYGROUND_DIR = join(PACKAGE_ROOT, 'dist', 'playground');

export interface PlaygroundOptions {
  port?: string;
  host?: string;
  open?: boolean;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.yaml': 'text/yaml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The port a `--port` value names: 0 (any free port) to 65535. */
export function parsePort(text: string): number {
  if (!/^[0-9]{1,5}$/.test(text) || Number(text) > 65535) throw UserError.usage(`--port must be a whole number from 0 to 65535 (0: any free port), not "${clip(text, 40)}"`);
  return Number(text);
}

/** The file a request path stands for inside `root`, or null when it would lead outside (or is malformed). */
export function fileFor(root: string, urlPath: string): string | null {
  const path = urlPath.split('?')[0].split('#')[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  // an encoded slash or backslash, a NUL or a `..` segment is never a file of the page
  if (!decoded.startsWith('/') || /[\\\0]/.test(decoded) || /%2f|%5c/i.test(path) || decoded.split('/').includes('..')) return null;
  const file = resolve(root, `.${decoded}`);
  const rel = relative(root, file);
  if (rel.startsWith('..') || isAbsolute(rel)) return null;
  return file;
}

/** Whether `file`, after following symbolic links, still lies in `root`. */
function staysInside(root: string, file: string): boolean {
  const rel = relative(realpathSync(root), realpathSync(file));
  return !rel.startsWith('..') && !isAbsolute(rel);
}

function send(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
  res.end(`${text}\n`);
}

function handle(root: string, req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    send(res, 405, 'method not allowed');
    return;
  }
  let file = fileFor(root, req.url ?? '/');
  if (file === null) {
    send(res, 400, 'bad path');
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file) || !statSync(file).isFile() || !staysInside(root, file)) {
    send(res, 404, 'not found');
    return;
  }
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': statSync(file).size,
    'X-Content-Type-Options': 'nosniff',
    // the page's own files change with each build; the hashed assets could be cached, but a local server gains nothing
    'Cache-Control': 'no-cache',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

/** A listening server and its URL. */
export interface RunningServer {
  readonly url: string;
  readonly server: Server;
  close(): Promise<void>;
}

/** Serves the files of `root` on `host`:`port` (0: any free port). */
export function servePlayground(root: string, port: number, host: string): Promise<RunningServer> {
  const server = createServer((req, res) => handle(root, req, res));
  return new Promise((done, fail) => {
    server.once('error', (e: NodeJS.ErrnoException) => {
      const why = e.code === 'EADDRINUSE' ? `port ${port} is in use (try --port 0 for any free port)` : e.code === 'EADDRNOTAVAIL' || e.code === 'ENOTFOUND' ? `there is no address "${clip(host, 60)}" on this machine` : e.code === 'EACCES' ? `port ${port} needs more privileges (use a port above 1023)` : e.message;
      fail(new UserError(`cannot start the playground server: ${why}`));
    });
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      const close = () => new Promise<void>((closed) => server.close(() => closed()).closeAllConnections());
      done({ url: `http://${shownHost}:${address.port}/`, server, close });
    });
  });
}

/** The program that opens a URL in the user's browser on this system (undefined: none on PATH). */
function opener(): { command: string; args: string[] } | undefined {
  if (process.platform === 'win32') return { command: 'cmd', args: ['/c', 'start', '""'] };
  const command = process.platform === 'darwin' ? 'open' : 'xdg-open';
  const onPath = (process.env.PATH ?? '').split(delimiter).some((d) => d !== '' && existsSync(join(d, command)));
  return onPath ? { command, args: [] } : undefined;
}

function openBrowser(url: string): void {
  const o = opener();
  if (o === undefined) {
    out(`cannot open a browser: no ${process.platform === 'darwin' ? 'open' : 'xdg-open'} on PATH; open the URL above yourself`);
    return;
  }
  const child = spawn(o.command, [...o.args, url], { detached: true, stdio: 'ignore' });
  child.on('error', () => out(`cannot open a browser: ${o.command} failed; open the URL above yourself`));
  child.unref();
  out(`opening it in your browser (${o.command})`);
}

export async function playgroundCommand(opts: PlaygroundOptions): Promise<number> {
  const port = parsePort(opts.port ?? '8080');
  const host = opts.host ?? '127.0.0.1';
  if (!existsSync(join(PLAYGROUND_DIR, 'index.html'))) {
    throw new UserError(`the playground is not built (no ${join('dist', 'playground', 'index.html')} in ${PACKAGE_ROOT}${sep}): run npm run build`);
  }
  const running = await servePlayground(PLAYGROUND_DIR, port, host);
  out(running.url);
  if (opts.open) openBrowser(running.url);
  out('Ctrl-C stops the server.');
  await new Promise<void>((stop) => {
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await running.close();
  return 0;
}
