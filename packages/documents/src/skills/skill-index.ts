import { SKILL_TABLE } from './dictionary.ts';

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
  /** The first character is an ASCII letter, digit or dot: the name must not continue a word. */
  boundedStart: boolean;
  /** The last character is an ASCII letter, digit, + or #: the name must not run into a word. */
  boundedEnd: boolean;
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

/** Spaces and hyphens inside a name match any run of spaces or hyphens ("fine-tuning" = "fine tuning"). */
export const trieKey = (text: string): string => text.replace(/[\s-]+/g, ' ');

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
    for (const raw of [enField, zhField, ...otherField.split(',')]) {
      const marked = raw.trim();
      if (!marked) continue;
      const markers = /^[=~]*/.exec(marked)?.[0] ?? '';
      const text = marked.slice(markers.length);
      if (names.some((n) => n.skill === index && n.text.toLowerCase() === text.toLowerCase())) continue;
      names.push({
        text,
        skill: index,
        caseSensitive: markers.includes('='),
        needsContext: markers.includes('~'),
        boundedStart: BOUNDED_START.test(text),
        boundedEnd: BOUNDED_END.test(text),
      });
    }
    skills.push({ en: enField.replace(/^[=~]+/, ''), zh: zhField || undefined, category });
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

let cached: SkillIndex | undefined;

/** Built once: the dictionary is parsed into two character tries. */
export function skillIndex(): SkillIndex {
  if (cached) return cached;
  const { skills, names } = parseSkillTable(SKILL_TABLE);
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
