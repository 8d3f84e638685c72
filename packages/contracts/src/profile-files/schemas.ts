import { z } from 'zod';
import { messageRef } from '../messages/refs.ts';
import { lineText } from '../text/storable-text.ts';

/** A user's resume and portfolio are at most 20 MB each. */
export const USER_RESUME_MAX_BYTES = 20 * 1024 * 1024;
export const USER_PORTFOLIO_MAX_BYTES = 20 * 1024 * 1024;

/** Comma-separated tags, as the profile stores them. */
export const extractedSkills = z.object({ tagsEnglish: z.string(), tagsChinese: z.string() });
export type ExtractedSkillsView = z.infer<typeof extractedSkills>;

/** POST /api/user/resume (multipart `resume`). */
export const resumeUploadAnswer = z.object({
  message: z.string(),
  resumeFileName: z.string(),
  extractedSkills,
  /**
   * `unreadableText`: the file's text layer is garbage or missing, so no skills were found in it (issue 23).
   * `skillsNotRead`: reading the file failed (over its time budget, damaged, protected…): it is stored, without
   * skills, and `readError` says why.
   */
  warnings: z.array(z.enum(['unreadableText', 'skillsNotRead'])).optional(),
  /** Why the file could not be read, in the caller's language; absent when it was read (as the admin's upload). */
  readError: z.string().optional(),
});
export type ResumeUploadAnswer = z.infer<typeof resumeUploadAnswer>;

/** POST /api/user/portfolio (multipart `portfolio`). */
export const portfolioUploadAnswer = z.object({ message: z.string(), portfolioFileName: z.string() });
export type PortfolioUploadAnswer = z.infer<typeof portfolioUploadAnswer>;

const tagList = lineText(z.string().max(2000, messageRef('profileFile.tooManySkills')));

/** POST /api/user/skills: 'Add to my skills' appends these to the profile's tags. */
export const addSkillsBody = z.object({ tagsEnglish: tagList, tagsChinese: tagList });
export type AddSkillsBody = z.infer<typeof addSkillsBody>;
export const addSkillsAnswer = z.object({ message: z.string(), tagsEnglish: z.string(), tagsChinese: z.string() });
export type AddSkillsAnswer = z.infer<typeof addSkillsAnswer>;

/** GET /api/user/resume/{userId} and /api/user/portfolio/{userId}. */
const USER_NOT_FOUND = messageRef('auth.userNotFound');
export const userFileParams = z.object({ userId: z.string().min(1, USER_NOT_FOUND).max(100, USER_NOT_FOUND) });
