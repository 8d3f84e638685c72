import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import './app/styles.css';
import { FocusStyleManager } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { detectInitialLanguage } from '@/shared/i18n/detect-language';
import { useLanguageStore } from '@/shared/i18n/language-store';
import { loadAnalytics } from '@/shared/lib/analytics';

// Focus rings for keyboard users only, not after every mouse click.
FocusStyleManager.onlyShowFocusOnTabs();

async function start() {
  // The first screen renders in its final language: no English flash for a Chinese visitor.
  const { language } = await detectInitialLanguage();
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
