import { Editor, Element, Range, Transforms } from 'slate';
import { safeHref } from './safe-href';
import type { BlockType, LinkElement, ListType, MarkFormat } from './slate-types';

const LISTS: readonly BlockType[] = ['numbered-list', 'bulleted-list'];

export function isMarkActive(editor: Editor, format: MarkFormat): boolean {
  return Editor.marks(editor)?.[format] === true;
}

export function toggleMark(editor: Editor, format: MarkFormat): void {
  if (isMarkActive(editor, format)) Editor.removeMark(editor, format);
  else Editor.addMark(editor, format, true);
}

export function isBlockActive(editor: Editor, format: BlockType): boolean {
  const { selection } = editor;
  if (!selection) return false;
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, selection),
    match: (n) => !Editor.isEditor(n) && Element.isElement(n) && n.type === format,
  });
  return match !== undefined;
}

/** Headers and lists switch on and off; a list wraps its lines as items, and leaving it unwraps them. */
export function toggleBlock(editor: Editor, format: Exclude<BlockType, 'list-item'>): void {
  const active = isBlockActive(editor, format);
  const list = LISTS.includes(format);
  Transforms.unwrapNodes(editor, {
    match: (n) => !Editor.isEditor(n) && Element.isElement(n) && LISTS.includes(n.type as BlockType),
    split: true,
  });
  Transforms.setNodes(
    editor,
    { type: active ? 'paragraph' : list ? 'list-item' : format },
    { match: (n) => Element.isElement(n) && Editor.isBlock(editor, n) },
  );
  if (!active && list) Transforms.wrapNodes(editor, { type: format as ListType, children: [] });
}

const isLink = (n: unknown): n is LinkElement => Element.isElement(n) && n.type === 'link';

export function activeLink(editor: Editor): LinkElement | null {
  const [match] = editor.selection ? Editor.nodes(editor, { match: isLink }) : [];
  return match ? (match[0] as LinkElement) : null;
}

export function removeLink(editor: Editor): void {
  Transforms.unwrapNodes(editor, { match: isLink, split: true });
}

/** Links the selection (or inserts the address as its own text); unsafe addresses become blank. */
export function setLink(editor: Editor, address: string): void {
  const { selection } = editor;
  if (!selection) return;
  const url = safeHref(address);
  if (activeLink(editor)) {
    Transforms.setNodes(editor, { url }, { match: isLink });
    return;
  }
  if (Range.isCollapsed(selection)) {
    Transforms.insertNodes(editor, { type: 'link', url, children: [{ text: address.trim() }] });
  } else {
    Transforms.wrapNodes(editor, { type: 'link', url, children: [] }, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
}

/** Links are inline; everything else is a block. */
export function withInlines(editor: Editor): Editor {
  const { isInline } = editor;
  editor.isInline = (element) => element.type === 'link' || isInline(element);
  return editor;
}

const HEADINGS: readonly BlockType[] = ['heading-one', 'heading-two', 'heading-three'];

/**
 * Enter at the end of a heading starts a paragraph, as in every word processor: Slate copies the block's type
 * into the new block, so a whole description after one heading came out as `<h3>`. A heading split in its middle
 * stays a heading on both sides.
 */
export function withHeadingBreaks(editor: Editor): Editor {
  const { insertBreak } = editor;
  editor.insertBreak = () => {
    insertBreak();
    const block = Editor.above(editor, { match: (n) => Element.isElement(n) && Editor.isBlock(editor, n) });
    if (!block) return;
    const [node, path] = block;
    if (
      Element.isElement(node) &&
      node.type !== 'link' &&
      HEADINGS.includes(node.type) &&
      Editor.isEmpty(editor, node)
    ) {
      Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
    }
  };
  return editor;
}
