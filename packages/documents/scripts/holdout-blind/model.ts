/**
 * The blind hold-out's document model: just enough to lay a resume out the ways people do (one or two
 * columns, tables, right-aligned dates, page headers and footers) in a PDF and in Word. It is its own,
 * separate from the labelled set's fixture data, so that this set owes nothing to how the extractor was built.
 */
export type Align = 'left' | 'center' | 'right';

/** `sans` Helvetica; `serif` Times; `dejavu` embedded DejaVu Sans (icons, any Latin letter); `cjk` embedded WenQuanYi. */
export type FontName = 'sans' | 'serif' | 'dejavu' | 'cjk';

export type Block =
  | { t: 'name'; text: string; align?: Align; size?: number }
  | { t: 'text'; text: string; align?: Align; size?: number; bold?: boolean; italic?: boolean; font?: FontName }
  /** `rule` underlines the heading, `caps` writes it in capitals with letter spacing, `plain` is bold text. */
  | { t: 'heading'; text: string; style?: 'rule' | 'caps' | 'plain' }
  /** `marker` is typed before each item (`#` becomes its number); without it, a bullet list. */
  | { t: 'bullets'; items: string[]; marker?: string }
  /** Bold left text with the dates (or place) flush right, and an optional second line under it. */
  | { t: 'dated'; left: string; right: string; sub?: string }
  | { t: 'table'; rows: string[][]; widths?: number[]; borders?: boolean; boldEven?: boolean }
  | { t: 'space'; h?: number };

export interface Sheet {
  font: FontName;
  header: Block[];
  main: Block[];
  /** A second column beside `main`, drawn in full before or after it (`order`), as resume builders do. */
  side?: Block[];
  sideAt?: 'left' | 'right';
  order?: 'side-first' | 'main-first';
  /** Repeated at the top / bottom of every page (lines split on `\n`); `{page}` and `{pages}` are filled in. */
  pageHeader?: string;
  pageFooter?: string;
  /** The page header's first line is the name, large: the body never repeats it. */
  nameInPageHeader?: boolean;
}

type Accepted = string | string[] | null;

/** The expected fields, in the format of ../shared/resumes-real/README.md. */
export interface Truth {
  name: string | null;
  email: string[];
  phone: string;
  gender: string;
  birthday: string | null;
  github: string | null;
  personalSite: string;
  degree: string | null;
  university: Accepted;
  bachelor: Accepted;
  master: Accepted;
  phd: Accepted;
  position: string[];
  skills: string[];
  skills_optional: string[];
  notes: string;
}

/**
 * `word-pdf`: the DOCX exported to PDF by LibreOffice (what "Save as PDF" in a word processor gives);
 * `doc`: the DOCX saved as Word 97 by LibreOffice.
 */
export type Format = 'pdf' | 'docx' | 'doc' | 'word-pdf';

export interface BlindResume {
  /** File name without extension. */
  base: string;
  language: 'en' | 'zh';
  format: Format;
  kind: string;
  sheet: Sheet;
  truth: Truth;
}

export const extensionOf = (format: Format): string => (format === 'word-pdf' ? 'pdf' : format);

type TextOptions = Omit<Extract<Block, { t: 'text' }>, 't' | 'text'>;
type TableOptions = Omit<Extract<Block, { t: 'table' }>, 't' | 'rows'>;

export const nameBlock = (text: string, align: Align = 'left', size?: number): Block => ({
  t: 'name',
  text,
  align,
  size,
});
export const h = (text: string, style: 'rule' | 'caps' | 'plain' = 'rule'): Block => ({ t: 'heading', text, style });
export const p = (text: string, options: TextOptions = {}): Block => ({ t: 'text', text, ...options });
export const ul = (items: string[], marker?: string): Block => ({ t: 'bullets', items, marker });
export const dated = (left: string, right: string, sub?: string): Block => ({ t: 'dated', left, right, sub });
export const table = (rows: string[][], options: TableOptions = {}): Block => ({ t: 'table', rows, ...options });
export const space = (h = 6): Block => ({ t: 'space', h });

type Required =
  | 'name'
  | 'email'
  | 'phone'
  | 'degree'
  | 'university'
  | 'bachelor'
  | 'master'
  | 'phd'
  | 'skills'
  | 'notes';

/** Expected fields with the usual blanks: no gender, birthday, GitHub or site unless the resume gives them. */
export const truth = (t: Pick<Truth, Required> & Partial<Truth>): Truth => ({
  gender: '',
  birthday: '',
  github: '',
  personalSite: '',
  position: ['Software Engineer'],
  skills_optional: [],
  ...t,
});
