// Reading a variant file from disk: only a regular file of bounded size, inside the folder the
// loader may read (symbolic links followed). Every failure is a located diagnostic in words.
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import type { Diagnostic } from '../schema/diagnostic.ts';
import { LIMITS } from './limits.ts';

/** Whether `file` lies in the folder `root` (or below it), after following symbolic links. */
export function isInside(file: string, root: string): boolean {
  const rel = relative(realPath(root), realPath(file));
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

/** The path with symbolic links followed, or just resolved when it does not exist. */
function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

/** Why a file cannot be read, in words (never an errno code alone). */
const READ_ERRORS: Partial<Record<string, string>> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a folder on its path is not a directory',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'the name is too long',
};

/**
 * The text of a variant file. Only a regular file of at most LIMITS.bytes is read: a device
 * (/dev/zero), a FIFO or a huge file would hang the loader or fill its memory before any check.
 */
export function readText(path: string): string | Diagnostic {
  const fail = (code: string, message: string): Diagnostic => ({ file: path, line: 1, col: 1, code, message });
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) return fail('read-error', 'cannot read variant file: it is a directory');
    if (!stat.isFile()) return fail('read-error', 'cannot read variant file: it is not a regular file (a device, a pipe or a socket)');
    if (stat.size > LIMITS.bytes) return fail('yaml-too-large', `file is larger than 1 MB (${stat.size} bytes); refusing to parse it`);
    return readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? '';
    return fail('read-error', `cannot read variant file: ${READ_ERRORS[code] ?? `the system refused (${code || 'unknown error'})`}`);
  }
}
