import { MESSAGES, type MessageKey } from '@tb/contracts';
import type { DocumentErrorCode } from '@tb/documents';
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
  it("are worded by the catalogue's 'document.<code>' messages: one per code, in both languages, and no other", () => {
    const documentKeys = (Object.keys(MESSAGES.en) as MessageKey[]).filter((key) => key.startsWith('document.'));
    expect(documentKeys.sort()).toEqual(CODES.map((code) => `document.${code}`).sort());
    for (const key of documentKeys) expect([key, MESSAGES.zh[key].length > 0]).toEqual([key, true]);
  });
});
