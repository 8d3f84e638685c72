import { readFileSync } from 'node:fs';
import { configureDocumentPool, documentPoolStats, extractText } from '@tb/documents';
import { tinyTextOpsPdf } from '@tb/documents/testing/hostile-documents';
import { afterAll, describe, expect, it } from 'vitest';
import { extractCandidate } from './extract-candidate.ts';
import type { ParsedAttachment, ParsedMessage } from './parse-message.ts';

/**
 * The inbox reads in the background: when every parser thread is taken and none may wait, it waits and asks again
 * instead of treating the resume as unreadable (which would lose its fields for good).
 */
const RESUME = readFileSync(
  new URL('../../../packages/documents/fixtures/resumes/en-ml-engineer.pdf', import.meta.url),
);

afterAll(() => configureDocumentPool({}));

describe('extractCandidate with the parser threads busy', () => {
  it("waits for a thread and still reads the resume's fields", { timeout: 60_000 }, async () => {
    await configureDocumentPool({ size: 1, maxQueued: 0 });
    // Another account's pathological PDF holds the only thread for its 0.5 s budget. (Reading it whole takes about
    // 1.6–2.3 s here, since text is cut at 200,000 characters; with a 2 s budget a quiet machine finished it.)
    const hog = extractText(tinyTextOpsPdf(50, 60_000), { account: 'someone', timeoutMs: 500 }).catch((e) => e);
    await expect.poll(() => documentPoolStats().running).toBe(1);
    const candidate = await extractCandidate(emilysMail([resumeAttachment()]), true);
    expect(candidate.resumeIndex).toBe(0);
    expect(candidate.fields.name).toBe('Emily Zhang');
    expect((await hog).code).toBe('timeout');
  });
});

describe('extractCandidate on an e-mail with many attachments', () => {
  it('tries at most three resume-like attachments; the rest are kept unread', { timeout: 60_000 }, async () => {
    const broken = (n: number) => ({
      filename: `${n}.pdf`,
      contentType: 'application/pdf',
      content: Buffer.from('%PDF-1.7 not really a PDF'),
    });
    const third = await extractCandidate(emilysMail([broken(1), broken(2), resumeAttachment()]), true);
    expect(third.resumeIndex).toBe(2);
    const fourth = await extractCandidate(emilysMail([broken(1), broken(2), broken(3), resumeAttachment()]), true);
    expect(fourth.resumeIndex).toBeNull();
  });
});

function emilysMail(attachments: ParsedAttachment[]): ParsedMessage {
  return {
    messageId: '<1@example.com>',
    subject: 'Application',
    from: 'Emily <emily@example.com>',
    fromAddress: 'emily@example.com',
    fromName: 'Emily',
    date: null,
    html: '',
    text: 'Please find my resume attached.',
    attachments,
    attachmentsPastLimit: [],
  };
}

function resumeAttachment(): ParsedAttachment {
  return { filename: 'cv.pdf', contentType: 'application/pdf', content: RESUME };
}
