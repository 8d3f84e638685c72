/** What the page's early script (capture-early-actions.ts) saw the visitor do before the app took the page over. */
export interface EarlyAction {
  kind: 'submit' | 'click';
  /** The form's or button's id: the app's own element of that id performs it. */
  id: string;
}

interface EarlyActions {
  take(): EarlyAction[];
}

/**
 * Performs, once, what the visitor did on the rendered page before the app ran (a form sent, a 'send code'
 * pressed): called once the app has taken the page over and been told what was typed (start.tsx), so the form's
 * own handler runs, with its validation, its busy state and its request, as if the visitor had done it now.
 * Nothing to do when the page had no early script (a page the app rendered itself).
 */
export function replayEarlyActions(): EarlyAction[] {
  const early = (window as Window & { __tbEarlyActions?: EarlyActions }).__tbEarlyActions;
  if (!early) return [];
  const actions = early.take();
  for (const action of actions) {
    const element = document.getElementById(action.id);
    if (action.kind === 'submit' && element instanceof HTMLFormElement) {
      submit(element);
    } else if (action.kind === 'click' && element instanceof HTMLButtonElement && !element.disabled) {
      element.click();
    }
  }
  return actions;
}

/** As the visitor's Enter would: the submit event the form's handler listens to (requestSubmit where it exists). */
function submit(form: HTMLFormElement): void {
  if (typeof form.requestSubmit === 'function') form.requestSubmit();
  else form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}
