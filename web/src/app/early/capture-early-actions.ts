/**
 * A rendered page's forms before the app has taken it over (web/README.md, 'Rendered public pages'). The page
 * paints long before the app's code has run; a form sent meanwhile must neither be lost nor sent natively (the
 * browser would load another page, and a form without a method would put its fields, a password, into the
 * address). This small classic script (the CSP allows no inline script; web/build/early-actions.ts builds it and
 * puts it in every page's head, deferred) takes the page's forms at once: it enables the submit buttons the
 * rendered page disabled until a script runs, and from then on, until the app asks for them
 * (`window.__tbEarlyActions.take()`, src/app/early/replay-early-actions.ts), it stops each submit of a form, and
 * each click of a button marked `data-tb-replay` (a 'send code' button), before the page or anything else sees it,
 * shows the form or button busy, and remembers which one it was, by id and only in memory: the app then performs
 * it once with what the visitor typed. No field's value is read or kept here.
 *
 * No import and no export: the build serves this file as it is, a classic script.
 */
(() => {
  const root = document.getElementById('root');
  // Only over a rendered page: elsewhere the app renders the forms, and handles them from the start.
  if (!root || root.dataset.prerendered === undefined) return;
  const pageRoot = root;
  /** Marks what this script made busy, so that exactly that is released. */
  const PENDING = 'data-tb-pending';
  const actions: { kind: 'submit' | 'click'; id: string }[] = [];

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
  };

  const remember = (event: Event, kind: 'submit' | 'click', element: HTMLFormElement | HTMLButtonElement) => {
    // Neither the browser (no page load) nor the page's own listeners (the app's, half-started) act on it.
    event.preventDefault();
    event.stopImmediatePropagation();
    // Sent once: a second Enter while the first waits for the app is the same request.
    if (!element.id || element.hasAttribute(PENDING)) return;
    actions.push({ kind, id: element.id });
    makeBusy(element);
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
  // On window, in the capture phase: before any listener of the document or the page's root (React's).
  window.addEventListener('submit', onSubmit, true);
  window.addEventListener('click', onClick, true);

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
        for (const element of document.querySelectorAll(`[${PENDING}]`)) {
          element.removeAttribute(PENDING);
          if (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) element.disabled = false;
          if (element instanceof HTMLFormElement || element instanceof HTMLButtonElement) {
            element.removeAttribute('aria-busy');
          }
        }
        return actions.splice(0);
      },
    },
  });
})();
