import type { BaseEditor, Descendant } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

/** The editor's whole vocabulary: headers 1-3, paragraphs, lists, links and three marks. */
export type MarkFormat = 'bold' | 'italic' | 'underline';
export type HeadingType = 'heading-one' | 'heading-two' | 'heading-three';
export type ListType = 'numbered-list' | 'bulleted-list';
export type BlockType = 'paragraph' | HeadingType | ListType | 'list-item';

export interface FormattedText {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
}

export interface BlockElement {
  type: BlockType;
  children: Descendant[];
}

export interface LinkElement {
  type: 'link';
  url: string;
  children: FormattedText[];
}

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: BlockElement | LinkElement;
    Text: FormattedText;
  }
}
