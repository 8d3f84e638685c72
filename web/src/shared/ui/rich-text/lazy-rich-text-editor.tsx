import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './labels';

const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

/** The editor in its own chunk: Slate is downloaded only by screens that edit descriptions. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<div className="tb-rich-text-placeholder" aria-busy="true" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
