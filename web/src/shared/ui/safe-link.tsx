import type { ReactNode } from 'react';

/**
 * Whether a stored link may become a link: an absolute http(s) URL with a host. Anything else (`javascript:`,
 * `data:`, `//host`, a relative path, text that is no URL) is shown as text, so a link stored before the server
 * refused other schemes, or one that slipped past it, cannot run script or leave for another scheme.
 */
export function isWebLink(href: string): boolean {
  if (!/^https?:\/\//i.test(href.trim())) return false;
  try {
    const url = new URL(href.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A file this site serves (`/api/…`, one slash) or a web link: the candidate's portfolio is either. */
export function isServedFileOrWebLink(href: string): boolean {
  return /^\/api\/[^/]/.test(href) || isWebLink(href);
}

/** A stored link, opened in a new tab without giving it this page (`noopener noreferrer`); otherwise its text. */
export function SafeLink({ href, children }: { href: string; children?: ReactNode }) {
  if (!href) return null;
  if (!isWebLink(href)) return <span className="tb-safe-link--text">{children ?? href}</span>;
  return (
    <a href={href.trim()} target="_blank" rel="noopener noreferrer">
      {children ?? href}
    </a>
  );
}
