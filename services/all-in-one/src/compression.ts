import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** JSON answers shorter than this go as they are: compressing them saves less than it costs (as nginx's 1024). */
export const JSON_COMPRESSION_THRESHOLD = 1024;

/**
 * The encoding to answer in: Brotli if the browser accepts it, else gzip, else none. `q=0` refuses one; a `*`
 * accepts both.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of [acceptEncoding ?? ''].flat().join(',').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/**
 * Compresses on libuv's thread pool, not on the event loop. Brotli at quality 5 (of 11): about gzip's speed at a
 * smaller size; the build's files were compressed at the strongest settings once (web/build/precompress.ts).
 */
export function compress(content: string | Buffer, encoding: Encoding): Promise<Buffer> {
  const input = typeof content === 'string' ? Buffer.from(content) : content;
  return encoding === 'br'
    ? brotli(input, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: input.length },
      })
    : gzipAsync(input, { level: 6 });
}

/** Adds a name to the Vary header once. */
export function addVary(reply: FastifyReply, name: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  const names = current
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (names.some((n) => n === '*' || n.toLowerCase() === name.toLowerCase())) return;
  reply.header('vary', [...names, name].join(', '));
}

/**
 * JSON answers of JSON_COMPRESSION_THRESHOLD bytes or more go compressed to a browser that accepts it (the
 * candidate list, the openings, the dashboard). A hook of our own rather than @fastify/compress: only JSON needs
 * it here (the build's files are compressed at build time, pages by web-pages.ts, and uploaded files are mostly
 * compressed formats already that must go byte for byte), and this is all it takes. Added to the root instance
 * before the APIs are registered, so it covers all of their routes.
 */
export function compressJsonAnswers(app: FastifyInstance, threshold = JSON_COMPRESSION_THRESHOLD): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (Buffer.byteLength(payload) < threshold) return payload;
    addVary(reply, 'Accept-Encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await compress(payload, encoding);
    // An API answer's ETag stays as it is: it is the resource's revision, which the app sends back as If-Match
    // (the commands compare it), not a validator of these bytes; Vary keeps the encodings apart in caches.
    reply.header('content-encoding', encoding).header('content-length', compressed.length);
    return compressed;
  });
}

/**
 * Compressed copies of the pages the server sends (a page is the same for many visitors: the build's pages, the
 * openings rendered per data version), so each is compressed once per encoding. The least recently used go first.
 */
export class CompressedPages {
  readonly #entries = new Map<string, Promise<Buffer>>();
  readonly #maxEntries: number;

  constructor(maxEntries = 200) {
    this.#maxEntries = maxEntries;
  }

  get(html: string, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}\u0000${html}`;
    let entry = this.#entries.get(key);
    if (entry) {
      this.#entries.delete(key);
    } else {
      entry = compress(html, encoding);
      entry.catch(() => this.#entries.delete(key));
    }
    this.#entries.set(key, entry);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxEntries) break;
      this.#entries.delete(oldest);
    }
    return entry;
  }
}
