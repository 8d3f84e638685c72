import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Providers } from '@/app/providers';
import { StaticAppRouter, screensFor } from '@/app/router/app-router';
import { routes } from '@/app/routes';
import { i18n, loadLanguage } from '@/shared/i18n/i18n';
import type { Language } from '@/shared/i18n/language';
import { setServerLanguage } from '@/shared/i18n/language-store';
import { pageTitle } from '@/shared/lib/use-page-title';

/** The only address with prerendered markup: the landing page (spec section 2). */
export const PRERENDERED_PATH = '/';

/**
 * The landing page's HTML in one language, as the app's first render shows it to a signed-out visitor: the real
 * layout and landing components (header, sections, footer), rendered at build time (web/build/prerender.ts) so the
 * first screen paints before any script has run. The browser then replaces it with the live app (main.tsx).
 */
export async function renderLanding(language: Language): Promise<{ html: string; title: string }> {
  await loadLanguage(language);
  setServerLanguage(language);
  await Promise.all(screensFor(routes, PRERENDERED_PATH).map((screen) => screen.load()));
  const html = renderToString(
    <StrictMode>
      <Providers>
        <StaticAppRouter routes={routes} location={PRERENDERED_PATH} />
      </Providers>
    </StrictMode>,
  );
  return { html, title: pageTitle(i18n.t('landing:pageTitle'), i18n.t('brand.name')) };
}
