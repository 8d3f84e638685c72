// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { useLanguageStore } from '@/shared/i18n/language-store';
import { LanguageToggle } from './language-toggle';

// Tells React this is a test that wraps its updates in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ADDRESS = '/login?lang=zh&redirect=%2Fprojects%2Fabc';
let cleanup = () => {};
afterEach(() => cleanup());

/** The toggle at ADDRESS, as a rendered page (server markup) the app then hydrates; its recoverable errors kept. */
async function hydratedToggle() {
  useLanguageStore.getState().setLanguage('zh');
  const tree = (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[ADDRESS]}>
        <LanguageToggle />
      </MemoryRouter>
    </I18nextProvider>
  );
  const element = document.createElement('div');
  element.innerHTML = renderToString(tree);
  const rendered = element.innerHTML;
  document.body.append(element);
  const errors: unknown[] = [];
  const root = await act(async () => hydrateRoot(element, tree, { onRecoverableError: (e) => errors.push(e) }));
  cleanup = () => {
    act(() => root.unmount());
    element.remove();
    useLanguageStore.getState().setLanguage('en');
  };
  const option = (name: string) =>
    [...element.querySelectorAll<HTMLAnchorElement>('a[role="radio"]')].find((a) => a.textContent === name);
  return { rendered, errors, option };
}

describe('LanguageToggle', () => {
  it('hydrates the rendered links as they are, then links with the address’s other parameters', async () => {
    const { rendered, errors, option } = await hydratedToggle();
    // The rendered page cannot know the query: its links say only the language.
    expect(rendered).toContain('href="/login?lang=en"');
    expect(errors).toEqual([]);
    // English said outright (the server would otherwise choose by the browser's language), redirect kept.
    expect(option('EN')?.getAttribute('href')).toBe('/login?lang=en&redirect=%2Fprojects%2Fabc');
    expect(option('中')?.getAttribute('href')).toBe('/login?lang=zh&redirect=%2Fprojects%2Fabc');
  });

  it('Space on a focused unchosen option chooses it; arrow keys move the choice', async () => {
    const { option } = await hydratedToggle();
    const press = (target: HTMLElement | undefined, key: string) => {
      target?.focus();
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      act(() => target?.dispatchEvent(event));
      return event;
    };
    expect(press(option('EN'), ' ').defaultPrevented).toBe(true);
    expect(useLanguageStore.getState().language).toBe('en');
    expect(option('EN')?.getAttribute('aria-checked')).toBe('true');
    press(option('EN'), 'ArrowRight');
    expect(useLanguageStore.getState().language).toBe('zh');
    expect(document.activeElement).toBe(option('中'));
  });
});
