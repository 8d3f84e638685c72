export { DocumentError, type DocumentErrorCode, isDocumentError } from './errors.ts';
export { repairFileName, utf8OrUndefined } from './file-name.ts';
export { detectFileType, type FileType } from './file-type.ts';
export {
  type DocumentSkills,
  extractProjectFieldsOffThread,
  extractResumeFieldsOffThread,
  extractResumeSkills,
  extractSkillsOffThread,
  isStepLoadError,
  type ModuleStepOptions,
  runInDocumentThread,
  type TextWorkOptions,
} from './off-thread.ts';
export { extractProject } from './project/extract-project.ts';
export { type ExtractedProject, extractProjectFields } from './project/extract-project-fields.ts';
export { type ExtractedResume, extractResume, type ResumeWarning } from './resume/extract-resume.ts';
export { type ExtractedCandidate, extractResumeFields } from './resume/extract-resume-fields.ts';
export {
  matchPosition,
  POSITION_OPTIONS,
  type PositionOption,
  ROLE_OPTIONS,
  type Role,
} from './resume/positions.ts';
export { isUnreadableText } from './resume/readability.ts';
export { extractSkills, findSkills, type SkillMatch, type SkillTags, skillCount } from './skills/extract-skills.ts';
export { configureDocumentPool, documentPoolStats, warmDocumentWorkers } from './text/document-pool.ts';
export {
  closeDocumentWorkers,
  DEFAULT_LIMITS,
  type DocumentKind,
  type ExtractedText,
  type ExtractTextOptions,
  extractText,
} from './text/extract-text.ts';
export { DEFAULT_POOL_LIMITS, type PoolLimits, type PoolStats, type PoolTimes } from './text/worker-pool.ts';
export { looksLikeZipBomb, ZIP_INFLATED_LIMIT, zipInflatedSize } from './zip-bomb.ts';
