import { repairFileName } from '../file-name.ts';
import { type DocumentKind, type ExtractTextOptions, runDocument } from '../text/extract-text.ts';
import type { ExtractedCandidate } from './extract-resume-fields.ts';
import { isUnreadableText } from './readability.ts';

/** `unreadableText`: the file's text layer is garbage or almost empty; the fields must be filled by hand. */
export type ResumeWarning = 'unreadableText';

export interface ExtractedResume {
  /** The upload's name, with encoding damage repaired. */
  fileName: string;
  kind: DocumentKind;
  pages?: number;
  text: string;
  fields: ExtractedCandidate;
  warnings: ResumeWarning[];
}

/** Bytes of an uploaded resume → text and candidate fields, in a parser thread. Throws `DocumentError`. */
export async function extractResume(
  bytes: Uint8Array,
  fileName: string,
  options: ExtractTextOptions = {},
): Promise<ExtractedResume> {
  const name = repairFileName(fileName);
  const { kind, result } = await runDocument(bytes, 'resume', { ...options, fileName: name });
  const { pages, text, fields } = result;
  return {
    fileName: name,
    kind,
    ...(pages === undefined ? {} : { pages }),
    text,
    fields: fields as ExtractedCandidate,
    warnings: isUnreadableText(text) ? ['unreadableText'] : [],
  };
}
