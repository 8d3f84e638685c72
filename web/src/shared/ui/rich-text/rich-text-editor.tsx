import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { createEditor, type Descendant, Editor, Transforms } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, Slate, withReact } from 'slate-react';
import { deserializeHtml } from './deserialize-html';
import { toggleMark, withHeadingBreaks, withInlines } from './formatting';
import type { RichTextEditorProps } from './labels';
import { RenderElement, RenderLeaf } from './render';
import { serializeHtml } from './serialize-html';
import type { MarkFormat } from './slate-types';
import { Toolbar } from './toolbar';
import './rich-text.css';

const SHORTCUTS: Record<string, MarkFormat> = { b: 'bold', i: 'italic', u: 'underline' };

/**
 * The description editor: a 200 px box with headers 1-3, bold, italic, underline, lists and
 * links, reading and writing HTML. Loaded on demand (see lazy-rich-text-editor.tsx).
 */
export function RichTextEditor({ id, value, onChange, onBlur, labels, invalid }: RichTextEditorProps) {
  const editor = useMemo(() => withHeadingBreaks(withInlines(withHistory(withReact(createEditor())))), []);
  // Slate takes its first value as it is; normalizing adds the empty texts it wants around links.
  const [initial] = useState(() => {
    editor.children = deserializeHtml(value);
    Editor.normalize(editor, { force: true });
    return editor.children;
  });
  const emitted = useRef(value);

  // A value that did not come from typing here (a reset, a pre-filled form) replaces the content.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    Transforms.deselect(editor);
    editor.children = deserializeHtml(value);
    Editor.normalize(editor, { force: true });
    editor.onChange();
  }, [editor, value]);

  const change = (nodes: Descendant[]) => {
    const html = serializeHtml(nodes);
    emitted.current = html;
    onChange(html);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const format = SHORTCUTS[event.key.toLowerCase()];
    if (!format || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    toggleMark(editor, format);
  };

  return (
    <div className={`tb-rich-text${invalid ? ' tb-rich-text--invalid' : ''}`}>
      <Slate editor={editor} initialValue={initial} onValueChange={change}>
        <Toolbar labels={labels} />
        <Editable
          id={id}
          className="tb-rich-text__editable tb-rich-text-content"
          renderElement={RenderElement}
          renderLeaf={RenderLeaf}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          aria-invalid={invalid || undefined}
        />
      </Slate>
    </div>
  );
}
