import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentError } from '../errors.ts';
import { extractResumeFieldsOffThread } from '../off-thread.ts';
import { extractResume } from '../resume/extract-resume.ts';
import { atRunsDocx, atRunsText, tinyTextOpsPdf } from '../testing/hostile-documents.ts';
import { closeDocumentWorkers, configureDocumentPool } from './document-pool.ts';

/**
 * The caller's thread stays responsive while pathological documents are read: its event loop's longest stall
 * is compared with how long the work took, never with a fixed number of milliseconds. When extraction ran
 * on the caller's thread, each of these DOCX files (200,000 characters of "a…a@") stalled it for its whole
 * extraction: more than half of the total here. The bound, a quarter, leaves room for a busy machine not scheduling
 * this process for a moment.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Budgets far beyond the work: these tests are about stalls, and a busy machine must not turn them into timeouts.
beforeAll(() => configureDocumentPool({ budgetMs: 120_000, maxWaitMs: 120_000 }));

afterAll(async () => {
  await configureDocumentPool({});
  await closeDocumentWorkers();
});

async function measured<T>(work: () => Promise<T>): Promise<{ result: T; totalMs: number; longestStallMs: number }> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const start = performance.now();
  const result = await work();
  const totalMs = performance.now() - start;
  await sleep(50); // a stall ending with the work is recorded when the next timer runs
  delay.disable();
  return { result, totalMs, longestStallMs: delay.max / 1e6 };
}

describe('document work off the caller thread', () => {
  it('four pathological DOCX resumes from two accounts never stall the event loop for long', async () => {
    const docx = await atRunsDocx(200_000);
    const { result, totalMs, longestStallMs } = await measured(() =>
      Promise.all([0, 1, 2, 3].map((i) => extractResume(docx, 'cv.docx', { account: `account-${i % 2}` }))),
    );
    expect(result.map((r) => r.text.length)).toEqual([200_000, 200_000, 200_000, 200_000]);
    expect(longestStallMs).toBeLessThan(totalMs / 4);
  });

  it('an e-mail body of the same text is read off the thread too', async () => {
    const body = atRunsText(200_000);
    const { totalMs, longestStallMs } = await measured(() =>
      Promise.all([0, 1, 2, 3].map(() => extractResumeFieldsOffThread(body, { account: 'inbox' }))),
    );
    expect(longestStallMs).toBeLessThan(totalMs / 4);
  });

  it('a PDF over its budget ends as timeout while another account is served, and the thread is replaced', async () => {
    await configureDocumentPool({ size: 1, budgetMs: 120_000, maxWaitMs: 120_000 });
    const resume = new Uint8Array(readFileSync(new URL('../../fixtures/resumes/en-ml-engineer.pdf', import.meta.url)));
    const slow = extractResume(tinyTextOpsPdf(50, 60_000), 'cv.pdf', { account: 'hostile', timeoutMs: 1_000 }).catch(
      (e) => e,
    );
    const normal = extractResume(resume, 'cv.pdf', { account: 'other' });
    const error = await slow;
    expect(error).toBeInstanceOf(DocumentError);
    expect((error as DocumentError).code).toBe('timeout');
    expect((await normal).fields.name).toBe('Emily Zhang');
  });
});
