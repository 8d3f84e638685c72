import { DocumentError } from '../errors.ts';
import { detectFileType, isEncryptedOoxml, isEncryptedWordDoc, pdfLooksTruncated } from '../file-type.ts';
import { looksLikeZipBomb } from '../zip-bomb.ts';
import { documentPool } from './document-pool.ts';
import type { DocumentKind, Step, TaskResult } from './steps.ts';
import { DEFAULT_POOL_LIMITS, type PoolTimes } from './worker-pool.ts';

export { closeDocumentWorkers } from './document-pool.ts';
export type { DocumentKind } from './steps.ts';

export interface ExtractTextOptions {
  /** Only used in error details for logs: the type always comes from the bytes. */
  fileName?: string;
  /** Pages read from a PDF; later pages are ignored (`truncated: true`). */
  maxPages?: number;
  /** The most this document may hold a parser thread (parse and extraction); the pool's budget otherwise. */
  timeoutMs?: number;
  /** Larger inputs are refused before any parsing. */
  maxBytes?: number;
  /** Whose document (a user id, 'inbox'…): the pool shares its threads fairly between accounts. */
  account?: string;
  /** Told how long the document waited for a parser thread and then held it (for Server-Timing, logs). */
  onTimes?: (times: PoolTimes) => void;
}

export interface ExtractedText {
  kind: DocumentKind;
  text: string;
  /** Total pages of a PDF (not only the ones read). */
  pages?: number;
  /** True when a PDF had more pages than `maxPages`, or the text was longer than the 200,000 characters kept. */
  truncated?: boolean;
}

export const DEFAULT_LIMITS = {
  maxPages: 50,
  maxBytes: 50 * 1024 * 1024,
  timeoutMs: DEFAULT_POOL_LIMITS.budgetMs,
} as const;

/** Callers that name no account share this one. */
export const UNATTRIBUTED = 'unattributed';

/** The checks on the bytes alone, before a document goes to a parser thread. Throws `DocumentError`. */
function documentKind(bytes: Uint8Array, maxBytes: number, name: string): DocumentKind {
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
  return type;
}

export interface DocumentRun {
  kind: DocumentKind;
  truncated: boolean;
  result: TaskResult;
}

/** A document's bytes → its text and `step`'s result, all in a parser thread. Throws `DocumentError`. */
export async function runDocument(
  bytes: Uint8Array,
  step: Step,
  options: ExtractTextOptions = {},
): Promise<DocumentRun> {
  const maxPages = options.maxPages ?? DEFAULT_LIMITS.maxPages;
  const name = options.fileName ? `${options.fileName}: ` : '';
  const kind = documentKind(bytes, options.maxBytes ?? DEFAULT_LIMITS.maxBytes, name);
  try {
    const result = await documentPool().run(
      { input: { bytes, kind, maxPages }, step, wrappedLines: kind === 'pdf' },
      {
        account: options.account ?? UNATTRIBUTED,
        bytes: bytes.length,
        ...(options.timeoutMs === undefined ? {} : { budgetMs: options.timeoutMs }),
        ...(options.onTimes ? { onTimes: options.onTimes } : {}),
      },
    );
    const truncated = (result.pages !== undefined && result.pages > maxPages) || result.textCut === true;
    return { kind, truncated, result };
  } catch (error) {
    if (error instanceof DocumentError && name) throw new DocumentError(error.code, `${name}${error.detail ?? ''}`);
    throw error;
  }
}

/** Text of a PDF, DOCX or DOC file, with the type detected from the bytes. Throws `DocumentError`. */
export async function extractText(bytes: Uint8Array, options: ExtractTextOptions = {}): Promise<ExtractedText> {
  const { kind, truncated, result } = await runDocument(bytes, 'text', options);
  return {
    kind,
    text: result.text,
    ...(result.pages === undefined ? {} : { pages: result.pages }),
    ...(result.pages === undefined && !truncated ? {} : { truncated }),
  };
}
