import type { BlobReader } from '@tb/platform';
import type { FastifyReply } from 'fastify';

export interface StoredFile {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** RFC 5987 / 6266: an ASCII fallback name and the exact UTF-8 name. */
export function inlineDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A stored reference read back from a read model (jsonb), checked rather than cast. */
export function isStoredFile(value: unknown): value is StoredFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = new Map(Object.entries(value));
  return (
    typeof file.get('id') === 'string' &&
    typeof file.get('fileName') === 'string' &&
    typeof file.get('contentType') === 'string' &&
    typeof file.get('size') === 'number'
  );
}

/**
 * Streams a stored file to be viewed in the browser: its real type, its original name, no sniffing (an
 * uploaded file must never be run as HTML), and private to this viewer. False when the bytes are gone.
 * (A boolean, not the reply: a reply is thenable, and awaiting it would wait for the whole download.)
 */
export async function sendStoredFile(blobs: BlobReader, reply: FastifyReply, file: StoredFile): Promise<boolean> {
  const stream = await blobs.read(file.id);
  if (!stream) return false;
  reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', inlineDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(stream);
  return true;
}
