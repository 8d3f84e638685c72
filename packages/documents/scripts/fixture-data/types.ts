import type { ExtractedProject } from '../../src/project/extract-project-fields.ts';
import type { ExtractedCandidate } from '../../src/resume/extract-resume-fields.ts';

/** Content blocks, rendered by scripts/render/* into PDF and DOCX with the same wording. */
export type Block =
  | { t: 'name'; text: string }
  | { t: 'subtitle'; text: string }
  | { t: 'line'; text: string }
  | { t: 'heading'; text: string }
  | { t: 'para'; text: string }
  | { t: 'bullets'; items: string[]; numbered?: boolean }
  /** A bold left part with a right-aligned part (dates) on the same line. */
  | { t: 'entry'; left: string; right: string }
  /** A label/value grid, e.g. a Chinese personal-information table: [[label, value, label, value], ...]. */
  | { t: 'fields'; rows: string[][] };

export interface Layout {
  /** Full-width blocks on top. */
  header: Block[];
  /** A narrow left column; when present the page has two columns. */
  sidebar?: Block[];
  main: Block[];
}

export type FixtureFormat = 'pdf' | 'docx' | 'doc' | 'pdf-cid';

/** The candidate fields a resume should yield ('' when absent), with its skills as a list. */
export type ExpectedResume = Omit<ExtractedCandidate, 'tagsInEng' | 'tagsInChinese'> & {
  /** Canonical English skill names a careful recruiter would tag from this resume. */
  tags: string[];
};

export interface ResumeFixture {
  file: string;
  format: FixtureFormat;
  language: 'en' | 'zh';
  /** `interleaved`: the PDF draws sidebar and main column blocks alternately, so drawing order mixes them. */
  layoutNote: string;
  interleave?: boolean;
  layout: Layout;
  expected: ExpectedResume;
}

/** Short project fields are compared whole; long ones by the phrases they must contain. */
export type ExpectedProject = Omit<
  ExtractedProject,
  'descriptionEn' | 'descriptionZh' | 'benefitsEn' | 'benefitsZh'
> & {
  /** Phrases the description must contain (empty list: the description must be empty). */
  descriptionEnIncludes: string[];
  descriptionZhIncludes: string[];
  benefitsEnIncludes: string[];
  benefitsZhIncludes: string[];
};

export interface OpeningFixture {
  file: string;
  format: FixtureFormat;
  language: 'en' | 'zh' | 'bilingual';
  layout: Layout;
  expected: ExpectedProject;
}
