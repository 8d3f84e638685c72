import { repairFileName } from '../file-name.ts';
import { type ExtractTextOptions, extractText } from '../text/extract-text.ts';
import { type ExtractedProject, extractProjectFields } from './extract-project-fields.ts';

/** Bytes of an opening description (PDF or Word) → the project's bilingual fields. Throws `DocumentError`. */
export async function extractProject(
  bytes: Uint8Array,
  fileName: string,
  options: ExtractTextOptions = {},
): Promise<ExtractedProject> {
  const { kind, text } = await extractText(bytes, { ...options, fileName: repairFileName(fileName) });
  return extractProjectFields(text, { wrappedLines: kind === 'pdf' });
}
