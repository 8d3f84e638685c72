export type DocumentErrorCode =
  | 'unsupported_type'
  | 'empty'
  | 'encrypted'
  | 'corrupt'
  | 'too_large'
  // Small files that need far more memory to read than a document does (a decompression bomb, a crafted font).
  | 'too_complex'
  | 'timeout'
  // All parser threads busy, or their queue too slow: a refusal that passes (the HTTP services answer 503).
  | 'busy';

/**
 * Why a document could not be read, as a code and no words: a service answers with the message catalogue's
 * `document.<code>` text (`@tb/contracts`) in its caller's language. `detail` is for logs only: it may quote
 * library internals.
 */
export class DocumentError extends Error {
  override readonly name = 'DocumentError';
  readonly code: DocumentErrorCode;
  readonly detail?: string;

  constructor(code: DocumentErrorCode, detail?: string) {
    super(`document not read: ${code}`);
    this.code = code;
    this.detail = detail;
  }
}

export const isDocumentError = (error: unknown): error is DocumentError => error instanceof DocumentError;
