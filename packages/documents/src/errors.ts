export type DocumentErrorCode =
  | 'unsupported_type'
  | 'empty'
  | 'encrypted'
  | 'corrupt'
  | 'too_large'
  | 'too_complex'
  | 'timeout'
  | 'busy';

const messages: Record<DocumentErrorCode, { en: string; zh: string }> = {
  unsupported_type: {
    en: 'This file is not a PDF, DOCX or DOC document. Please upload a PDF or Word document.',
    zh: '该文件不是 PDF、DOCX 或 DOC 文档，请上传 PDF 或 Word 文档。',
  },
  empty: {
    en: 'The document contains no readable text (it may be empty or a scanned image).',
    zh: '文档中没有可读取的文字（文件可能为空，或是扫描图片）。',
  },
  encrypted: {
    en: 'The document is password-protected. Please remove the password and upload it again.',
    zh: '文档受密码保护，请取消密码后重新上传。',
  },
  corrupt: {
    en: 'The document is damaged or incomplete and cannot be read.',
    zh: '文档已损坏或不完整，无法读取。',
  },
  too_large: {
    en: 'The document is too large to process.',
    zh: '文档过大，无法处理。',
  },
  // Small files that need far more memory to read than a document does (a decompression bomb, a crafted font).
  too_complex: {
    en: 'This file is too complex to read. Please save it again as a simple PDF or Word document and upload that.',
    zh: '该文件过于复杂，无法读取。请将其另存为普通的 PDF 或 Word 文档后重新上传。',
  },
  timeout: {
    en: 'Reading the document took too long and was stopped.',
    zh: '读取文档超时，已停止处理。',
  },
  // Same words as DOCUMENTS_BUSY in @tb/contracts' catalogue, which the HTTP services answer with (503).
  busy: {
    en: 'Many documents are being read right now. Please try again in a minute.',
    zh: '当前正在读取的文档较多，请一分钟后再试。',
  },
};

/**
 * Why a document could not be read, in both languages, so an API can answer with `message` (or
 * `messageZh`) without knowing the cause. `detail` is for logs only: it may quote library internals.
 */
export class DocumentError extends Error {
  override readonly name = 'DocumentError';
  readonly messageZh: string;
  readonly code: DocumentErrorCode;
  readonly detail?: string;

  constructor(code: DocumentErrorCode, detail?: string) {
    super(messages[code].en);
    this.code = code;
    this.detail = detail;
    this.messageZh = messages[code].zh;
  }

  toJSON(): { code: DocumentErrorCode; message: string; messageZh: string } {
    return { code: this.code, message: this.message, messageZh: this.messageZh };
  }
}

export const isDocumentError = (error: unknown): error is DocumentError => error instanceof DocumentError;
