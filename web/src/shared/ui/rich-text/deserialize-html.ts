import type { Descendant } from 'slate';
import { safeHref } from './safe-href';
import type { BlockElement, BlockType, FormattedText, LinkElement } from './slate-types';
import './slate-types';

type Marks = Omit<FormattedText, 'text'>;
type Inline = FormattedText | LinkElement;

const HEADINGS: Record<string, BlockType> = {
  H1: 'heading-one',
  H2: 'heading-two',
  H3: 'heading-three',
  // The editor offers three levels; deeper headers from a pasted or extracted document become the smallest.
  H4: 'heading-three',
  H5: 'heading-three',
  H6: 'heading-three',
};
const MARK_TAGS: Record<string, keyof Marks> = { STRONG: 'bold', B: 'bold', EM: 'italic', I: 'italic', U: 'underline' };
const BLOCK_TAGS = new Set([
  'P',
  'DIV',
  'BLOCKQUOTE',
  'PRE',
  'SECTION',
  'ARTICLE',
  'UL',
  'OL',
  'LI',
  ...Object.keys(HEADINGS),
]);

const isElement = (node: Node): node is HTMLElement => node.nodeType === 1;
const isBlock = (node: Node): boolean => isElement(node) && BLOCK_TAGS.has(node.tagName);

function inlines(node: Node, marks: Marks): Inline[] {
  if (node.nodeType === 3) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ');
    return text ? [{ text, ...marks }] : [];
  }
  if (!isElement(node)) return [];
  if (node.tagName === 'BR') return [{ text: '\n', ...marks }];
  if (node.tagName === 'A') {
    const texts = [...node.childNodes].flatMap((child) => inlines(child, marks)).flatMap(textsOf);
    return [{ type: 'link', url: safeHref(node.getAttribute('href') ?? ''), children: nonEmpty(texts) }];
  }
  const mark = MARK_TAGS[node.tagName];
  const inner = mark ? { ...marks, [mark]: true as const } : marks;
  return [...node.childNodes].flatMap((child) => inlines(child, inner));
}

/** Links cannot nest: a link inside a link keeps only its text. */
const textsOf = (inline: Inline): FormattedText[] => ('type' in inline ? inline.children : [inline]);

function nonEmpty<T extends Inline>(children: T[]): T[] | FormattedText[] {
  return children.length > 0 ? children : [{ text: '' }];
}

/** A block's inline content; a trailing <br> only holds an empty line open, so it is not content. */
function blockInlines(nodes: Node[]): Descendant[] {
  const children = nodes.flatMap((child) => inlines(child, {}));
  const last = children.at(-1);
  if (last && !('type' in last) && last.text.endsWith('\n')) {
    const text = last.text.slice(0, -1);
    if (text) children[children.length - 1] = { ...last, text };
    else children.pop();
  }
  const trimmed = children.filter(
    (child, i) => 'type' in child || child.text.trim() || (i > 0 && i < children.length - 1),
  );
  return nonEmpty(trimmed);
}

function listItems(list: HTMLElement): BlockElement[] {
  const items: BlockElement[] = [];
  let loose: Node[] = [];
  const flush = () => {
    if (loose.some((node) => (node.textContent ?? '').trim()))
      items.push({ type: 'list-item', children: blockInlines(loose) });
    loose = [];
  };
  for (const child of list.childNodes) {
    if (isElement(child) && child.tagName === 'LI') {
      flush();
      items.push({ type: 'list-item', children: blockInlines([...child.childNodes]) });
    } else loose.push(child);
  }
  flush();
  return items;
}

function blocks(parent: Node): BlockElement[] {
  const out: BlockElement[] = [];
  let run: Node[] = [];
  const flush = () => {
    if (run.some((node) => isElement(node) || (node.textContent ?? '').trim())) {
      out.push({ type: 'paragraph', children: blockInlines(run) });
    }
    run = [];
  };
  for (const child of parent.childNodes) {
    if (!isBlock(child) || !isElement(child)) {
      run.push(child);
      continue;
    }
    flush();
    const heading = HEADINGS[child.tagName];
    if (heading) out.push({ type: heading, children: blockInlines([...child.childNodes]) });
    else if (child.tagName === 'UL' || child.tagName === 'OL') {
      const items = listItems(child);
      if (items.length > 0)
        out.push({ type: child.tagName === 'OL' ? 'numbered-list' : 'bulleted-list', children: items });
    } else if ([...child.childNodes].some(isBlock)) out.push(...blocks(child));
    else out.push({ type: 'paragraph', children: blockInlines([...child.childNodes]) });
  }
  flush();
  return out;
}

export const emptyDocument = (): Descendant[] => [{ type: 'paragraph', children: [{ text: '' }] }];

/** Stored HTML (or an extracted document's) as editor content; unknown tags keep only their text. */
export function deserializeHtml(html: string): Descendant[] {
  if (!html.trim()) return emptyDocument();
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const result = blocks(body);
  return result.length > 0 ? result : emptyDocument();
}
