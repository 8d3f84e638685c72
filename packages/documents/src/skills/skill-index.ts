import { toSimplified } from '../text/han-variants.ts';
import { SKILL_TABLE } from './dictionary.ts';
import { SKILL_TABLE_AI_SERVING } from './dictionary-ai-serving.ts';
import { SKILL_TABLE_DOMAINS } from './dictionary-domains.ts';
import { SKILL_TABLE_EXTENDED } from './dictionary-extended.ts';
import { SKILL_TABLE_FAMILIES } from './dictionary-families.ts';
import { SKILL_TABLE_INBOX } from './dictionary-inbox.ts';
import { SKILL_TABLE_PRODUCTS } from './dictionary-products.ts';
import { SKILL_TABLE_ROUND12 } from './dictionary-round12.ts';
import { SKILL_TABLE_ROUND13 } from './dictionary-round13.ts';
import { SKILL_TABLE_ROUND15 } from './dictionary-round15.ts';
import { SKILL_TABLE_ROUND16 } from './dictionary-round16.ts';
import { SKILL_TABLE_ROUND17 } from './dictionary-round17.ts';
import { SKILL_TABLE_ROUND18 } from './dictionary-round18.ts';
import { SKILL_TABLE_ROUND20 } from './dictionary-round20.ts';
import { SKILL_TABLE_ROUND21 } from './dictionary-round21.ts';
import { SKILL_TABLE_ROUND22 } from './dictionary-round22.ts';
import { SKILL_TABLE_ROUND23 } from './dictionary-round23.ts';
import { SKILL_TABLE_ROUND24 } from './dictionary-round24.ts';
import { SKILL_TABLE_ROUND25 } from './dictionary-round25.ts';
import { SKILL_TABLE_ROUND26 } from './dictionary-round26.ts';
import { SKILL_TABLE_ROUND27 } from './dictionary-round27.ts';
import { SKILL_TABLE_ROUND28 } from './dictionary-round28.ts';
import { SKILL_TABLE_ROUND29 } from './dictionary-round29.ts';
import { SKILL_TABLE_ROUND30 } from './dictionary-round30.ts';
import { SKILL_TABLE_ROUND31 } from './dictionary-round31.ts';
import { SKILL_TABLE_ROUND32 } from './dictionary-round32.ts';
import { SKILL_TABLE_ROUND33 } from './dictionary-round33.ts';
import { SKILL_TABLE_ROUND37 } from './dictionary-round37.ts';
import { SKILL_TABLE_ROUND39 } from './dictionary-round39.ts';
import { SKILL_TABLE_ROUND41 } from './dictionary-round41.ts';
import { SKILL_TABLE_ROUND43 } from './dictionary-round43.ts';
import { SKILL_TABLE_ROUND45 } from './dictionary-round45.ts';
import { SKILL_TABLE_ROUND47 } from './dictionary-round47.ts';
import { SKILL_TABLE_ROUND49 } from './dictionary-round49.ts';
import { SKILL_TABLE_ROUND51 } from './dictionary-round51.ts';
import { SKILL_TABLE_ROUND53 } from './dictionary-round53.ts';
import { SKILL_TABLE_ROUND55 } from './dictionary-round55.ts';
import { SKILL_TABLE_ROUND57 } from './dictionary-round57.ts';
import { SKILL_TABLE_ROUND59 } from './dictionary-round59.ts';
import { SKILL_TABLE_ROUND61 } from './dictionary-round61.ts';
import { SKILL_TABLE_ROUND63 } from './dictionary-round63.ts';
import { SKILL_TABLE_SERVICES } from './dictionary-services.ts';
import { SKILL_TABLE_TAGS } from './dictionary-tags.ts';
import { SKILL_TABLE_TOOLS } from './dictionary-tools.ts';

/**
 * The whole dictionary: the curated table, issue 23's Linguist and enterprise additions, the survey/tag list and
 * the third round's products and fields, the fifth round's families, the sixth round's services and roles, the
 * eighth round's tools, the ninth round's fields of work, the tenth round's inbox tools and the later rounds' fields.
 */
