import { FocusStyleManager } from '@blueprintjs/core';
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { screensFor } from '@/app/router/app-router';
import { routes } from '@/app/routes';
import { detectInitialLanguage, likelyLanguage } from '@/shared/i18n/detect-language';
import { loadLanguage } from '@/shared/i18n/i18n';
import { LANGUAGE_STORAGE_KEY, parseLanguage } from '@/shared/i18n/language';
import { mirrorLanguageCookie } from '@/shared/i18n/language-cookie';
import { useLanguageStore } from '@/shared/i18n/language-store';
import { loadAnalytics } from '@/shared/lib/analytics';
import { noteRenderedArrival } from '@/shared/lib/rendered-arrival';
import { readStored } from '@/shared/lib/storage';
import { replayEarlyActions } from './early/replay-early-actions';
import { keepTypedValues } from './typed-values';

/** Starts the app (main.tsx): detects the language, then renders into #root, replacing a prerendered page. */
export async function start(): Promise<void> {
  // Focus rings for keyboard users only, not after every mouse click.
  FocusStyleManager.onlyShowFocusOnTabs();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // The landing page arrives prerendered (web/build/prerender.ts) in the language the server chose by the same rules.
  const prerendered = parseLanguage(root.dataset.prerendered);
  if (prerendered) noteRenderedArrival(window.location.pathname);
  const screens = screensFor(routes, window.location);
  // The first screen's code downloads during detection too, not after the first render.
  for (const screen of screens) screen.preloadCode();
  // The first screen renders in its final language: no English flash for a Chinese visitor.
  // The likely language's texts download while the location is detected, not after (a wrong guess costs ~3 KB).
  void loadLanguage(prerendered ?? likelyLanguage()).catch(() => undefined);
  mirrorLanguageCookie(parseLanguage(readStored(LANGUAGE_STORAGE_KEY)));
  const { language } = await detectInitialLanguage();
  // Without its texts (a failed download) the app still starts; a reload or a toggle loads them again.
  await loadLanguage(language).catch(() => undefined);
  // Before the screens load: they load the rest of their texts in the language shown then.
  useLanguageStore.getState().setLanguage(language);
  // Over the prerendered page, no loading screen: it stays until the screen's code is there (a failure shows the
  // error page). If the server's language was not the app's (a choice stored before the cookie existed), the app
  // renders its own.
  if (prerendered) await Promise.all(screens.map((screen) => screen.load()));
  // A visitor may have started typing into the rendered page's form: the app's fields get it.
  const typed = keepTypedValues(root);
  const app = (
    <StrictMode>
      <Committed
        onCommit={() => {
          delete root.dataset.prerendered;
          enableRenderedForms(root);
          typed.restore();
          // A form sent (or a code asked for) before the app ran is sent now, once the forms have re-rendered
          // with what was typed (restore's input events update their state after this commit).
          setTimeout(replayEarlyActions, 0);
        }}
      >
        <App />
      </Committed>
    </StrictMode>
  );
  if (prerendered === language) {
    // Over the rendered page, the app adopts its markup (hydration) instead of building the page again: no new
    // DOM, no second style and layout pass. As a transition: React works in slices of a few milliseconds between
    // which the browser answers input (one long task blocked a phone's main thread for half a second). The
    // stores' server snapshots must be what the server rendered with.
    Object.assign(useLanguageStore.getInitialState(), { language });
    startTransition(() => {
      hydrateRoot(root, app, {
        // A page that differs from the app's first render (another A/B variant, a preference the server could not
        // know) is rendered again by the app: expected, not an error.
        onRecoverableError: (error) => console.warn('The rendered page was rendered again by the app:', error),
      });
    });
  } else {
    // No rendered page (the signed-in areas), or one in another language than the app's: the app renders its own at
    // once, as fast as it can (nothing is on the screen meanwhile but the loading state).
    const reactRoot = createRoot(root);
    flushSync(() => reactRoot.render(app));
  }
  void loadAnalytics();
}

/**
 * The submit buttons the rendered page disabled until a script runs (src/prerender/rendered-forms.ts), if the
 * page's early script did not enable them already (capture-early-actions.ts).
 */
function enableRenderedForms(root: HTMLElement): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-tb-inert]')) {
    button.removeAttribute('data-tb-inert');
    button.disabled = false;
  }
}

/** Calls `onCommit` once its children are in the page. */
function Committed({ children, onCommit }: { children: ReactNode; onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}
