import sanitizeHtml from 'sanitize-html';

/** The rich-text editor's link protocols (http, https, mailto, tel); any other address becomes blank, as there. */
export const RICH_TEXT_LINK_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'] as const;

const allowedLink = (href: string): boolean => {
  try {
    return (RICH_TEXT_LINK_PROTOCOLS as readonly string[]).includes(new URL(href.trim()).protocol);
  } catch {
    // Relative or malformed: the editor only makes absolute links, so anything else is refused.
    return false;
  }
};

// The option exists in sanitize-html 2.17 but is missing from its published types.
const options: sanitizeHtml.IOptions & { allowedEmptyAttributes: string[] } = {
  // Exactly what the editor produces: headers 1-3, paragraphs, bold, italic, underline, lists and links.
  allowedTags: ['h1', 'h2', 'h3', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ol', 'ul', 'li', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedEmptyAttributes: ['href'],
  disallowedTagsMode: 'discard',
  // Their content is code or chrome, not text a reader should see.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'template', 'iframe', 'title', 'select'],
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href;
      if (href === undefined) return { tagName, attribs: {} };
      return { tagName, attribs: { href: allowedLink(href) ? href.trim() : '' } };
    },
  },
};

/**
 * Cleans a project description to the editor's allowlist. Every description is cleaned on the server before
 * it is stored, so a `<script>`, an `on*` handler, a style or a `javascript:` link never reaches a page.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** The text a reader sees, without markup: for "is this description empty?" checks and plain previews. */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: options.nonTextTags ?? [] })
    .replace(/&nbsp;|\s+/g, ' ')
    .trim();
}
