import { DocumentError } from '../errors.ts';
import { detectFileType, isEncryptedOoxml, isEncryptedWordDoc, pdfLooksTruncated } from '../file-type.ts';
import { looksLikeZipBomb } from '../zip-bomb.ts';
import { WorkerPool } from './worker-pool.ts';

export type DocumentKind = 'pdf' | 'docx' | 'doc';

export interface ExtractTextOptions {
  /** Only used in error details for logs: the type always comes from the bytes. */
  fileName?: string;
  /** Pages read from a PDF; later pages are ignored (`truncated: true`). */
  maxPages?: number;
  /** Wall-clock limit for parsing one document. */
  timeoutMs?: number;
  /** Larger inputs are refused before any parsing. */
  maxBytes?: number;
}

export interface ExtractedText {
  kind: DocumentKind;
  text: string;
  /** Total pages of a PDF (not only the ones read). */
  pages?: number;
  /** True when a PDF had more pages than `maxPages`. */
  truncated?: boolean;
}

export const DEFAULT_LIMITS = { maxPages: 50, timeoutMs: 10_000, maxBytes: 50 * 1024 * 1024 } as const;

let pool: WorkerPool | undefined;

/** Text of a PDF, DOCX or DOC file, with the type detected from the bytes. Throws `DocumentError`. */
export async function extractText(bytes: Uint8Array, options: ExtractTextOptions = {}): Promise<ExtractedText> {
  const maxPages = options.maxPages ?? DEFAULT_LIMITS.maxPages;
  const timeoutMs = options.timeoutMs ?? DEFAULT_LIMITS.timeoutMs;
  const maxBytes = options.maxBytes ?? DEFAULT_LIMITS.maxBytes;
  const name = options.fileName ? `${options.fileName}: ` : '';
  if (bytes.length === 0) throw new DocumentError('empty', `${name}0 bytes`);
  if (bytes.length > maxBytes) throw new DocumentError('too_large', `${name}${bytes.length} bytes > ${maxBytes}`);

  const type = detectFileType(bytes);
  if (type === 'ole' && isEncryptedOoxml(bytes)) throw new DocumentError('encrypted', `${name}encrypted Office file`);
  if (type !== 'pdf' && type !== 'docx' && type !== 'doc') {
    throw new DocumentError('unsupported_type', `${name}content is ${type}`);
  }
  if (type === 'docx' && looksLikeZipBomb(bytes)) throw new DocumentError('too_large', `${name}inflates too far`);
  if (type === 'pdf' && pdfLooksTruncated(bytes)) throw new DocumentError('corrupt', `${name}no %%EOF: truncated PDF`);
  if (type === 'doc' && isEncryptedWordDoc(bytes))
    throw new DocumentError('encrypted', `${name}encrypted Word 97 file`);

  pool ??= new WorkerPool();
  const result = await pool.run({ kind: type, bytes, maxPages }, timeoutMs);
  const text = cleanText(result.text);
  if (!/[\p{L}\p{N}]/u.test(text)) throw new DocumentError('empty', `${name}no text layer`);
  return {
    kind: type,
    text,
    ...(result.pages === undefined ? {} : { pages: result.pages, truncated: result.pages > maxPages }),
  };
}

/** Stops the parser threads (they never keep the process alive, but a graceful shutdown can call this). */
export async function closeDocumentWorkers(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.close();
}

function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replaceAll('\u0000', '')
    .replace(/[\v\f]/g, '\n')
    .replace(/[ \u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
