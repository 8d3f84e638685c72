import type { ProjectView } from '@tb/contracts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Providers } from '@/app/providers';
import { StaticAppRouter, screensFor } from '@/app/router/app-router';
import { routes } from '@/app/routes';
import { projectCard } from '@/features/projects/lib/project-card';
import { i18n, loadLanguage } from '@/shared/i18n/i18n';
import { LANGUAGES, type Language } from '@/shared/i18n/language';
import { setServerLanguage } from '@/shared/i18n/language-store';
import { setServerAnswers } from '@/shared/lib/page-answers';
import { pageTitle } from '@/shared/lib/use-page-title';
import { PUBLIC_PAGES, type PublicPage } from './pages';
import { withInertForms } from './rendered-forms';
import { alternatesOf } from './seo';

export { ORIGIN_PLACEHOLDER, PUBLIC_PAGES, prerenderedFile } from './pages';
export { robotsTxt, sitemapXml } from './seo';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  title: string;
  description: string;
}

/** Search engines show about 160 characters of a description. */
const DESCRIPTION_LENGTH = 160;

const shorten = (text: string) =>
  text.length <= DESCRIPTION_LENGTH ? text : `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;

/** The page's title (as the screen sets it once running) and its description, in the current language. */
function headOf(page: PublicPage, answers: Record<string, unknown>, language: Language) {
  const brand = i18n.t('brand.name');
  switch (page.id) {
    case 'landing':
      return { title: pageTitle(i18n.t('landing:pageTitle'), brand), description: i18n.t('landing:hero.subtitle') };
    case 'projects':
      return { title: pageTitle(i18n.t('projects:list.title'), brand), description: i18n.t('projects:list.subtitle') };
    case 'project': {
      // null: no such opening for a visitor (the server answers the page with 404).
      const project = Object.values(answers)[0] as ProjectView | null | undefined;
      if (!project) {
        return {
          title: pageTitle(i18n.t('projects:detail.notFound'), brand),
          description: i18n.t('projects:detail.notFoundBody'),
        };
      }
      const card = projectCard(project, language);
      return { title: pageTitle(card.title, brand), description: card.summary || i18n.t('projects:list.subtitle') };
    }
    case 'login':
      return { title: pageTitle(i18n.t('auth:login.title'), brand), description: i18n.t('auth:login.subtitle') };
    case 'register':
      return { title: pageTitle(i18n.t('auth:register.title'), brand), description: i18n.t('auth:register.subtitle') };
    case 'reset-password':
      return {
        title: pageTitle(i18n.t('auth:resetPassword.title'), brand),
        description: i18n.t('auth:resetPassword.subtitle'),
      };
  }
}

/**
 * A public page's HTML in one language, as the app's first render shows it to a signed-out visitor: the real
 * layout and screen components, with the API answers the screen shows (`answers`, by API path) in place of its
 * requests. The build renders the pages without data (web/build/prerender.ts); the server renders the openings
 * with their current data. The browser then replaces the markup with the live app (main.tsx), which starts from
 * the same answers (shared/lib/page-answers.ts).
 */
export async function renderPage(
  path: string,
  language: Language,
  answers: Record<string, unknown> = {},
): Promise<RenderedPage> {
  const screens = screensFor(routes, path);
  await Promise.all(screens.map((screen) => screen.load()));
  // After the screens: their texts were loaded for the language current then, perhaps the other one.
  await loadLanguage(language);
  const page = publicPageAt(path)?.page;
  if (!page) throw new Error(`${path} is not a public page`);
  // From here on synchronous: concurrent renders on the server cannot mix their languages or answers.
  setServerLanguage(language);
  setServerAnswers(answers);
  try {
    const html = renderToString(
      <StrictMode>
        <Providers>
          <StaticAppRouter routes={routes} location={path} />
        </Providers>
      </StrictMode>,
    );
    const { title, description } = headOf(page, answers, language);
    return { html: withInertForms(html), title, description: shorten(description) };
  } finally {
    setServerAnswers({});
  }
}

/**
 * Loads the code and texts of every public page in both languages. The server calls it once at start: the render
 * module's chunks are then in memory, and a new build (which replaces web/dist-ssr) cannot pull one from under a
 * running server.
 */
export async function preparePages(): Promise<void> {
  for (const page of PUBLIC_PAGES) {
    await Promise.all(screensFor(routes, page.route.replace(':id', 'id')).map((screen) => screen.load()));
  }
  for (const language of LANGUAGES) await loadLanguage(language);
}

/** The public page an address (without its query) shows, if it is one; its `:id` for a project's page. */
export function publicPageAt(path: string): { page: PublicPage; id?: string } | undefined {
  const segments = path.split('/').filter(Boolean);
  const [first = '', second] = segments;
  if (segments.length === 2 && first === 'projects' && second) {
    return { page: PUBLIC_PAGES.find((page) => page.id === 'project') as PublicPage, id: safeDecode(second) };
  }
  if (segments.length > 1) return undefined;
  const page = PUBLIC_PAGES.find((candidate) => candidate.route === `/${first}`);
  return page ? { page } : undefined;
}

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** What the build's index.html becomes for one rendered page. */
export interface DocumentParts extends RenderedPage {
  language: Language;
  /** The page's address without the language parameter (for its hreflang alternates). */
  path: string;
  /** Tags for the head (the screen's stylesheets). */
  head: string[];
  answers: Record<string, unknown>;
}

/**
 * The built index.html (`template`) with the page in #root, its title, description, language, hreflang
 * alternates (absolute addresses under ORIGIN_PLACEHOLDER, which the server fills in), the screen's stylesheets,
 * and the API answers for the app's first render in a JSON data block (not a script: the CSP allows none inline).
 */
export function documentFor(template: string, parts: DocumentParts): string {
  const replace = (text: string, pattern: RegExp, replacement: string) => {
    if (!pattern.test(text)) throw new Error(`index.html: ${pattern} not found, the page cannot be rendered`);
    return text.replace(pattern, () => replacement);
  };
  const head = [
    ...parts.head,
    ...alternatesOf(parts.path).map(
      (alt) => `<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(alt.href)}">`,
    ),
  ];
  let html = replace(template, /<html lang="[^"]*">/, `<html lang="${parts.language}">`);
  html = replace(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(parts.title)}</title>`);
  html = replace(
    html,
    /<meta name="description" content="[^"]*" \/>/,
    `<meta name="description" content="${escapeHtml(parts.description)}" />`,
  );
  html = replace(html, /\n?\s*<\/head>/, `${head.map((tag) => `\n    ${tag}`).join('')}\n  </head>`);
  const data =
    Object.keys(parts.answers).length > 0
      ? `<script type="application/json" id="tb-page-answers">${jsonInHtml(parts.answers)}</script>`
      : '';
  return replace(
    html,
    /<div id="root"><\/div>/,
    `${noticesOf(parts.language).noScript}<div id="root" data-prerendered="${parts.language}">${parts.html}</div>` +
      `${noticesOf(parts.language).appFailed}${data}`,
  );
}

/**
 * Beside #root (the app's markup stays as rendered): a notice for a browser without scripts (the forms need the
 * app), and the empty alert the early script fills when the app's code will not run (capture-early-actions.ts), in
 * the page's language.
 */
function noticesOf(language: Language) {
  const t = i18n.getFixedT(language);
  return {
    noScript: `<noscript><p class="tb-noscript">${escapeHtml(t('page.noScript'))}</p></noscript>`,
    appFailed: `<div id="tb-early-alert" class="tb-early-alert" role="alert" data-message="${escapeHtml(t('page.appFailed'))}"></div>`,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that cannot end its script element or open a comment. */
const jsonInHtml = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
