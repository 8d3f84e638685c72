import { afterAll, describe, expect, it } from 'vitest';
import { DocumentError } from '../errors.ts';
import { isStepLoadError, runInDocumentThread } from '../off-thread.ts';
import { closeDocumentWorkers, configureDocumentPool } from './document-pool.ts';

// Another package's step runs in the parser threads under the documents' budget and memory limit.
const sample = new URL('../testing/sample-step.mjs', import.meta.url);
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof DocumentError ? error.code : String(error)),
  );

afterAll(async () => {
  await configureDocumentPool({});
  await closeDocumentWorkers();
});

describe('runInDocumentThread', () => {
  it("answers the step's result", async () => {
    expect(await runInDocumentThread(sample, { echo: '简历 ✓' }, { account: 'a' })).toEqual({
      echo: '简历 ✓',
      threadHeld: 0,
    });
  });

  it('a step that throws ends as corrupt, with its error in the detail', async () => {
    const failure = (await runInDocumentThread(sample, { fail: 'Max header size exceeded' }).catch(
      (e) => e,
    )) as DocumentError;
    expect(failure).toBeInstanceOf(DocumentError);
    expect(failure.code).toBe('corrupt');
    expect(failure.detail).toContain('Max header size exceeded');
  });

  it('a step past its budget or the memory limit is stopped', async () => {
    await configureDocumentPool({ maxMemoryMb: 128 });
    expect(await codeOf(runInDocumentThread(sample, { spinMs: 60_000 }, { timeoutMs: 300 }))).toBe('timeout');
    expect(await codeOf(runInDocumentThread(sample, { allocMb: 2048 }))).toBe('too_complex');
  });

  it('a module that fails to load is told apart from a step that throws', async () => {
    const missing = new URL('../testing/no-such-step.mjs', import.meta.url);
    const failure = await runInDocumentThread(missing, {}).catch((e) => e);
    expect(isStepLoadError(failure)).toBe(true);
    expect(isStepLoadError(await runInDocumentThread(sample, { fail: 'x' }).catch((e) => e))).toBe(false);
  });

  it('refuses a module that is not a local file', async () => {
    await expect(runInDocumentThread(new URL('https://example.com/step.mjs'), {})).rejects.toThrow(TypeError);
  });
});