export const FULL_SKILL_TABLE = `${SKILL_TABLE}\n${SKILL_TABLE_EXTENDED}\n${SKILL_TABLE_TAGS}\n${SKILL_TABLE_PRODUCTS}\n${SKILL_TABLE_FAMILIES}\n${SKILL_TABLE_SERVICES}\n${SKILL_TABLE_TOOLS}\n${SKILL_TABLE_DOMAINS}\n${SKILL_TABLE_INBOX}\n${SKILL_TABLE_AI_SERVING}\n${SKILL_TABLE_ROUND12}\n${SKILL_TABLE_ROUND13}\n${SKILL_TABLE_ROUND15}\n${SKILL_TABLE_ROUND16}\n${SKILL_TABLE_ROUND17}\n${SKILL_TABLE_ROUND18}\n${SKILL_TABLE_ROUND20}\n${SKILL_TABLE_ROUND21}\n${SKILL_TABLE_ROUND22}\n${SKILL_TABLE_ROUND23}\n${SKILL_TABLE_ROUND24}\n${SKILL_TABLE_ROUND25}\n${SKILL_TABLE_ROUND26}\n${SKILL_TABLE_ROUND27}\n${SKILL_TABLE_ROUND28}\n${SKILL_TABLE_ROUND29}\n${SKILL_TABLE_ROUND30}\n${SKILL_TABLE_ROUND31}\n${SKILL_TABLE_ROUND32}\n${SKILL_TABLE_ROUND33}\n${SKILL_TABLE_ROUND37}\n${SKILL_TABLE_ROUND39}\n${SKILL_TABLE_ROUND41}\n${SKILL_TABLE_ROUND43}\n${SKILL_TABLE_ROUND45}\n${SKILL_TABLE_ROUND47}\n${SKILL_TABLE_ROUND49}\n${SKILL_TABLE_ROUND51}\n${SKILL_TABLE_ROUND53}\n${SKILL_TABLE_ROUND55}\n${SKILL_TABLE_ROUND57}\n${SKILL_TABLE_ROUND59}\n${SKILL_TABLE_ROUND61}\n${SKILL_TABLE_ROUND63}`;

export interface Skill {
  en: string;
  zh: string | undefined;
  category: string;
}

export interface SkillName {
  text: string;
  skill: number;
  caseSensitive: boolean;
  /** Counts only inside a list of skills or beside a language cue (see dictionary.ts). */
  needsContext: boolean;
  /** A concept word ("sensors", "开源"): counts only in a skills section or as an item of a list of skills. */
  concept?: boolean;
  /** The first character is an ASCII letter, digit or dot: the name must not continue a word. */
  boundedStart: boolean;
  /** The last character is an ASCII letter, digit, + or #: the name must not run into a word. */
  boundedEnd: boolean;
  /** The case-free variant of an exact-case name: counts when written all lower, all upper or capitalised. */
  caseVariant?: boolean;
  /** A spelling split at a case step ("In Design" for InDesign): counts only with the capitals that split it. */
  splitAtCase?: boolean;
  /** A chip family (`*`): a part number may follow the name ("STM32F407", "nRF52840"), letters and digits only. */
  partNumberAfter?: boolean;
}

export interface TrieNode {
  next: Map<string, TrieNode>;
  names: SkillName[];
}

export interface SkillIndex {
  skills: Skill[];
  names: SkillName[];
  /** Case-insensitive names, lowercased; walked over the ASCII-lowercased text. */
  folded: TrieNode;
  /** Case-sensitive names as written; walked over the text as written. */
  exact: TrieNode;
}

