/** The editor's visible words; the feature that shows it passes them from its own translations. */
export interface RichTextLabels {
  heading1: string;
  heading2: string;
  heading3: string;
  bold: string;
  italic: string;
  underline: string;
  numberedList: string;
  bulletedList: string;
  link: string;
  linkAddress: string;
  applyLink: string;
  removeLink: string;
}

export interface RichTextEditorProps {
  id: string;
  /** HTML; a change from outside (a reset, a pre-filled form) replaces the content. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  labels: RichTextLabels;
  invalid?: boolean;
}
