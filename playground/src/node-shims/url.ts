// node:url for the browser: file: URLs to paths of the virtual file system and back.
export function fileURLToPath(url: string | URL): string {
  const u = typeof url === 'string' ? new URL(url) : url;
  if (u.protocol !== 'file:') throw new TypeError(`the URL must be of scheme file (got ${u.protocol})`);
  return decodeURIComponent(u.pathname);
}

export function pathToFileURL(path: string): URL {
  return new URL(`file://${encodeURI(path.startsWith('/') ? path : `/${path}`)}`);
}

export default { fileURLToPath, pathToFileURL };
