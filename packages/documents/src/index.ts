export { DocumentError, type DocumentErrorCode, isDocumentError } from './errors.ts';
export { repairFileName } from './file-name.ts';
export { detectFileType, type FileType } from './file-type.ts';
export { extractProject } from './project/extract-project.ts';
export { type ExtractedProject, extractProjectFields } from './project/extract-project-fields.ts';
export { type ExtractedResume, extractResume, type ResumeWarning } from './resume/extract-resume.ts';
export { isUnreadableText } from './resume/readability.ts';
export { type ExtractedCandidate, extractResumeFields } from './resume/extract-resume-fields.ts';
export {
  matchPosition,
  POSITION_OPTIONS,
  type PositionOption,
  ROLE_OPTIONS,
  type Role,
} from './resume/positions.ts';
export { extractSkills, findSkills, type SkillMatch, type SkillTags, skillCount } from './skills/extract-skills.ts';
export {
  closeDocumentWorkers,
  DEFAULT_LIMITS,
  type DocumentKind,
  type ExtractedText,
  type ExtractTextOptions,
  extractText,
} from './text/extract-text.ts';
export { looksLikeZipBomb, ZIP_INFLATED_LIMIT, zipInflatedSize } from './zip-bomb.ts';
