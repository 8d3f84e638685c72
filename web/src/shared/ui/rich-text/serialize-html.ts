import type { Descendant } from 'slate';
import { Text } from 'slate';
import type { BlockType } from './slate-types';
import './slate-types';
import { safeHref } from './safe-href';

const TAGS: Record<BlockType, string> = {
  paragraph: 'p',
  'heading-one': 'h1',
  'heading-two': 'h2',
  'heading-three': 'h3',
  'numbered-list': 'ol',
  'bulleted-list': 'ul',
  'list-item': 'li',
};

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function serializeNode(node: Descendant): string {
  if (Text.isText(node)) {
    let html = escapeHtml(node.text).replace(/\n/g, '<br>');
    if (node.bold) html = `<strong>${html}</strong>`;
    if (node.italic) html = `<em>${html}</em>`;
    if (node.underline) html = `<u>${html}</u>`;
    return html;
  }
  const inner = node.children.map(serializeNode).join('');
  if (node.type === 'link') return `<a href="${escapeHtml(safeHref(node.url))}">${inner}</a>`;
  const tag = TAGS[node.type];
  // An empty paragraph keeps its line, as the stored descriptions of the original editor do.
  return `<${tag}>${inner || (tag === 'ol' || tag === 'ul' ? '' : '<br>')}</${tag}>`;
}

/** The editor's content as the HTML the API stores. */
export function serializeHtml(nodes: Descendant[]): string {
  return nodes.map(serializeNode).join('');
}
