import { formatMessage } from '@tb/contracts';
import { DocumentError, type DocumentErrorCode } from '@tb/documents';
import { describe, expect, it } from 'vitest';

/** Every code a document error can carry; a new code fails to compile here until it is listed. */
const CODES = Object.keys({
  unsupported_type: true,
  empty: true,
  encrypted: true,
  corrupt: true,
  too_large: true,
  too_complex: true,
  timeout: true,
  busy: true,
} satisfies Record<DocumentErrorCode, true>) as DocumentErrorCode[];

describe('document refusals', () => {
  it("are answered with the catalogue's 'document.<code>' message, in the documents package's own words", () => {
    for (const code of CODES) {
      const error = new DocumentError(code);
      expect([code, formatMessage('en', `document.${code}`)]).toEqual([code, error.message]);
      expect([code, formatMessage('zh', `document.${code}`)]).toEqual([code, error.messageZh]);
    }
  });
});
