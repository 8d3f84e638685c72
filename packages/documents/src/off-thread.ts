import type { ExtractedProject } from './project/extract-project-fields.ts';
import type { ExtractedCandidate } from './resume/extract-resume-fields.ts';
import type { SkillTags } from './skills/extract-skills.ts';
import { documentPool } from './text/document-pool.ts';
import { type ExtractTextOptions, runDocument, UNATTRIBUTED } from './text/extract-text.ts';
import { type DocumentKind, MAX_TEXT_CHARS, type Step, type TaskResult } from './text/steps.ts';
import type { PoolTimes } from './text/worker-pool.ts';

// The extractors run regular expressions over text a caller sent: a server calls them through these, in
// the parser threads, under the pool's budget and fairness, never on its own thread.

export interface TextWorkOptions {
  /** Whose text (a user id, 'inbox'…): the pool shares its threads fairly between accounts. */
  account?: string;
  /** The most this text may hold a parser thread; the pool's budget otherwise. */
  timeoutMs?: number;
}

const poolOptions = (text: string, options: TextWorkOptions) => ({
  account: options.account ?? UNATTRIBUTED,
  bytes: Math.min(text.length, MAX_TEXT_CHARS * 4) * 2,
  ...(options.timeoutMs === undefined ? {} : { budgetMs: options.timeoutMs }),
});

/** Only the start of a long text goes to the thread: the step would cut the rest anyway (steps.ts). */
const sent = (text: string) => text.slice(0, MAX_TEXT_CHARS * 4);

const runText = (text: string, step: Step, options: TextWorkOptions): Promise<TaskResult> =>
  documentPool().run({ input: { text: sent(text) }, step }, poolOptions(text, options));

/** `extractResumeFields` in a parser thread (for an e-mail's subject and body, say). Throws `DocumentError`. */
export async function extractResumeFieldsOffThread(
  text: string,
  options: TextWorkOptions = {},
): Promise<ExtractedCandidate> {
  return (await runText(text, 'resume', options)).fields as ExtractedCandidate;
}

/** `extractSkills` in a parser thread. Throws `DocumentError`. */
export async function extractSkillsOffThread(text: string, options: TextWorkOptions = {}): Promise<SkillTags> {
  return (await runText(text, 'skills', options)).skills as SkillTags;
}

export interface DocumentSkills extends SkillTags {
  kind: DocumentKind;
  /** The text the tags came from (at most 200,000 characters). */
  text: string;
}

/** A resume's bytes → its skill tags, parse and extraction in one parser thread. Throws `DocumentError`. */
export async function extractResumeSkills(
  bytes: Uint8Array,
  options: ExtractTextOptions = {},
): Promise<DocumentSkills> {
  const { kind, result } = await runDocument(bytes, 'skills', options);
  return { kind, text: result.text, ...(result.skills as SkillTags) };
}

/** `extractProjectFields` in a parser thread. Throws `DocumentError`. */
export async function extractProjectFieldsOffThread(
  text: string,
  options: TextWorkOptions & { wrappedLines?: boolean } = {},
): Promise<ExtractedProject> {
  const result = await documentPool().run(
    { input: { text: sent(text) }, step: 'project', wrappedLines: options.wrappedLines ?? false },
    poolOptions(text, options),
  );
  return result.project as ExtractedProject;
}

export interface ModuleStepOptions extends TextWorkOptions {
  /** Size of the input, counted against the queue's byte bound while it waits. */
  bytes?: number;
  onTimes?: (times: PoolTimes) => void;
}

/**
 * Another package's step in a parser thread, under the same budget, memory limit, queue and fairness as a
 * document: the thread imports `module` (a `file:` URL of the server's own code) and answers its
 * `runInThread(input)`. Input and answer are copied between threads (structured clone). Throws `DocumentError`
 * (`corrupt` with the step's error in `detail` when the step throws; a module that fails to load gives a `detail`
 * starting with `StepLoadError`, see `isStepLoadError`).
 */
export async function runInDocumentThread<I, R>(module: URL, input: I, options: ModuleStepOptions = {}): Promise<R> {
  if (module.protocol !== 'file:') throw new TypeError('a parser thread runs only local modules');
  const result = await documentPool().run(
    { module: module.href, input },
    {
      account: options.account ?? UNATTRIBUTED,
      bytes: options.bytes ?? 0,
      ...(options.timeoutMs === undefined ? {} : { budgetMs: options.timeoutMs }),
      ...(options.onTimes ? { onTimes: options.onTimes } : {}),
    },
  );
  return (result as unknown as { value: R }).value;
}

/** The step's module itself failed to load in the thread: the server's fault, not its input's. */
export const isStepLoadError = (error: unknown): boolean =>
  error instanceof Error && 'detail' in error && String(error.detail).startsWith('StepLoadError');
