import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import './app/styles.css';
import { FocusStyleManager } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { screensFor } from '@/app/router/app-router';
import { routes } from '@/app/routes';
import { detectInitialLanguage, likelyLanguage } from '@/shared/i18n/detect-language';
import { loadLanguage } from '@/shared/i18n/i18n';
import { useLanguageStore } from '@/shared/i18n/language-store';
import { loadAnalytics } from '@/shared/lib/analytics';

// Focus rings for keyboard users only, not after every mouse click.
FocusStyleManager.onlyShowFocusOnTabs();

async function start() {
  // The first screen's code downloads during detection too, not after the first render.
  for (const screen of screensFor(routes, window.location)) screen.preloadCode();
  // The first screen renders in its final language: no English flash for a Chinese visitor.
  // The likely language's texts download while the location is detected, not after (a wrong guess costs ~3 KB).
  void loadLanguage(likelyLanguage()).catch(() => undefined);
  const { language } = await detectInitialLanguage();
  // Without its texts (a failed download) the app still starts; a reload or a toggle loads them again.
  await loadLanguage(language).catch(() => undefined);
  useLanguageStore.getState().setLanguage(language);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  void loadAnalytics();
}

void start();
