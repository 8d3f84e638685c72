/**
 * A rendered form is sent by the app, or before it runs by the page's early script (src/app/early/
 * capture-early-actions.ts), which stops the browser's own sending and names the form by id for the app to send
 * once it runs. Its submit buttons, and the buttons whose press that script keeps (`data-tb-replay`: 'send code'),
 * are disabled (and marked) until that script has run, and each form must have an id and `method="post"`: were the browser ever to send it itself, its fields (a password) would go in a request's
 * body to this site, never in an address (a form without a method is sent as a GET, its fields in the query).
 */
export function withInertForms(html: string): string {
  for (const [form] of html.matchAll(/<form\b[^>]*>/g)) {
    if (!/\sid="[^"]+"/.test(form) || !/\smethod="post"/.test(form)) {
      throw new Error(`A rendered form needs an id and method="post" (render-page.tsx, withInertForms): ${form}`);
    }
  }
  return html.replace(/<button\b([^>]*)>/g, (tag, attributes: string) =>
    !/\stype="submit"|\sdata-tb-replay=/.test(attributes) || /\sdisabled\b/.test(attributes)
      ? tag
      : `<button${attributes} disabled="" data-tb-inert="">`,
  );
}
