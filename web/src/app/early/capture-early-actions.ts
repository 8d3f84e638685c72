/**
 * A rendered page's forms before the app has taken it over (web/README.md, 'Rendered public pages'). The page
 * paints long before the app's code has run; a form sent meanwhile must neither be lost nor sent natively (the
 * browser would load another page, and a form without a method would put its fields, a password, into the
 * address). This small classic script (the CSP allows no inline script; web/build/early-actions.ts builds it and
 * puts it in every page's head, deferred) takes the page's forms at once: it enables the submit buttons the
 * rendered page disabled until a script runs, and from then on, until the app asks for them
 * (`window.__tbEarlyActions.take()`, src/app/early/replay-early-actions.ts), it stops each submit of a form, and
 * each click of a button marked `data-tb-replay` (a 'send code' button), before the page or anything else sees it,
 * shows the form or button busy (its button says the app's busy label, `data-tb-busy-label`, through CSS: the
 * markup the app hydrates stays as rendered), makes the form's fields read-only (what is sent is what was
 * submitted), and remembers which one it was, by id and only in memory: the app then performs it once with what
 * the visitor typed. No field's value is read or kept here.
 *
 * The language toggle (a radio group of links, layout/language-toggle.tsx) is a link to the page in a language;
 * its rendered href cannot know the address's query, so a press, Enter, Space or an arrow key on it loads that
 * link's address with the page's other query parameters kept (a sign-in's `redirect`), its `lang` the link's.
 *
 * If the app will not take over (its code failed to load, or nothing took over HOLD_LIMIT_MS after a hold), what
 * was held is released, typed values stay, and the page's alert (`#tb-early-alert`, its text in the page's language
 * in `data-message`, render-page.tsx) asks the visitor to reload; a form sent after that is not held again.
 *
 * No import and no export: the build serves this file as it is, a classic script.
 */
