import type { FastifyRequest } from 'fastify';
import { formParts, readable } from '../http/form-parts.ts';

export interface ReadUpload {
  fields: Record<string, string>;
  /** The file part named `field`; null when none came. */
  file: { fileName: string; bytes: Buffer } | null;
  /** The file was larger than `maxBytes` (its bytes are not kept). */
  tooLarge: boolean;
}

/**
 * Reads a small multipart form whole: its text fields and one file kept in memory (at most `maxBytes`), for
 * files that are parsed or checked before anything is stored. The whole request is always consumed, so a
 * refused upload still gets its answer rather than a reset connection.
 */
export async function readUpload(request: FastifyRequest, field: string, maxBytes: number): Promise<ReadUpload> {
  const fields: Record<string, string> = {};
  let file: ReadUpload['file'] = null;
  let tooLarge = false;
  if (!request.isMultipart()) return { fields, file, tooLarge };
  // Past the limit the part is cut short and flagged, not thrown, so the rest of the form is still read.
  // (@fastify/multipart reads throwFileSizeLimit in parts() too; only its typings of parts() leave it out.)
  const options = { limits: { fileSize: maxBytes + 1 }, throwFileSizeLimit: false };
  for await (const part of formParts(request, options)) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== field || file || tooLarge) {
      part.file.resume();
      continue;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of readable(part.file as AsyncIterable<Buffer>)) {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    }
    if (size > maxBytes || part.file.truncated) tooLarge = true;
    else file = { fileName: part.filename || 'file', bytes: Buffer.concat(chunks) };
  }
  return { fields, file, tooLarge };
}
