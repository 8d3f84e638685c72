import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { foldName, labelsByDictionary, sameName, type TruthEntry } from './truth-set.ts';

/**
 * How far two careful labellers agree on the same resumes: the ceiling an extractor can honestly be held to.
 *
 * A set may carry `second-labeller.json`, written by a second labeller who saw the documents and the labelling
 * rules but neither the first labels, the extractor nor its dictionary. Its core skills are scored against the first
 * labeller's exactly as the extractor's tags are (`scoreDocument`): right when the first labeller called it core,
 * neither right nor wrong when optional, wrong when not listed at all; recall is over the first labeller's core list. The
 * other direction (the first labeller scored against the second) is given too, since neither is the truth.
 */

export interface SecondLabel {
  skills: string[];
  skills_optional: string[];
  name: string;
  degree: string;
  /** One name, or (like the truth files) the names accepted for the school. */
  university: string | string[];
}

export type SecondLabels = Record<string, SecondLabel>;

export interface SkillAgreement {
  /** Skills the scored labeller called core that the reference labeller called core too. */
  agreed: number;
  /** …that the reference labeller listed as optional: neither right nor wrong, as for the extractor. */
  optional: number;
  /** Skills the scored labeller called core that the reference labeller did not list at all. */
  unlisted: number;
  /** Core skills of the reference labeller (recall is `agreed` over these). */
  referenceCore: number;
}

export interface LanguageAgreement {
  documents: number;
  /** The second labeller scored against the first, as the extractor is. */
  secondAgainstFirst: SkillAgreement;
  /** The first labeller scored against the second. */
  firstAgainstSecond: SkillAgreement;
  names: { same: number; compared: number };
  /** Degree and school of the highest degree (the first labeller's accepted names). */
  education: { same: number; compared: number };
}

const emptySkills = (): SkillAgreement => ({ agreed: 0, optional: 0, unlisted: 0, referenceCore: 0 });
const emptyAgreement = (): LanguageAgreement => ({
  documents: 0,
  secondAgainstFirst: emptySkills(),
  firstAgainstSecond: emptySkills(),
  names: { same: 0, compared: 0 },
  education: { same: 0, compared: 0 },
});

/** Reads `second-labeller.json` of a set folder, or undefined when the set has none. */
export function readSecondLabels(dir: string): SecondLabels | undefined {
  const file = join(dir, 'second-labeller.json');
  if (!existsSync(file)) return undefined;
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  // '_about' (and any other key starting with '_') describes the file, not a document.
  return Object.fromEntries(Object.entries(raw).filter(([key]) => !key.startsWith('_'))) as SecondLabels;
}

function addSkills(tally: SkillAgreement, scored: string[], reference: { core: string[]; optional: string[] }): void {
  const core = new Set(reference.core);
  const optional = new Set(reference.optional);
  const called = new Set(scored);
  for (const skill of called) {
    if (core.has(skill)) tally.agreed++;
    else if (optional.has(skill)) tally.optional++;
    else tally.unlisted++;
  }
  tally.referenceCore += core.size;
}

const acceptedNames = (accepted: TruthEntry['university']): string[] =>
  accepted === null ? [] : Array.isArray(accepted) ? accepted : [accepted];

/**
 * Per language, the agreement of the second labels with the first truth file. Documents only one of them labels are
 * skipped; both label sets are read through the dictionary's names first, as the scorer reads labels.
 */
export function labellerAgreement(
  first: Record<string, TruthEntry>,
  second: SecondLabels,
): Partial<Record<'en' | 'zh', LanguageAgreement>> {
  const out: Partial<Record<'en' | 'zh', LanguageAgreement>> = {};
  for (const [file, raw] of Object.entries(first)) {
    const other = second[file];
    if (!other) continue;
    const a = labelsByDictionary(raw);
    const b = labelsByDictionary({ ...raw, skills: other.skills, skills_optional: other.skills_optional });
    const language = out[a.language] ?? emptyAgreement();
    out[a.language] = language;
    language.documents++;
    addSkills(language.secondAgainstFirst, b.skills, { core: a.skills, optional: a.skills_optional });
    addSkills(language.firstAgainstSecond, a.skills, { core: b.skills, optional: b.skills_optional });
    if (a.name !== null) {
      language.names.compared++;
      if (sameName(a.name, other.name)) language.names.same++;
    }
    if (a.degree !== null && a.university !== null) {
      language.education.compared++;
      // The same school when a name one labeller accepts is one the other accepts.
      const otherNames = new Set(acceptedNames(other.university).map(foldName));
      const school = acceptedNames(a.university).some((n) => otherNames.has(foldName(n)));
      if (a.degree === other.degree && school) language.education.same++;
    }
  }
  return out;
}

/**
 * The labels two labellers support together, for scoring the extractor against both at once: core is what both call
 * core; every other skill either of them lists (core for one only, or optional for either) is optional, neither right
 * nor wrong. So a tag counts wrong only when neither labeller listed it, and recall is over the skills nobody doubts.
 * It is a second view beside the targets (which hold the extractor to the first labeller), never a replacement for
 * them. Documents the second labeller skipped keep out; other fields are the first labeller's.
 */
export function consensusTruth(first: Record<string, TruthEntry>, second: SecondLabels): Record<string, TruthEntry> {
  const out: Record<string, TruthEntry> = {};
  for (const [file, raw] of Object.entries(first)) {
    const other = second[file];
    if (!other) continue;
    const a = labelsByDictionary(raw);
    const b = labelsByDictionary({ ...raw, skills: other.skills, skills_optional: other.skills_optional });
    const core = a.skills.filter((skill) => b.skills.includes(skill));
    const listed = [...a.skills, ...a.skills_optional, ...b.skills, ...b.skills_optional];
    out[file] = { ...a, skills: core, skills_optional: [...new Set(listed)].filter((skill) => !core.includes(skill)) };
  }
  return out;
}

export const agreementPrecision = (s: SkillAgreement): number =>
  s.agreed + s.unlisted === 0 ? 1 : s.agreed / (s.agreed + s.unlisted);
export const agreementRecall = (s: SkillAgreement): number => (s.referenceCore === 0 ? 1 : s.agreed / s.referenceCore);
