import { repairFileName } from '../file-name.ts';
import { type ExtractTextOptions, runDocument } from '../text/extract-text.ts';
import type { ExtractedProject } from './extract-project-fields.ts';

/** Bytes of an opening description (PDF or Word) → the project's bilingual fields, in a parser thread. */
export async function extractProject(
  bytes: Uint8Array,
  fileName: string,
  options: ExtractTextOptions = {},
): Promise<ExtractedProject> {
  const { result } = await runDocument(bytes, 'project', { ...options, fileName: repairFileName(fileName) });
  return result.project as ExtractedProject;
}
