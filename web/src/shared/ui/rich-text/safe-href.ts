/** The link protocols the editor keeps; the server's sanitizer allows the same ones. */
export const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'] as const;

/**
 * A link address as the editor stores it: absolute http, https, mailto or tel addresses stay; anything else
 * (javascript:, data:, relative or malformed) becomes a blank address, exactly as the server cleans it.
 */
export function safeHref(href: string): string {
  const trimmed = href.trim();
  try {
    return (LINK_PROTOCOLS as readonly string[]).includes(new URL(trimmed).protocol) ? trimmed : '';
  } catch {
    return '';
  }
}
