import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { canonicalAppPage, isAppPage, isSignedOutPage, LANGUAGE_COOKIE } from '@tb/contracts';
import { notFoundRefusal, SESSION_COOKIE } from '@tb/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addVary, CompressedPages, preferredEncoding } from './compression.ts';
import { WebPages } from './web-pages.ts';

const API_PREFIXES = ['/api/', '/healthz', '/readyz', '/metrics'];

type Language = 'en' | 'zh';

const parseLanguage = (value: unknown): Language | null => (value === 'en' || value === 'zh' ? value : null);

export interface LandingLanguageInputs {
  /** The `lang` query parameter. */
  lang: unknown;
  /** The Cookie header. */
  cookie: string | undefined;
  /** The Accept-Language header. */
  acceptLanguage: string | undefined;
  /** The visitor's country as `GET /api/detect-location` answers it ('' when unknown); asked only when needed. */
  detectCountry: () => string;
}

/**
 * The language the web app will choose for this visit (the same order as web/src/shared/i18n/language.ts):
 * the `lang` parameter, then the stored preference (its cookie), then the detected country (China selects
 * Chinese, any other country English), then the browser's first language. `country` is the detected country when
 * detection ran, so the page can hand it to the app instead of the app asking again.
 */
export function landingLanguage(inputs: LandingLanguageInputs): { language: Language; country?: string } {
  const fromQuery = parseLanguage(inputs.lang);
  if (fromQuery) return { language: fromQuery };
  const stored = parseLanguage(new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([^;]*)`).exec(inputs.cookie ?? '')?.[1]);
  if (stored) return { language: stored };
  const country = inputs.detectCountry();
  if (country) return { language: country.toUpperCase() === 'CN' ? 'zh' : 'en', country };
  const first = (inputs.acceptLanguage ?? '')
    .split(',')
    .map((entry) => entry.split(';')[0]?.trim() ?? '')
    .find((tag) => tag !== '');
  return { language: first?.toLowerCase().startsWith('zh') ? 'zh' : 'en', country };
}

/** Files of the build that are not served as they are: pages (served by language), their compressed copies. */
const NOT_AS_FILES = /\.(html|br|gz)$|^(robots\.txt|sitemap\.xml)$/;

/** A Host header fit to be written into a page (hreflang links, the sitemap); anything else is not trusted. */
const SAFE_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Serves the built web app. The public pages (web/src/prerender/pages.ts) answer rendered in the visitor's
 * language (the detected country goes into the page for the app), the openings with their current data
 * (web-pages.ts; an opening a visitor cannot see is its rendered 'not found' with 404, or the app's shell to a
 * session that can see it, an admin's), except sign-in and registration to a visitor with a session cookie (the app's shell: the app
 * asks who it is, so a signed-in user never sees the form); a page's name in another case (`/Login`) answers 301
 * to the page; any other GET that is not an API path answers index.html, so the client router can show the page
 * (or its '404 Page Not Found', with HTTP 404). Hashed assets go as the build compressed them (Brotli or gzip, whichever the
 * browser accepts; web/build/precompress.ts), pages compressed once per content. `/robots.txt` and
 * `/sitemap.xml` name the site's addresses: `publicOrigin` (PUBLIC_ORIGIN) or else the request's own.
 */
export async function webStatic(
  app: FastifyInstance,
  options: {
    root: string;
    /** The visitor's country as `GET /api/detect-location` answers it ('' when unknown). */
    detectCountry?: (request: FastifyRequest) => string;
    /** The site's public origin (PUBLIC_ORIGIN), for absolute addresses in pages. */
    publicOrigin?: string;
    /** The projects read model's data version: rendered openings are kept while it stays the same. */
    projectsVersion?: () => Promise<string>;
  },
) {
  const index = join(options.root, 'index.html');
  const built = existsSync(index);
  const compressed = new CompressedPages();
  const pages = built
    ? await WebPages.load(app, { root: options.root, projectsVersion: options.projectsVersion, logger: app.log })
    : null;

  const originOf = (request: FastifyRequest) => {
    if (options.publicOrigin) return options.publicOrigin.replace(/\/+$/, '');
    const host = SAFE_HOST.test(request.host) ? request.host : 'localhost';
    // From X-Forwarded-Proto behind a proxy: written into pages, so only what a scheme can be.
    const scheme = request.protocol === 'https' ? 'https' : 'http';
    return `${scheme}://${host}`;
  };

  /** A text answer compressed as the browser accepts, with the site's origin in place of the build's placeholder. */
  const sendText = async (request: FastifyRequest, reply: FastifyReply, text: string, type: string) => {
    const placeholder = pages?.placeholder;
    const body = placeholder ? text.replaceAll(placeholder, originOf(request)) : text;
    reply.type(type);
    addVary(reply, 'Accept-Encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(body);
    return reply.header('content-encoding', encoding).send(await compressed.get(body, encoding));
  };

  if (built && pages) {
    const assetsDir = join(options.root, 'assets', '/');
    await app.register(fastifyStatic, {
      root: join(options.root, 'assets'),
      prefix: '/assets/',
      index: false,
      // The build's .br and .gz copies, with Vary: Accept-Encoding, their own length and ETag.
      preCompressed: true,
      // Hashed assets never change; a missing one is a 404, never the app's HTML. The plugin calls this for every
      // file it sends, the build's other files below too (favicon.svg was kept a year): only for the assets.
      setHeaders: (reply, path) => {
        if (path.startsWith(assetsDir)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    // The build's other files (public/: favicon.svg; favicon.ico drawn from it, web/build/favicon-ico.ts), revalidated.
    for (const name of readdirSync(options.root)) {
      if (NOT_AS_FILES.test(name) || name === 'assets') continue;
      app.get(`/${name}`, (_request, reply) =>
        reply.header('cache-control', 'no-cache').sendFile(name, options.root, { cacheControl: false }),
      );
    }
    app.get('/robots.txt', async (request, reply) => {
      const text = pages.robots();
      if (text === null) throw notFoundRefusal();
      reply.header('cache-control', 'no-cache');
      return sendText(request, reply, text, 'text/plain; charset=utf-8');
    });
    app.get('/sitemap.xml', async (request, reply) => {
      const text = await pages.sitemap();
      if (text === null) throw notFoundRefusal();
      reply.header('cache-control', 'no-cache');
      return sendText(request, reply, text, 'application/xml; charset=utf-8');
    });
  } else {
    app.log.warn(`web app not built (${index} missing): run npm run build`);
  }

  /** A public page in the visitor's language, or the app's shell for any other address. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const { language, country } = landingLanguage({
      lang: (request.query as Record<string, unknown> | undefined)?.lang,
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
      detectCountry: () => options.detectCountry?.(request) ?? '',
    });
    const path = request.url.split('?')[0] ?? '/';
    // A page's name in another case is that page (`/Login`), as the client router also decides.
    const canonical = canonicalAppPage(path);
    if (canonical) return reply.redirect(`${canonical}${request.url.slice(path.length)}`, 301);
    // Sign-in and registration with a session cookie: the app's shell, whose screen asks who this is and sends a
    // signed-in user to their page, instead of a rendered form shown for a moment before that.
    const mayBeSignedIn = isSignedOutPage(path) && hasSessionCookie(request.headers.cookie);
    let page = mayBeSignedIn ? null : await pages?.page(path, language);
    // An opening a visitor cannot see may be one an admin can (a closed one): to a session that can, the app.
    const cookie = request.headers.cookie;
    if (page?.status === 404 && cookie && hasSessionCookie(cookie) && (await pages?.visibleWith(path, cookie))) {
      page = null;
    }
    reply.header('cache-control', 'no-cache');
    if (!page) {
      // The app shows its '404 Page Not Found' for an address it has no page for: the status says so too.
      if (!isAppPage(path)) reply.status(404);
      if (isSignedOutPage(path)) reply.header('vary', 'Cookie, Accept-Language');
      return sendText(request, reply, await readShell(options.root), 'text/html; charset=utf-8');
    }
    // Caches must keep the languages apart.
    reply.header('vary', 'Cookie, Accept-Language');
    reply.status(page.status);
    let html = page.html;
    if (country !== undefined) html = html.replace('</head>', `  ${countryMeta(country)}\n  </head>`);
    return sendText(request, reply, html, 'text/html; charset=utf-8');
  };

  if (built) app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApi &&
      built &&
      !request.url.startsWith('/assets/')
    ) {
      return sendPage(request, reply);
    }
    throw notFoundRefusal();
  });
}

const SESSION_COOKIE_SET = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=[^;\\s]`);

/** Whether the Cookie header carries a session cookie (valid or not: the app asks). */
const hasSessionCookie = (cookie: string | undefined) => SESSION_COOKIE_SET.test(cookie ?? '');

/** index.html as it is now (a new build replaces it, and the hashed files it names). */
const readShell = (root: string) => readFile(join(root, 'index.html'), 'utf8');

/** Read by web/src/shared/i18n/detect-language.ts instead of asking /api/detect-location again. */
const countryMeta = (country: string) => `<meta name="tb-country" content="${country}" />`;
