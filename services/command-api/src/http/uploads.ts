import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { PlainMessageKey } from '@tb/contracts';
import { detectFileType, type FileType } from '@tb/documents';
import { PayloadTooLargeError, ValidationError } from '@tb/domain';
import { type BlobRef, BlobTooLargeError, EmptyBlobError } from '@tb/platform';
import type { FastifyRequest } from 'fastify';
import { formParts, readable, unreadableForm } from './form-parts.ts';
import { refuseZipBomb } from './zip-bomb-guard.ts';

export const CONTENT_TYPES: Record<Exclude<FileType, 'unknown' | 'ole'>, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
};

export type StoredType = keyof typeof CONTENT_TYPES;

export interface UploadRule {
  field: string;
  maxBytes: number;
  /**
   * Real types, detected from the bytes (the name and the declared type are not trusted), or a test of the whole
   * file's bytes (a plain-text resume).
   */
  accept: readonly StoredType[] | ((bytes: Buffer) => boolean);
  tooLarge: PlainMessageKey;
  wrongType: PlainMessageKey;
  required?: boolean;
  /**
   * Where the file goes. `held` (default): into the blob store under a provisional hold, and kept whole for
   * parsing when it is at most 20 MB; `streamed`: into the blob store as it arrives, never whole in memory (a
   * file nobody parses); `memory`: only in memory, for a file parsed or checked before anything is stored.
   */
  keep?: 'held' | 'streamed' | 'memory';
  /** Who uploads: the file counts against that account's storage quota while anyone owns it. */
  account?: string;
  /** That account's quota (`storageQuota`), checked as the file is stored: over it, 413 and nothing kept. */
  quota?: { limit: number; except?: string } | undefined;
}

/** A file stored in the blob store, held for the command that will own it. */
export interface Upload {
  ref: BlobRef;
  type: StoredType;
  /** The whole file, kept for parsing (documents are at most 20 MB); null for streamed files. */
  bytes: Buffer | null;
  /** The upload's provisional owner in the blob store: claim the file from it, or release it. */
  hold: string;
}

/** A file kept in memory only (`keep: 'memory'`). */
export interface InMemoryFile {
  fileName: string;
  /** Its detected type; `unknown` for a file accepted by a test of its bytes (plain text). */
  type: FileType;
  bytes: Buffer;
}

export interface Received<File> {
  fields: Record<string, string>;
  /** The file part named by the rule; null when none came (and the rule does not require one). */
  file: File | null;
}

/**
 * Runs `work` while the upload is held, and lets go of the file at once when it throws: a refused or failed step
 * would otherwise keep the file (and the uploader's quota) until the hold lapses days later.
 */
export async function releasedOnFailure<T>(
  blobs: { release(id: string, owner: string): Promise<void> },
  upload: Pick<Upload, 'ref' | 'hold'>,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await blobs.release(upload.ref.id, upload.hold);
    throw error;
  }
}

/** How long an uploaded file waits for the command that owns it (a review can take days). */
export const UPLOAD_HOLD_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The parts of an upload form, its file cut one byte over the rule's limit so the size check refuses it. The
 * parser also reports that cut, after the file's reader saw it, as its own 'request file too large': for a file
 * well over the limit that error would replace the rule's message, so it is answered with the rule's message.
 */
async function* uploadParts(request: FastifyRequest, rule: UploadRule) {
  try {
    yield* formParts(request, { limits: { fileSize: rule.maxBytes + 1 } });
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new PayloadTooLargeError(rule.tooLarge);
    }
    throw error;
  }
}

/** Documents are parsed after upload, so they are read whole; anything bigger is streamed to disk. */
const BUFFER_LIMIT = 20 * 1024 * 1024;

/**
 * Every upload route's one way to read its multipart form: the text fields, and at most one file (the rule's
 * field) checked by its content and size and kept as the rule says. A refused file leaves nothing behind, and
 * the request is always read to its end, so the client receives the refusal instead of a reset connection.
 */
