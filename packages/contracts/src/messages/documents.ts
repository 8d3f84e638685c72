/**
 * Why a document could not be read, keyed `document.<DocumentError code>` (`@tb/documents`), so a route turns a
 * document error into its key without a table of its own. The documents package has codes only; these are their words.
 */
export const documentEn = {
  'document.unsupported_type': 'This file is not a PDF, DOCX or DOC document. Please upload a PDF or Word document.',
  'document.empty': 'The document contains no readable text (it may be empty or a scanned image).',
  'document.encrypted': 'The document is password-protected. Please remove the password and upload it again.',
  'document.corrupt': 'The document is damaged or incomplete and cannot be read.',
  'document.too_large': 'The document is too large to process.',
  'document.too_complex':
    'This file is too complex to read. Please save it again as a simple PDF or Word document and upload that.',
  'document.timeout': 'Reading the document took too long and was stopped.',
  /** A 503 from any route that reads a document while the parser threads' queue is full or too slow. */
  'document.busy': 'Many documents are being read right now. Please try again in a minute.',
} as const;

export const documentZh = {
  'document.unsupported_type': '该文件不是 PDF、DOCX 或 DOC 文档，请上传 PDF 或 Word 文档。',
  'document.empty': '文档中没有可读取的文字（文件可能为空，或是扫描图片）。',
  'document.encrypted': '文档受密码保护，请取消密码后重新上传。',
  'document.corrupt': '文档已损坏或不完整，无法读取。',
  'document.too_large': '文档过大，无法处理。',
  'document.too_complex': '该文件过于复杂，无法读取。请将其另存为普通的 PDF 或 Word 文档后重新上传。',
  'document.timeout': '读取文档超时，已停止处理。',
  'document.busy': '当前正在读取的文档较多，请一分钟后再试。',
} satisfies Record<keyof typeof documentEn, string>;
