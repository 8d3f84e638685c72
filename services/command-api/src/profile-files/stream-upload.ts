import type { MultipartFile } from '@fastify/multipart';
import { detectFileType } from '@tb/documents';
import { PayloadTooLargeError, ValidationError } from '@tb/domain';
import { type BlobRef, BlobTooLargeError, EmptyBlobError } from '@tb/platform';
import type { FastifyRequest } from 'fastify';
import { unreadableForm } from '../http/form-parts.ts';
import { CONTENT_TYPES, sanitizeFileName, UPLOAD_HOLD_MS, type UploadRule, uploadParts } from '../http/uploads.ts';

type Accepted = keyof typeof CONTENT_TYPES;

/**
 * One file streamed straight into the blob store, never whole in memory. `readMultipart` buffers files of up to
 * 20 MB so documents can be parsed; a portfolio is never parsed, so it goes to disk as it arrives and only its
 * first bytes are inspected. `hold` owns it provisionally (UPLOAD_HOLD_MS): claim it once its event is stored.
 */
export async function streamUpload(request: FastifyRequest, rule: UploadRule, hold: string): Promise<BlobRef> {
  if (!request.isMultipart())
    throw new ValidationError({ en: 'Expected a multipart form', zh: '请求格式应为 multipart 表单' });
  let stored: BlobRef | null = null;
  let refusal: unknown = null;
  for await (const part of uploadParts(request, rule)) {
    if (part.type === 'field') continue;
    if (part.fieldname !== rule.field || stored || refusal) {
      part.file.resume();
      continue;
    }
    // Keep reading the request after a refusal, so the client receives the answer instead of a reset.
    stored = await store(request, part, rule, hold).catch((error: unknown) => {
      refusal = error;
      return null;
    });
  }
  if (refusal) throw refusal;
  if (!stored) throw new ValidationError(rule.wrongType);
  return stored;
}

async function store(request: FastifyRequest, part: MultipartFile, rule: UploadRule, hold: string): Promise<BlobRef> {
  const fileName = sanitizeFileName(part.filename || 'file');
  let type: Accepted | null = null;
  const validate = (head: Buffer) => {
    const detected = typeFromHead(head, fileName);
    if (!detected || !(rule.accept as readonly string[]).includes(detected)) throw new ValidationError(rule.wrongType);
    type = detected;
  };
  try {
    const ref = await request.server.ctx.blobs.put(part.file, {
      fileName,
      contentType: 'application/octet-stream',
      maxBytes: rule.maxBytes,
      validate,
      owner: hold,
      holdMs: UPLOAD_HOLD_MS,
      ...(rule.account ? { account: rule.account } : {}),
      ...(rule.quota ? { quota: rule.quota } : {}),
    });
    return { ...ref, contentType: contentTypeOf(type) };
  } catch (error) {
    part.file.resume();
    if (error instanceof BlobTooLargeError) throw new PayloadTooLargeError(rule.tooLarge);
    if (error instanceof EmptyBlobError) throw new ValidationError({ en: 'The file is empty', zh: '文件为空' });
    throw part.file.errored ? unreadableForm(error) : error;
  }
}

/**
 * The first bytes alone cannot always name a Word file: a DOCX's directory sits at the end of its ZIP (it reads
 * as a ZIP), and a DOC's stream table may lie beyond the head (it reads as a bare OLE2 container). In those two
 * cases the name decides; anything else must show its real type in the head.
 */
function typeFromHead(head: Buffer, fileName: string): Accepted | null {
  const detected = detectFileType(head);
  if (detected === 'zip' && /\.docx$/i.test(fileName)) return 'docx';
  if (detected === 'ole' && /\.doc$/i.test(fileName)) return 'doc';
  return detected === 'ole' || detected === 'unknown' ? null : detected;
}

const contentTypeOf = (type: Accepted | null): string => (type ? CONTENT_TYPES[type] : 'application/octet-stream');
