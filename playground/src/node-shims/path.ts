// node:path for the browser: the POSIX functions the loader uses, over the virtual file system
// of virtual-files.ts (absolute paths start with `/`; the working directory is VIRTUAL_CWD).
import { VIRTUAL_CWD } from './virtual-files.ts';

export const sep = '/';

/** `path` with `.` and `..` segments folded and repeated slashes removed. */
export function normalize(path: string): string {
  const absolute = path.startsWith('/');
  const out: string[] = [];
  for (const seg of path.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (!absolute) out.push('..');
    } else out.push(seg);
  }
  const body = out.join('/');
  if (absolute) return `/${body}`;
  return body === '' ? '.' : body;
}

export function isAbsolute(path: string): boolean {
  return path.startsWith('/');
}

export function join(...parts: string[]): string {
  const joined = parts.filter((p) => p !== '').join('/');
  return joined === '' ? '.' : normalize(joined);
}

export function resolve(...parts: string[]): string {
  let path = '';
  for (let i = parts.length - 1; i >= 0 && !path.startsWith('/'); i--) {
    if (parts[i] !== '') path = path === '' ? parts[i] : `${parts[i]}/${path}`;
  }
  if (!path.startsWith('/')) path = `${VIRTUAL_CWD}/${path}`;
  const n = normalize(path);
  return n.length > 1 && n.endsWith('/') ? n.slice(0, -1) : n;
}

export function dirname(path: string): string {
  if (path === '') return '.';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const i = trimmed.lastIndexOf('/');
  if (i < 0) return '.';
  if (i === 0) return '/';
  return trimmed.slice(0, i);
}

export function basename(path: string, suffix?: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const base = trimmed.slice(trimmed.lastIndexOf('/') + 1);
  return suffix !== undefined && base !== suffix && base.endsWith(suffix) ? base.slice(0, -suffix.length) : base;
}

export function extname(path: string): string {
  const base = basename(path);
  const i = base.lastIndexOf('.');
  return i <= 0 ? '' : base.slice(i);
}

export function relative(from: string, to: string): string {
  const a = resolve(from).split('/').filter(Boolean);
  const b = resolve(to).split('/').filter(Boolean);
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  return [...a.slice(common).map(() => '..'), ...b.slice(common)].join('/');
}

export const posix = { sep, normalize, isAbsolute, join, resolve, dirname, basename, extname, relative };
export default posix;
