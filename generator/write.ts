// Writing output files: the one mechanism every command that writes a file uses (generate,
// describe/diagram/compare --out, the report of `npm start`). A destination is checked before
// any long work, so a bad path fails at once; a write either completes or leaves the old file
// as it was (a new file is written beside it and renamed over it, never through a link); every failure is
// one sentence naming the path and the reason in words. Here, below cli/ and compare/, so that
// the generator can use it too; failures are returned as values, the CLI prints them.

import { randomBytes } from 'node:crypto';
import { accessSync, closeSync, constants, fchmodSync, lstatSync, mkdirSync, openSync, realpathSync, renameSync, statSync, unlinkSync, writeFileSync, type Stats } from 'node:fs';
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
 *
 * A file destination must be a regular file or a new name: a FIFO would block the write until
 * a reader comes (forever, in a script), and a device, socket or folder is never what a user
 * means by an output file. A symbolic link is replaced by the file, never written through, so
 * a link planted at the destination cannot redirect the output onto another file; a link to
 * something that is not a regular file (/dev/stdout) is refused like that thing itself.
 */
export function checkDestination(path: string, kind: 'file' | 'folder'): string | null {
  if (path.trim() === '') return 'the output path is empty';
  try {
    if (kind === 'folder') return checkFolderAt(resolve(path), path);
    // `out/` names a folder: writing it as a file would fail only at the rename
    if (/[\\/]$/.test(path)) return writeFailure(path, 'it names a folder, not a file');
    const full = resolve(path);
    const own = lstatOrUndefined(full);
    const pointed = own?.isSymbolicLink() ? statOrUndefined(full) : own;
    if (pointed !== undefined && !pointed.isFile()) return writeFailure(path, notRegularReason(pointed, own!.isSymbolicLink()));
    // a regular file the user made read-only stays unwritten, though its folder would allow the rename
    if (own?.isFile()) accessSync(full, constants.W_OK);
    const parent = statOrUndefined(dirname(full));
    if (parent === undefined) return writeFailure(path, `the folder ${dirname(full)} does not exist`);
    if (!parent.isDirectory()) return writeFailure(path, `${dirname(full)} is not a folder`);
    accessSync(dirname(full), constants.W_OK);
    return null;
  } catch (e) {
    return writeFailure(path, reasonOf(e));
  }
}

/** Why a destination that is not a regular file (or a link to one) is refused, in words. */
function notRegularReason(st: Stats, viaLink: boolean): string {
  const what = st.isDirectory()
    ? 'a folder'
    : st.isFIFO()
      ? 'a named pipe (FIFO)'
      : st.isCharacterDevice()
        ? 'a character device'
        : st.isBlockDevice()
          ? 'a block device'
          : st.isSocket()
            ? 'a socket'
            : 'a special file';
  if (viaLink) return `it is a symbolic link to ${what}, not to a regular file`;
  return what === 'a folder' ? REASONS.EISDIR : `it is ${what}, not a regular file`;
}

function lstatOrUndefined(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw e;
  }
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
 * Why writing into the existing folder `dir` failed. The system answers ENOENT ("no such file")
 * where a folder exists but takes no new file (`/proc/self` for `--out /proc/self/mem`): saying
 * that the folder does not exist would be false.
 */
function failedWriteReason(err: unknown, dir: string): string {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' && statOrUndefinedQuiet(dir)?.isDirectory()) return `the folder ${dir} takes no new files (ENOENT)`;
  return reasonOf(err);
}

/**
 * Writes `text` to `path`; returns the failure sentence, or null. The text goes to a new
 * temporary file beside the destination, which is then renamed over it, so a failed write
 * changes nothing. The temporary file has a random name and is created exclusively (O_EXCL,
 * which follows no link), so nothing planted under a guessable name can take the write
 * elsewhere; the rename replaces a symbolic link at `path` itself, not the file it names. An
 * existing file keeps its permissions; a new one gets the usual ones (0o666 less the umask).
 */
export function writeOutput(path: string, text: string): string | null {
  const checked = checkDestination(path, 'file');
  if (checked !== null) return checked;
  const target = resolve(path);
  let temp: string | undefined;
  try {
    const existing = lstatOrUndefined(target);
    const mode = existing?.isFile() ? existing.mode & 0o7777 : undefined;
    temp = join(dirname(target), `.${basename(target).slice(0, 64)}.${randomBytes(8).toString('hex')}.tmp`);
    // owner-only until the text is in, then the target's own mode
    const fd = openSync(temp, 'wx', mode === undefined ? 0o666 : 0o600);
    try {
      writeFileSync(fd, text);
      if (mode !== undefined) fchmodSync(fd, mode);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, target);
    temp = undefined;
    return null;
  } catch (e) {
    return writeFailure(path, failedWriteReason(e, dirname(target)));
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
