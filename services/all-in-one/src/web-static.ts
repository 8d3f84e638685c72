import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { LANGUAGE_COOKIE } from '@tb/contracts';
import { localizeMessage, requestLanguage } from '@tb/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/api/', '/healthz', '/readyz', '/metrics'];

type Language = 'en' | 'zh';

/** The prerendered landing page of a language (web/build/prerender.ts). */
const landingFile = (language: Language) => `index.${language}.html`;

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
 * The language the web app will choose for this visit (spec section 2, Language; web/src/shared/i18n/language.ts):
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

/**
 * Serves the built single-page app. `/` answers the landing page prerendered in the visitor's language (the
 * detected country goes into the page for the app); any other GET that is not an API path answers index.html,
 * so the client router can show the page (or its '404 Page Not Found').
 */
export async function webStatic(
  app: FastifyInstance,
  options: {
    root: string;
    /** The visitor's country as `GET /api/detect-location` answers it ('' when unknown). */
    detectCountry?: (request: FastifyRequest) => string;
  },
) {
  const index = join(options.root, 'index.html');
  const built = existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', async (request, reply) => {
      const { language, country } = landingLanguage({
        lang: (request.query as Record<string, unknown> | undefined)?.lang,
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
        detectCountry: () => options.detectCountry?.(request) ?? '',
      });
      reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language');
      let html: string;
      try {
        html = await readFile(join(options.root, landingFile(language)), 'utf8');
      } catch {
        // A build without the prerendered pages: the app renders / itself.
        return reply.sendFile('index.html');
      }
      if (country !== undefined) html = html.replace('</head>', `  ${countryMeta(country)}\n  </head>`);
      return reply.type('text/html; charset=utf-8').send(html);
    });
  } else {
    app.log.warn(`web app not built (${index} missing): run npm run build`);
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (request.method === 'GET' && !isApi && built) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: localizeMessage('Not found', requestLanguage(request)) });
  });
}

/** Read by web/src/shared/i18n/detect-language.ts instead of asking /api/detect-location again. */
const countryMeta = (country: string) => `<meta name="tb-country" content="${country}" />`;
