// Writing output files: the one mechanism every command that writes a file uses (generate,
// describe/diagram/compare --out, the report of `npm start`). A destination is checked before
// any long work, so a bad path fails at once; a write either completes or leaves the old file
// as it was (a regular file is written beside itself and renamed over it); every failure is
// one sentence naming the path and the reason in words. Here, below cli/ and compare/, so that
// the generator can use it too; failures are returned as values, the CLI prints them.

import { accessSync, constants, type Stats, lstatSync, mkdirSync, readlinkSync, realpathSync, renameSync, statSync, unlinkSync, writeFileSync, chmodSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { getSystemErrorMap } from 'node:util';

/** Why a write fails, in words, for the errors a user can meet (libuv's words for the others). */
const REASONS: Readonly<Record<string, string>> = {
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is exhausted',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  EISDIR: 'it is a folder, not a file',
  ENOTDIR: 'a part of the path is not a folder',
  ENOENT: 'its folder does not exist',
  EEXIST: 'a file of that name is in the way',
  EFBIG: 'the file would be too large',
  ENAMETOOLONG: 'the name is too long',
  ELOOP: 'too many symbolic links',
  EIO: 'input/output error on the device',
  EPIPE: 'the reader closed the pipe',
  EBADF: 'it is not open for writing',
  EMFILE: 'too many open files',
  ENFILE: 'too many open files',
  EBUSY: 'the device is busy',
  ETXTBSY: 'the file is in use',
};

/** The reason of a failed file operation in words, with the system's code after it for searching. */
export function reasonOf(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  const code = typeof e?.code === 'string' ? e.code : undefined;
  if (code === undefined) return err instanceof Error ? err.message : String(err);
  const words = REASONS[code] ?? (typeof e.errno === 'number' ? getSystemErrorMap().get(e.errno)?.[1] : undefined) ?? 'the system refused';
  return `${words} (${code})`;
}

/** `cannot write <path>: <reason>`, the one form of every write failure. */
export function writeFailure(path: string, reason: string): string {
  return `cannot write ${path}: ${reason}`;
}

function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch (e) {
    // ENOTDIR: a part of the path is a file; the callers walk up to it and name it
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw e;
  }
}

/** The nearest existing folder at or above `dir`, which must be writable for `dir` to be made. */
function checkFolderAt(dir: string, shown: string): string | null {
  const st = statOrUndefined(dir);
  if (st === undefined) {
    const parent = dirname(dir);
    return parent === dir ? writeFailure(shown, REASONS.ENOENT) : checkFolderAt(parent, shown);
  }
  if (!st.isDirectory()) return writeFailure(shown, dir === resolve(shown) ? 'it is not a folder' : `${dir} is not a folder`);
  accessSync(dir, constants.W_OK);
  return null;
}

/**
 * Checks, without writing anything, that `path` can be written: a file (`kind` 'file': its
 * folder must exist) or a folder (made when missing, so its nearest existing ancestor must be
 * a writable folder). Returns the failure sentence, or null.
 */
export function checkDestination(path: string, kind: 'file' | 'folder'): string | null {
  if (path.trim() === '') return 'the output path is empty';
  try {
    if (kind === 'folder') return checkFolderAt(resolve(path), path);
    // `out/` names a folder: writing it as a file would fail only at the rename
    if (/[\\/]$/.test(path)) return writeFailure(path, 'it names a folder, not a file');
    const full = linkTarget(path);
    const st = statOrUndefined(full);
    if (st?.isDirectory()) return writeFailure(path, REASONS.EISDIR);
    if (st !== undefined) {
      accessSync(full, constants.W_OK);
      return null;
    }
    const parent = statOrUndefined(dirname(full));
    if (parent === undefined) return writeFailure(path, `the folder ${dirname(full)} does not exist`);
    if (!parent.isDirectory()) return writeFailure(path, `${dirname(full)} is not a folder`);
    accessSync(dirname(full), constants.W_OK);
    return null;
  } catch (e) {
    return writeFailure(path, reasonOf(e));
  }
}

/**
 * The file `path` stands for: itself, or the end of its chain of symbolic links (which may not
 * exist yet: `> link` creates the file a dangling link names, and so does a write here).
 */
function linkTarget(path: string): string {
  let at = resolve(path);
  for (let hops = 0; hops < 40; hops++) {
    if (!lstatSync(at, { throwIfNoEntry: false })?.isSymbolicLink()) return at;
    at = resolve(dirname(at), readlinkSync(at));
  }
  // a loop: stat reports it (ELOOP) in words
  return resolve(path);
}

/**
 * Makes the folder `dir` and its missing ancestors; returns the failure sentence, or null. One
 * level at a time: Node 20's `mkdirSync(…, { recursive: true })` loops forever when the
 * system refuses with ENOENT under an existing folder (`/proc/x`).
 */
export function makeFolder(dir: string): string | null {
  const missing: string[] = [];
  let at = resolve(dir);
  while (statOrUndefinedQuiet(at) === undefined && dirname(at) !== at) {
    missing.unshift(at);
    at = dirname(at);
  }
  try {
    for (const d of missing) {
      try {
        mkdirSync(d);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || !statSync(d).isDirectory()) throw e;
      }
    }
    return null;
  } catch (e) {
    return writeFailure(dir, reasonOf(e));
  }
}

function statOrUndefinedQuiet(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/**
 * Refuses a destination that is one of the command's own input files (`describe chess --out
 * variants/chess.yaml`): the output would replace the spec it was made from. Links are
 * followed, so another name for the same file is refused too. The failure sentence, or null.
 */
export function checkNotInput(path: string, inputs: readonly string[]): string | null {
  const target = sameFileKey(path);
  const input = inputs.find((f) => sameFileKey(f) === target);
  return input === undefined ? null : writeFailure(path, `it is the spec file ${input} that the output is made from`);
}

/** A path's identity: the real path when it exists (links resolved), else the absolute path. */
function sameFileKey(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

/**
 * Writes `text` to `path`; returns the failure sentence, or null. A regular file (or a new one)
 * is written to a temporary sibling and renamed over it, so a failed write changes nothing; a
 * device or pipe (/dev/null, /dev/stdout) is written in place.
 */
export function writeOutput(path: string, text: string): string | null {
  const checked = checkDestination(path, 'file');
  if (checked !== null) return checked;
  let temp: string | undefined;
  try {
    // write through a symbolic link to the file it names, and keep that file's permissions
    const target = linkTarget(path);
    const st = statOrUndefined(target);
    if (st !== undefined && !st.isFile()) {
      writeFileSync(target, text);
      return null;
    }
    temp = join(dirname(target), `.${basename(target)}.${process.pid}.tmp`);
    writeFileSync(temp, text);
    if (st !== undefined) chmodSync(temp, st.mode & 0o7777);
    renameSync(temp, target);
    temp = undefined;
    return null;
  } catch (e) {
    return writeFailure(path, reasonOf(e));
  } finally {
    if (temp !== undefined) {
      try {
        unlinkSync(temp);
      } catch {
        // the temporary file was never made
      }
    }
  }
}
