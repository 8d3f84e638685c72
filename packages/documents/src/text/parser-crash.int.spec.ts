import { afterAll, describe, expect, it } from 'vitest';
import { DocumentError } from '../errors.ts';
import { fontBombPdf, hugeAllocationTableDoc } from '../testing/hostile-documents.ts';
import { closeDocumentWorkers } from './document-pool.ts';
import { extractText } from './extract-text.ts';

afterAll(() => closeDocumentWorkers());

/**
 * A parser that V8 ends (one allocation that cannot fit in its heap) ends only its own process. When parsers
 * were worker threads this 1 KB file ended the whole server about one time in three, so it is sent several times.
 */
describe('a document that makes its parser abort', () => {
  it('is answered as unreadable every time, and this process goes on', async () => {
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const error = await extractText(hugeAllocationTableDoc(), { account: 'attacker' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DocumentError);
      outcomes.push((error as DocumentError).code);
    }
    // Its parser aborts (too_complex) or uses its CPU budget first (timeout, on a slow or loaded machine).
    for (const code of outcomes) expect(['too_complex', 'corrupt', 'timeout']).toContain(code);
    const next = await extractText(fontBombPdf(1), { account: 'someone else' });
    expect(next.text).toContain('Hello resume text');
  });
});
