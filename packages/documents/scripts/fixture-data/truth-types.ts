import type { TruthEntry } from '../../src/testing/truth-set.ts';
import type { Layout } from './types.ts';

/**
 * A real-world-shaped resume and its expected fields in the `truth.json` format of `../shared/resumes-real`
 * (phones as digits, lists of accepted institution names, core and optional skills).
 * `pdf-glyphs`: a PDF whose text layer maps letters to glyph codes, as fonts without a ToUnicode map give.
 * `pdf-spaced`: a PDF whose lines are drawn one character at a time with letter spacing (scanned-looking layer).
 */
export interface TruthFixture {
  file: string;
  format: 'pdf' | 'docx' | 'doc' | 'pdf-cid' | 'pdf-glyphs' | 'pdf-spaced';
  interleave?: boolean;
  layout: Layout;
  /** What the shape imitates and what it tests. */
  kind: string;
  truth: Omit<TruthEntry, 'language'> & { language: 'en' | 'zh'; position?: string[] };
}
