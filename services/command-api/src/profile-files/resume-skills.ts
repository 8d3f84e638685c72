import { extractSkills, extractText, isDocumentError, isUnreadableText, type ResumeWarning } from '@tb/documents';
import type { ExtractedSkills } from '@tb/domain';
import type { FastifyRequest } from 'fastify';

const NONE: ExtractedSkills = { tagsEnglish: '', tagsChinese: '' };

/**
 * The skill tags a resume mentions. A document the parser cannot read (scanned, protected, damaged) is still
 * a valid upload: the user gets it stored with no tags rather than an error.
 */
export async function skillsOf(
  bytes: Buffer,
  fileName: string,
  request: FastifyRequest,
): Promise<{ skills: ExtractedSkills; warnings: ResumeWarning[] }> {
  try {
    const { text } = await extractText(bytes, { fileName });
    return { skills: extractSkills(text), warnings: isUnreadableText(text) ? ['unreadableText'] : [] };
  } catch (error) {
    if (!isDocumentError(error)) throw error;
    request.log.info({ err: error, fileName }, 'resume text not readable; stored without tags');
    return { skills: NONE, warnings: ['unreadableText'] };
  }
}
