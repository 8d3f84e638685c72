// What a parser thread does with a document once it has its text. Runs in the worker (extract-worker.mjs),
// never on a server's own thread: every extractor below runs regular expressions over text a caller sent.
import { DocumentError } from '../errors.ts';
import { type ExtractedProject, extractProjectFields } from '../project/extract-project-fields.ts';
import { type ExtractedCandidate, extractResumeFields } from '../resume/extract-resume-fields.ts';
import { extractSkills, type SkillTags } from '../skills/extract-skills.ts';

export type DocumentKind = 'pdf' | 'docx' | 'doc';

/** `text`: the text only; the others also run that extractor on it. */
export type Step = 'text' | 'resume' | 'skills' | 'project';

/**
 * Text handed to the extractors and back to the caller is cut here: about 60 dense pages, far more than a
 * resume or an opening, and it bounds the work on a small file that inflates to megabytes of text.
 */
export const MAX_TEXT_CHARS = 200_000;

export type TaskInput = { bytes: Uint8Array; kind: DocumentKind; maxPages: number } | { text: string };

export interface Task {
  input: TaskInput;
  step: Step;
  /** Project step only: PDF text, whose paragraphs are broken into lines to join again. */
  wrappedLines?: boolean;
}

/**
 * A step another package brings (an e-mail's parsing, say): the thread imports `module`, a `file:` URL the server
 * names (never a caller), and answers what its `runInThread(input)` returns. Its errors end as `corrupt`.
 */
export interface ModuleTask {
  module: string;
  input: unknown;
}

export interface TaskResult {
  text: string;
  /** Total pages of a PDF. */
  pages?: number;
  /** The text was longer than MAX_TEXT_CHARS and was cut. */
  textCut?: boolean;
  fields?: ExtractedCandidate;
  skills?: SkillTags;
  project?: ExtractedProject;
  /** CPU time the parser thread spent on the document (parse and step), where Node can tell. */
  cpuMs?: number;
}

/**
 * Line ends made plain, NULs dropped, trailing spaces before a line end removed, runs of blank lines
 * shortened. Each pattern starts a match only at the start of a run (`(?<!…)`), so the work stays linear
 * on a line of a million spaces.
 */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replaceAll('\u0000', '')
    .replace(/[\v\f]/g, '\n')
    .replace(/(?<![ \u00a0])[ \u00a0]+\n/g, '\n')
    .replace(/(?<!\n)\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The raw text of a parsed document (or a caller's text) → the step's result. Throws `DocumentError('empty')`
 * for a document without a letter or digit (a scan); a caller's text may be empty.
 */
export function runStep(task: Task, rawText: string, pages?: number): TaskResult {
  // Cleaning removes little, so four times the limit is plenty to fill it: the rest is never looked at.
  const cleaned = cleanText(rawText.slice(0, MAX_TEXT_CHARS * 4));
  const text = cleaned.slice(0, MAX_TEXT_CHARS);
  if ('bytes' in task.input && !/[\p{L}\p{N}]/u.test(text)) throw new DocumentError('empty', 'no text layer');
  const result: TaskResult = {
    text,
    ...(pages === undefined ? {} : { pages }),
    ...(cleaned.length > MAX_TEXT_CHARS ? { textCut: true } : {}),
  };
  if (task.step === 'resume') result.fields = extractResumeFields(text);
  if (task.step === 'skills') result.skills = extractSkills(text);
  if (task.step === 'project')
    result.project = extractProjectFields(text, { wrappedLines: task.wrappedLines ?? false });
  return result;
}
