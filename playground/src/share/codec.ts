// A shared state (the spec's text and optionally a position) in a URL fragment: JSON, deflated
// (CompressionStream 'deflate-raw') and base64url-encoded after a version tag. Decoding is
// bounded: a fragment longer than MAX_FRAGMENT is refused unread, inflation stops at
// MAX_INFLATED bytes (a deflate bomb costs that much and no more), and every failure is a
// sentence for the page to show, never an exception.

export interface Shared {
  readonly spec: string;
  readonly fen?: string;
}

/** The fragment's version tag: a later format gets a new tag, and old links keep working. */
const TAG = 's1.';
/** The spec's own limit is 1 MB (loading/limits.ts); compressed and encoded it is far shorter. */
export const MAX_FRAGMENT = 1_500_000;
/** The spec's limit, plus room for the FEN and the JSON around them. */
export const MAX_INFLATED = 1_100_000;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

async function collect(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | 'too-large'> {
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      return 'too-large';
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function through(bytes: Uint8Array, transform: CompressionStream | DecompressionStream): ReadableStream<Uint8Array> {
  return new Blob([bytes as BlobPart]).stream().pipeThrough(transform) as ReadableStream<Uint8Array>;
}

/** The fragment (without `#`) for `shared`. */
export async function encodeShared(shared: Shared): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(shared.fen === undefined ? { spec: shared.spec } : shared));
  const packed = await collect(through(json, new CompressionStream('deflate-raw')), Number.MAX_SAFE_INTEGER);
  return TAG + toBase64Url(packed as Uint8Array);
}

/** Whether a fragment (without `#`) is meant as a shared state at all (an unrelated `#anchor` is not). */
export function isSharedFragment(fragment: string): boolean {
  return /^s[0-9]+\./.test(fragment);
}

/** The state a fragment (without `#`) holds, or why it cannot be read. */
export async function decodeShared(fragment: string): Promise<Shared | { error: string }> {
  const fail = (why: string) => ({ error: `This link's shared spec cannot be opened: ${why}.` });
  if (fragment.length > MAX_FRAGMENT) return fail(`it is too long (${fragment.length} characters; at most ${MAX_FRAGMENT})`);
  if (!fragment.startsWith(TAG)) return fail('it was made by another version of the playground, or it is not a playground link');
  const bytes = fromBase64Url(fragment.slice(TAG.length));
  if (bytes === undefined) return fail('it is not base64url text (was it cut or changed?)');
  let inflated: Uint8Array | 'too-large';
  try {
    inflated = await collect(through(bytes, new DecompressionStream('deflate-raw')), MAX_INFLATED);
  } catch {
    return fail('its compressed data is damaged (was the link cut short?)');
  }
  if (inflated === 'too-large') return fail(`it unpacks to more than ${MAX_INFLATED} bytes, more than any spec may be`);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(inflated));
  } catch {
    return fail('its content is not what the playground writes');
  }
  const v = value as { spec?: unknown; fen?: unknown } | null;
  if (v === null || typeof v !== 'object' || typeof v.spec !== 'string' || (v.fen !== undefined && typeof v.fen !== 'string')) {
    return fail('its content is not what the playground writes');
  }
  return v.fen === undefined ? { spec: v.spec } : { spec: v.spec, fen: v.fen };
}
