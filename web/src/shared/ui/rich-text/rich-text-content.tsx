import './rich-text-content.css';

/** A stored description. The server cleaned it to the editor's allowlist before storing, so it renders as HTML. */
export function RichTextContent({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`tb-rich-text-content${className ? ` ${className}` : ''}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (sanitizeRichText) before storage.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
