// node:fs for the browser: reads from the in-memory files of virtual-files.ts, with Node's error
// codes (ENOENT, EISDIR) so the loader's own messages come out as in the CLI. Writing is refused.
import { FILES, FOLDERS } from './virtual-files.ts';
import { fileURLToPath } from './url.ts';
import { resolve } from './path.ts';
import { unavailable } from './unavailable.ts';

type PathLike = string | URL;

function pathOf(p: PathLike): string {
  return resolve(typeof p === 'string' ? p : fileURLToPath(p));
}

function fsError(code: string, syscall: string, path: string): Error {
  return Object.assign(new Error(`${code}: ${syscall} '${path}'`), { code, syscall, path });
}

export function existsSync(p: PathLike): boolean {
  const path = pathOf(p);
  return FILES.has(path) || FOLDERS.has(path);
}

export function readFileSync(p: PathLike, _encoding?: unknown): string {
  const path = pathOf(p);
  const text = FILES.get(path);
  if (text !== undefined) return text;
  throw fsError(FOLDERS.has(path) ? 'EISDIR' : 'ENOENT', 'open', path);
}

export function statSync(p: PathLike): { isFile(): boolean; isDirectory(): boolean; size: number } {
  const path = pathOf(p);
  const text = FILES.get(path);
  if (text === undefined && !FOLDERS.has(path)) throw fsError('ENOENT', 'stat', path);
  const size = text === undefined ? 0 : new TextEncoder().encode(text).length;
  return { isFile: () => text !== undefined, isDirectory: () => text === undefined, size };
}

export function realpathSync(p: PathLike): string {
  const path = pathOf(p);
  if (!existsSync(path)) throw fsError('ENOENT', 'realpath', path);
  return path;
}

export function readdirSync(p: PathLike): string[] {
  const dir = pathOf(p);
  if (!FOLDERS.has(dir)) throw fsError('ENOENT', 'scandir', dir);
  const prefix = dir === '/' ? '/' : `${dir}/`;
  const names = [...FILES.keys(), ...FOLDERS].filter((f) => f.startsWith(prefix) && f.length > prefix.length).map((f) => f.slice(prefix.length).split('/')[0]);
  return [...new Set(names)].sort();
}

export function writeFileSync(): never {
  throw unavailable('writing files');
}

export function mkdirSync(): never {
  throw unavailable('creating folders');
}

export default { existsSync, readFileSync, statSync, realpathSync, readdirSync, writeFileSync, mkdirSync };
