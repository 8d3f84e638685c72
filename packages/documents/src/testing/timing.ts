import { isUnreadableText } from '../resume/readability.ts';
import { runDocument } from '../text/extract-text.ts';

export interface ResumeTiming {
  /** Bytes in, fields out, as a caller waits for `extractResume`. */
  wallMs: number;
  /** The parser thread's CPU time for the document; undefined where Node cannot tell (before 23.9). */
  cpuMs: number | undefined;
}

/**
 * One resume through the same path as `extractResume`, timed both ways: on a busy machine the wall time's tail
 * is mostly waiting for a core, which the CPU time leaves out (the bench prints both).
 */
export async function timeResume(bytes: Uint8Array, fileName: string): Promise<ResumeTiming> {
  const start = performance.now();
  const { result } = await runDocument(bytes, 'resume', { fileName });
  isUnreadableText(result.text);
  return { wallMs: performance.now() - start, cpuMs: result.cpuMs };
}