const BOUNDED_START = /^[A-Za-z0-9.]/;
const BOUNDED_END = /[A-Za-z0-9+#]$/;

/**
 * Spaces and hyphens inside a name match any run of spaces or hyphens ("fine-tuning" = "fine tuning"); Chinese
 * names are kept in simplified characters, as the text is read (乾坤 and 昇腾 are written so in simplified too).
 */
export const trieKey = (text: string): string => toSimplified(text).replace(/[\s-]+/g, ' ');

/**
 * Other ways the same name is written: "JavaScript" as "Java Script", "MySQL" as "My Sql" (a space at a
 * lower-to-upper case step, both parts two letters or more), and "cloud-native" as "cloudnative" (a PDF that
 * dropped the hyphen).
 */
export function spellingVariants(text: string): string[] {
  const out: string[] = [];
  if (/^[A-Za-z0-9.]+$/.test(text)) {
    const spaced = text.replace(/(?<=[A-Za-z][a-z])(?=[A-Z][A-Za-z]{1})/g, ' ');
    if (spaced !== text && spaced.split(' ').every((part) => part.length >= 2)) out.push(spaced);
  }
  if (/\p{L}-\p{L}/u.test(text)) out.push(text.replace(/(?<=\p{L})-(?=\p{L})/gu, ''));
  return out;
}

export function parseSkillTable(table: string): { skills: Skill[]; names: SkillName[] } {
  const skills: Skill[] = [];
  const names: SkillName[] = [];
  let category = '';
  for (const raw of table.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('#')) {
      category = line.slice(1).trim();
      continue;
    }
    const [enField = '', zhField = '', otherField = ''] = line.split('|').map((part) => part.trim());
    const index = skills.length;
    const add = (
      text: string,
      caseSensitive: boolean,
      needsContext: boolean,
      caseVariant = false,
      concept = false,
      splitAtCase = false,
      partNumberAfter = false,
    ) => {
      // Exact-case spellings differ by their case (`=Material Design`, `=Material design`); the others do not.
      const same = (n: SkillName) =>
        n.skill === index &&
        n.caseSensitive === caseSensitive &&
        (caseSensitive ? n.text === text : n.text.toLowerCase() === text.toLowerCase());
      if (names.some(same)) return;
      names.push({
        text,
        skill: index,
        caseSensitive,
        needsContext,
        boundedStart: BOUNDED_START.test(text),
        boundedEnd: BOUNDED_END.test(text),
        ...(caseVariant ? { caseVariant } : {}),
        ...(concept ? { concept } : {}),
        ...(splitAtCase ? { splitAtCase } : {}),
        ...(partNumberAfter ? { partNumberAfter } : {}),
      });
    };
    for (const raw of [enField, zhField, ...otherField.split(',')]) {
      const marked = raw.trim();
      if (!marked) continue;
      const markers = /^[=~^*]*/.exec(marked)?.[0] ?? '';
      const text = marked.slice(markers.length);
      const caseSensitive = markers.includes('=');
      const needsContext = markers.includes('~');
      const concept = markers.includes('^');
      add(text, caseSensitive, needsContext, false, concept, false, markers.includes('*'));
      for (const variant of spellingVariants(text)) {
        const split = variant.includes(' ') && !text.includes(' ');
        add(variant, caseSensitive, needsContext, false, concept, split);
      }
      // "react, vue, express" or "PHP / GO": an exact-case name in another case counts inside a list of skills.
      if (caseSensitive && text.length >= 2) add(text, false, true, true);
    }
    skills.push({ en: enField.replace(/^[=~^*]+/, ''), zh: zhField.replace(/^[=~^*]+/, '') || undefined, category });
  }
  return { skills, names };
}

function buildTrie(names: SkillName[], fold: boolean): TrieNode {
  const root: TrieNode = { next: new Map(), names: [] };
  for (const name of names) {
    let node = root;
    for (const ch of trieKey(fold ? name.text.toLowerCase() : name.text)) {
      let child = node.next.get(ch);
      if (!child) {
        child = { next: new Map(), names: [] };
        node.next.set(ch, child);
      }
      node = child;
    }
    node.names.push(name);
  }
  return root;
}

/**
 * The dictionary's own names, for reading labels written without it: every name of a skill as the table writes
 * it (English, Chinese, other names; markers dropped, no generated spellings), lower-cased, to its English name.
 * An English name wins over another skill's alias ("Oracle" is Oracle even if another line lists it).
 */
export function dictionaryNameLookup(table = FULL_SKILL_TABLE): Map<string, string> {
  const lookup = new Map<string, string>();
  const aliases: [string, string][] = [];
  for (const raw of table.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [enField = '', zhField = '', otherField = ''] = line.split('|').map((part) => part.trim());
    const en = enField.replace(/^[=~^*]+/, '');
    if (!lookup.has(en.toLowerCase())) lookup.set(en.toLowerCase(), en);
    for (const name of [zhField, ...otherField.split(',')]) {
      const text = name.trim().replace(/^[=~^*]+/, '');
      if (text) aliases.push([text.toLowerCase(), en]);
    }
  }
  for (const [alias, en] of aliases) if (!lookup.has(alias)) lookup.set(alias, en);
  return lookup;
}

let cached: SkillIndex | undefined;

/** Built once: the dictionary is parsed into two character tries. */
export function skillIndex(): SkillIndex {
  if (cached) return cached;
  const { skills, names } = parseSkillTable(FULL_SKILL_TABLE);
  cached = {
    skills,
    names,
    folded: buildTrie(
      names.filter((n) => !n.caseSensitive),
      true,
    ),
    exact: buildTrie(
      names.filter((n) => n.caseSensitive),
      false,
    ),
  };
  return cached;
}
