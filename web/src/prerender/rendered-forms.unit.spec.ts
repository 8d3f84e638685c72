import { describe, expect, it } from 'vitest';
import { withInertForms } from './rendered-forms';

describe('withInertForms', () => {
  it('disables submit and data-tb-replay buttons until the early script runs, marked for it', () => {
    const html = withInertForms(
      '<form id="f" class="x" method="post"><button type="button" data-tb-replay="">Send code</button>' +
        '<button type="button">Show</button><button type="submit" class="b">Go</button></form>',
    );
    expect(html).toBe(
      '<form id="f" class="x" method="post"><button type="button" data-tb-replay="" disabled="" data-tb-inert="">Send code</button>' +
        '<button type="button">Show</button><button type="submit" class="b" disabled="" data-tb-inert="">Go</button></form>',
    );
  });

  it('leaves a button the page disabled as it is', () => {
    const html = '<form id="f" method="post"><button type="submit" disabled="" tabindex="-1">Go</button></form>';
    expect(withInertForms(html)).toBe(html);
  });

  it('refuses a form the browser could send as a GET, or the early script could not name', () => {
    expect(() => withInertForms('<form id="f"><button type="submit">Go</button></form>')).toThrow(/method="post"/);
    expect(() => withInertForms('<form method="get" id="f"></form>')).toThrow(/method="post"/);
    expect(() => withInertForms('<form method="post"></form>')).toThrow(/an id/);
  });
});
