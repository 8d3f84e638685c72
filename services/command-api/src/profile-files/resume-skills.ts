import {
  extractResumeSkills,
  isDocumentError,
  isUnreadableText,
  type PoolTimes,
  type ResumeWarning,
} from '@tb/documents';
import type { ExtractedSkills } from '@tb/domain';
import type { FastifyRequest } from 'fastify';
import { documentReadError } from '../http/document-read-error.ts';
import { refuseWhenBusy } from '../http/documents-busy.ts';

const NONE: ExtractedSkills = { tagsEnglish: '', tagsChinese: '' };

/** `Server-Timing` of a document's trip through the parser threads: waiting for one, then on it. */
export const documentTiming = ({ waitMs, runMs }: PoolTimes): string =>
  `doc-wait;dur=${waitMs.toFixed(1)}, doc-run;dur=${runMs.toFixed(1)}`;

/** Why a resume's skills were not read: its text layer is missing or garbage, or reading it failed. */
export type ResumeSkillWarning = ResumeWarning | 'skillsNotRead';

export interface ResumeSkills {
  skills: ExtractedSkills;
  warnings: ResumeSkillWarning[];
  /** Why the file could not be read (over its time budget, damaged, protected…), in the caller's language. */
  readError?: string;
}

/**
 * The skill tags a resume mentions, read in a parser thread under the user's share of them. A document the
 * parser cannot read (scanned, protected, damaged, over its time budget) is still a valid upload: the user
 * gets it stored with no tags, and is told so and why (as the admin's upload for review says it), never an
 * empty list without a word. Parser threads all busy: a 503, nothing stored.
 */
export async function skillsOf(
  bytes: Buffer,
  fileName: string,
  request: FastifyRequest,
  account: string,
  onTimes?: (times: PoolTimes) => void,
): Promise<ResumeSkills> {
  try {
    const { text, tagsEnglish, tagsChinese } = await extractResumeSkills(bytes, {
      fileName,
      account,
      ...(onTimes ? { onTimes } : {}),
    });
    return { skills: { tagsEnglish, tagsChinese }, warnings: isUnreadableText(text) ? ['unreadableText'] : [] };
  } catch (error) {
    refuseWhenBusy(error);
    if (!isDocumentError(error)) throw error;
    request.log.info({ err: error, fileName }, 'resume text not readable; stored without tags');
    return {
      skills: NONE,
      // No text layer at all (a scan) is the unreadable-text case; anything else stopped the reading itself.
      warnings: [error.code === 'empty' ? 'unreadableText' : 'skillsNotRead'],
      readError: documentReadError(request, error),
    };
  }
}