export function receiveFile(
  request: FastifyRequest,
  rule: UploadRule & { keep: 'memory' },
): Promise<Received<InMemoryFile>>;
export function receiveFile(request: FastifyRequest, rule: UploadRule): Promise<Received<Upload>>;
export async function receiveFile(request: FastifyRequest, rule: UploadRule): Promise<Received<Upload | InMemoryFile>> {
  if (!request.isMultipart()) throw new ValidationError('common.expectedMultipart');
  const fields: Record<string, string> = {};
  let file: Upload | InMemoryFile | null = null;
  let refusal: unknown = null;
  for await (const part of uploadParts(request, rule)) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== rule.field || file || refusal) {
      part.file.resume();
      continue;
    }
    // Keep reading the request after a refusal, so the client receives the answer instead of a reset.
    file = await keepFile(request, part, rule).catch((error: unknown) => {
      refusal = error;
      return null;
    });
  }
  if (refusal) {
    if (file && 'hold' in file) await request.server.blobStore.release(file.ref.id, file.hold);
    throw refusal;
  }
  if (!file && rule.required) throw new ValidationError(rule.wrongType);
  return { fields, file };
}

/**
 * The file's type from its bytes. From only the first bytes of a streamed file, a DOCX looks like any ZIP (its
 * directory sits at the end) and a DOC like any Office container: there the name decides between those two, and
 * only between them.
 */
function typeOf(bytes: Buffer, fileName: string, whole: boolean): FileType {
  const type = detectFileType(bytes);
  if (!whole && type === 'zip' && /\.docx$/i.test(fileName)) return 'docx';
  if (!whole && type === 'ole' && /\.doc$/i.test(fileName)) return 'doc';
  return type;
}

async function keepFile(
  request: FastifyRequest,
  part: MultipartFile,
  rule: UploadRule,
): Promise<Upload | InMemoryFile> {
  const fileName = sanitizeFileName(part.filename || 'file');
  let type: FileType = 'unknown';
  const accept = (bytes: Buffer, whole: boolean) => {
    // A streamed file is checked by its first bytes before its size is known: nothing at all is an empty file,
    // not a file of the wrong type.
    if (bytes.length === 0) throw new EmptyBlobError();
    if (typeof rule.accept === 'function') {
      if (!rule.accept(bytes)) throw new ValidationError(rule.wrongType);
      return;
    }
    type = typeOf(bytes, fileName, whole);
    if (!(rule.accept as readonly string[]).includes(type)) throw new ValidationError(rule.wrongType);
  };
  const keep = rule.keep ?? 'held';
  const hold = `upload:${randomUUID()}`;
  const stored = {
    fileName,
    maxBytes: rule.maxBytes,
    owner: hold,
    holdMs: UPLOAD_HOLD_MS,
    ...(rule.account ? { account: rule.account } : {}),
    ...(rule.quota ? { quota: rule.quota } : {}),
  };
  try {
    if (keep === 'memory' || (keep === 'held' && rule.maxBytes <= BUFFER_LIMIT)) {
      const bytes = await readWhole(part, rule);
      accept(bytes, true);
      refuseZipBomb(bytes, type);
      if (keep === 'memory') return { fileName, type, bytes };
      const detected = type as StoredType;
      const ref = await request.server.blobStore.put(bytes, { ...stored, contentType: CONTENT_TYPES[detected] });
      return { ref, type: detected, bytes, hold };
    }
    const ref = await request.server.blobStore.put(part.file, {
      ...stored,
      contentType: 'application/octet-stream',
      validate: (head) => accept(head, false),
    });
    const detected = type as StoredType;
    return { ref: { ...ref, contentType: CONTENT_TYPES[detected] }, type: detected, bytes: null, hold };
  } catch (error) {
    part.file.resume();
    if (error instanceof BlobTooLargeError) throw new PayloadTooLargeError(rule.tooLarge);
    if (error instanceof EmptyBlobError) throw new ValidationError('common.emptyFile');
    throw part.file.errored ? unreadableForm(error) : error;
  }
}

async function readWhole(part: MultipartFile, rule: UploadRule): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Read to the part's end even past the limit (the parser has cut the file one byte over it, so this holds at
  // most that much): stopping early would leave the rest of the request unread and the client, still sending
  // it, would never receive the answer (a 21 MB resume hung).
  for await (const chunk of readable(part.file as AsyncIterable<Buffer>)) {
    size += chunk.length;
    if (size <= rule.maxBytes) chunks.push(chunk);
  }
  if (size > rule.maxBytes) throw new BlobTooLargeError(rule.maxBytes);
  return Buffer.concat(chunks);
}

/** No path separators or control characters survive into a stored name or a download header. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .split('')
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 200);
  return clean || 'file';
}
