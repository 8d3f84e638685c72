import { Classes } from '@blueprintjs/core';
import { type KeyboardEvent, type MouseEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LANGUAGES, type Language, searchWithLanguage } from '@/shared/i18n/language';
import { useLanguageStore } from '@/shared/i18n/language-store';
import { useChangeLanguage } from '@/shared/i18n/use-change-language';
import { track } from '@/shared/lib/analytics';

/**
 * EN / 中: switches every screen, stores the choice and puts it in the address. Drawn as Blueprint's segmented
 * control (a radio group, arrow keys move the choice), but each option is a link to this page in its language
 * (`?lang=en` said outright: without it the server would choose by the browser's language again), so a press
 * before the app has taken a rendered page over, or without scripts, loads the page in that language. The first
 * render's links depend only on the path, which the rendered page and the app's first render share (the rendered
 * page cannot know the query); once mounted, they carry the address's other parameters too (a sign-in's
 * `redirect`), for a new tab or a copied link. Before the app, the early script keeps them on a press.
 */
export function LanguageToggle() {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const changeLanguage = useChangeLanguage();
  const { pathname, search } = useLocation();
  // False for the render that hydrates the rendered page, so that its links match the markup.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const choose = (event: MouseEvent<HTMLAnchorElement>, next: Language) => {
    // A new tab or window (a modifier or the middle button) opens the link as the browser does.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (next === language) return;
    track('language_change', { language: next });
    changeLanguage(next);
  };
  // The WAI-ARIA radio group: arrow keys move the choice, Space chooses the focused option.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1, ' ': 0 }[event.key];
    if (step === undefined) return;
    const options = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[role="radio"]')];
    const focused = options.indexOf(document.activeElement as HTMLAnchorElement);
    if (focused < 0) return;
    event.preventDefault();
    const next = options[(focused + step + options.length) % options.length];
    next?.click();
    next?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-label={t('language.label')}
      className={`${Classes.SEGMENTED_CONTROL} tb-language-toggle`}
      onKeyDown={onKeyDown}
    >
      {LANGUAGES.map((option) => {
        const selected = option === language;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a link (it works before the app runs) in the role of a radio
          <a
            key={option}
            role="radio"
            aria-checked={selected}
            tabIndex={selected ? 0 : -1}
            lang={option}
            href={`${pathname}${mounted ? searchWithLanguage(search, option) : `?lang=${option}`}`}
            className={[Classes.BUTTON, Classes.SMALL, !selected && Classes.MINIMAL].filter(Boolean).join(' ')}
            onClick={(event) => choose(event, option)}
          >
            <span className={Classes.BUTTON_TEXT}>{t(`language.${option}`)}</span>
          </a>
        );
      })}
    </div>
  );
}
