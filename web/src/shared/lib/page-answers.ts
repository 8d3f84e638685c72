import { useAuthStore } from './auth-store';

/**
 * The API answers a page was rendered with on the server (src/prerender/render-page.tsx), by API path: the page
 * carries them in a JSON data block, so the app's first render shows the same data instead of a loading state
 * that would replace the rendered page and move it. Each answer serves one first render only; after that the
 * app asks the API as usual.
 */
let serverAnswers: Record<string, unknown> = {};
let pageAnswers: Record<string, unknown> | undefined;

/** The answers a render on the server shows (never called in the browser). */
export function setServerAnswers(answers: Record<string, unknown>): void {
  serverAnswers = answers;
}

function fromPage(): Record<string, unknown> {
  if (pageAnswers) return pageAnswers;
  pageAnswers = {};
  const block = typeof document === 'undefined' ? null : document.getElementById('tb-page-answers');
  try {
    const parsed: unknown = block?.textContent ? JSON.parse(block.textContent) : {};
    if (parsed && typeof parsed === 'object') pageAnswers = parsed as Record<string, unknown>;
  } catch {
    // A damaged block: the app asks the API instead.
  }
  block?.remove();
  return pageAnswers;
}

/** The answer for `path` the page was rendered with, checked by `parse`, or undefined; each is used once. */
function renderedAnswer<T>(path: string, parse: (value: unknown) => T): T | undefined {
  if (typeof document === 'undefined') return path in serverAnswers ? parse(serverAnswers[path]) : undefined;
  const answers = fromPage();
  if (!(path in answers)) return undefined;
  const value = answers[path];
  delete answers[path];
  try {
    return parse(value);
  } catch {
    return undefined;
  }
}

/**
 * A query's `initialData` and `placeholderData` from the answer the page was rendered with. The page shows what a
 * visitor sees: to a visitor or user it is the answer (kept, no request); an admin (whom the login cache names)
 * sees more, so to an admin it is only shown while the API's answer for them loads, instead of a loading state.
 */
export function renderedData<T>(path: string, parse: (value: unknown) => T) {
  const seesMore = () => typeof document !== 'undefined' && useAuthStore.getState().user?.isAdmin === true;
  return {
    initialData: () => (seesMore() ? undefined : renderedAnswer(path, parse)),
    placeholderData: () => (seesMore() ? renderedAnswer(path, parse) : undefined),
  };
}