(() => {
  // On every page: what fades in when seen (the landing page's steps) is hidden only where a script runs to show
  // it (landing.css); without scripts it is simply there.
  document.documentElement.classList.add('tb-scripted');
  const root = document.getElementById('root');
  // Only over a rendered page: elsewhere the app renders the forms, and handles them from the start.
  if (!root || root.dataset.prerendered === undefined) return;
  const pageRoot = root;
  /** Marks what this script made busy, so that exactly that is released. */
  const PENDING = 'data-tb-pending';
  /** Marks the fields this script made read-only. */
  const HELD = 'data-tb-held';
  /** Generous: a slow phone on a slow network takes seconds, not this long, to start the app. */
  const HOLD_LIMIT_MS = 20_000;
  const actions: { kind: 'submit' | 'click'; id: string }[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let gaveUp = false;

  const makeBusy = (element: HTMLFormElement | HTMLButtonElement) => {
    element.setAttribute(PENDING, '');
    element.setAttribute('aria-busy', 'true');
    const buttons =
      element instanceof HTMLFormElement
        ? element.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button[type="submit"], input[type="submit"]')
        : [element];
    for (const button of buttons) {
      // A button the page disabled itself stays as the page has it.
      if (button.disabled) continue;
      button.disabled = true;
      button.setAttribute(PENDING, '');
    }
    const form = element instanceof HTMLFormElement ? element : element.form;
    for (const field of form?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ?? []) {
      if (field.readOnly || field.disabled) continue;
      field.readOnly = true;
      field.setAttribute(HELD, '');
    }
  };

  /** Undoes makeBusy everywhere: the app takes over, or it never will. */
  const release = () => {
    clearTimeout(timer);
    for (const element of document.querySelectorAll(`[${PENDING}]`)) {
      element.removeAttribute(PENDING);
      if (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) element.disabled = false;
      if (element instanceof HTMLFormElement || element instanceof HTMLButtonElement) {
        element.removeAttribute('aria-busy');
      }
    }
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(`[${HELD}]`)) {
      field.removeAttribute(HELD);
      field.readOnly = false;
    }
  };

  /** The app will not take over: nothing stays held, and the visitor is asked to reload (the text is replaced, so
   * that a screen reader announces it again). */
  const giveUp = () => {
    gaveUp = true;
    actions.splice(0);
    release();
    const alert = document.getElementById('tb-early-alert');
    if (!alert) return;
    alert.textContent = '';
    alert.textContent = alert.dataset.message ?? '';
  };

  const remember = (event: Event, kind: 'submit' | 'click', element: HTMLFormElement | HTMLButtonElement) => {
    // Neither the browser (no page load) nor the page's own listeners (the app's, half-started) act on it.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (gaveUp) {
      giveUp();
      return;
    }
    // Sent once: a second Enter while the first waits for the app is the same request.
    if (!element.id || element.hasAttribute(PENDING)) return;
    actions.push({ kind, id: element.id });
    makeBusy(element);
    timer ??= setTimeout(giveUp, HOLD_LIMIT_MS);
  };

  const onSubmit = (event: Event) => {
    const form = event.target;
    if (form instanceof HTMLFormElement && pageRoot.contains(form)) remember(event, 'submit', form);
  };
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button[data-tb-replay]');
    if (button instanceof HTMLButtonElement && pageRoot.contains(button)) remember(event, 'click', button);
  };
  const TOGGLE_OPTION = '.tb-language-toggle a[role="radio"]';
  /** Loads the toggle option's address, keeping the page's query parameters the link does not set itself. */
  const followOption = (event: Event, option: HTMLAnchorElement) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    const target = new URL(option.href, location.href);
    for (const [name, value] of new URLSearchParams(location.search)) {
      if (!target.searchParams.has(name)) target.searchParams.append(name, value);
    }
    location.assign(target.href);
  };
  const onToggleClick = (event: MouseEvent) => {
    const option = event.target instanceof Element ? event.target.closest(TOGGLE_OPTION) : null;
    // A new tab or window (a modifier or the middle button) opens the link as the browser does.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (option instanceof HTMLAnchorElement && pageRoot.contains(option)) followOption(event, option);
  };
  /** The WAI-ARIA radio group: an arrow key chooses the next option (wrapping), Space the focused one. */
  const onToggleKey = (event: KeyboardEvent) => {
    const step = ({ ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1, ' ': 0 } as Record<string, number>)[
      event.key
    ];
    const focused = event.target instanceof Element ? event.target.closest(TOGGLE_OPTION) : null;
    if (step === undefined || !(focused instanceof HTMLAnchorElement) || !pageRoot.contains(focused)) return;
    const group = focused.closest('[role="radiogroup"]');
    const options = [...(group?.querySelectorAll<HTMLAnchorElement>('a[role="radio"]') ?? [])];
    const next = options[(options.indexOf(focused) + step + options.length) % options.length] ?? focused;
    // Space on the option already chosen only keeps the page from scrolling.
    if (next.getAttribute('aria-checked') === 'true') {
      event.preventDefault();
      return;
    }
    followOption(event, next);
  };
  /** The app's code (a script, a module preload of this site's assets) failed to load. */
  const onLoadError = (event: Event) => {
    const element = event.target;
    const address =
      element instanceof HTMLScriptElement
        ? element.src
        : element instanceof HTMLLinkElement && element.rel === 'modulepreload'
          ? element.href
          : '';
    if (address && new URL(address, location.href).origin === location.origin) giveUp();
  };
  /** A dynamic import of the app's code failed (main.tsx's import of the app, which nothing catches). */
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    const message = reason instanceof Error ? reason.message : String(reason);
    if (/dynamically imported module|module script failed/i.test(message)) giveUp();
  };
  // On window, in the capture phase: before any listener of the document or the page's root (React's); a load
  // error does not bubble, but is seen on its way down.
  window.addEventListener('submit', onSubmit, true);
  window.addEventListener('click', onClick, true);
  window.addEventListener('click', onToggleClick, true);
  window.addEventListener('keydown', onToggleKey, true);
  window.addEventListener('error', onLoadError, true);
  window.addEventListener('unhandledrejection', onRejection);

  for (const button of pageRoot.querySelectorAll<HTMLButtonElement>('button[data-tb-inert]')) {
    button.removeAttribute('data-tb-inert');
    button.disabled = false;
  }

  Object.assign(window, {
    __tbEarlyActions: {
      /** Stops capturing, releases what was made busy, and hands over what the visitor did, in order. */
      take() {
        window.removeEventListener('submit', onSubmit, true);
        window.removeEventListener('click', onClick, true);
        window.removeEventListener('click', onToggleClick, true);
        window.removeEventListener('keydown', onToggleKey, true);
        window.removeEventListener('error', onLoadError, true);
        window.removeEventListener('unhandledrejection', onRejection);
        release();
        document.getElementById('tb-early-alert')?.replaceChildren();
        return actions.splice(0);
      },
    },
  });
})();
