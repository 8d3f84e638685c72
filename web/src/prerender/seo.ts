import { ORIGIN_PLACEHOLDER, PUBLIC_PAGES } from './pages';

type Language = 'en' | 'zh';

/**
 * A public page's address in a language, absolute under ORIGIN_PLACEHOLDER (the server fills in the site's
 * origin): English is the address without the parameter (choosing English removes the parameter, so English is the plain address), Chinese
 * adds `lang=zh`.
 */
export function languageAddress(path: string, language?: Language): string {
  const zh = language === 'zh' ? `${path.includes('?') ? '&' : '?'}lang=zh` : '';
  return `${ORIGIN_PLACEHOLDER}${path}${zh}`;
}

/** hreflang alternates between a page's languages, and the address that picks by the visitor (x-default). */
export const alternatesOf = (path: string): { hreflang: string; href: string }[] => [
  { hreflang: 'en', href: languageAddress(path, 'en') },
  { hreflang: 'zh', href: languageAddress(path, 'zh') },
  { hreflang: 'x-default', href: languageAddress(path) },
];

/** Crawlers may read every public page; the signed-in areas have nothing for them. */
export function robotsTxt(): string {
  return `User-agent: *\nDisallow: /admin\nDisallow: /profile\n\nSitemap: ${ORIGIN_PLACEHOLDER}/sitemap.xml\n`;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The public pages in both languages, each with its alternates: the pages without data and, given their ids, the
 * openings' own pages.
 */
export function sitemapXml(projectIds: string[]): string {
  const paths = [
    ...PUBLIC_PAGES.filter((page) => !page.route.includes(':')).map((page) => page.route),
    ...projectIds.map((id) => `/projects/${encodeURIComponent(id)}`),
  ];
  const urls = paths.flatMap((path) => {
    const links = alternatesOf(path)
      .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`)
      .join('\n');
    return (['en', 'zh'] as const).map(
      (language) => `  <url>\n    <loc>${escapeXml(languageAddress(path, language))}</loc>\n${links}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
