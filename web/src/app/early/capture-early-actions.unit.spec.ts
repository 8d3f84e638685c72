// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { earlyActionsScript } from '../../../build/early-actions';
import { type EarlyAction, replayEarlyActions } from './replay-early-actions';

/** The early script as the build serves it (minified JavaScript), run as the page's classic script would be. */
let script = '';
beforeAll(async () => {
  script = await earlyActionsScript();
});

type EarlyWindow = Window & { __tbEarlyActions?: { take(): EarlyAction[] } };
const early = () => (window as EarlyWindow).__tbEarlyActions;

afterEach(() => {
  vi.useRealTimers();
  early()?.take();
  delete (window as EarlyWindow).__tbEarlyActions;
  document.body.innerHTML = '';
});

/** A rendered sign-in page (as render-page.tsx writes it), with the app's own listener on #root, then the script. */
function renderedPage({ prerendered = true } = {}) {
  document.body.innerHTML = `
    <div id="root"${prerendered ? ' data-prerendered="en"' : ''}>
      <form id="login-form" method="post" novalidate>
        <input id="login-email" name="email"><input id="login-password" name="password" type="password">
        <button type="button" id="send-code" data-tb-replay="" disabled="" data-tb-inert="">Send code</button>
        <button type="button" id="show">Show</button>
        <textarea id="login-note"></textarea>
        <input id="login-fixed" readonly>
        <button type="submit" disabled="" data-tb-inert="" data-tb-busy-label="Signing in...">Sign in</button>
      </form>
    </div>
    <div id="tb-early-alert" role="alert" data-message="Please reload"></div>`;
  const root = document.getElementById('root') as HTMLElement;
  const form = document.getElementById('login-form') as HTMLFormElement;
  const submit = form.querySelector('button[type="submit"]') as HTMLButtonElement;
  const sendCode = document.getElementById('send-code') as HTMLButtonElement;
  // What the app's listeners (React's, on the root) see.
  const appSaw: string[] = [];
  root.addEventListener('submit', (event) => {
    event.preventDefault();
    appSaw.push(`submit ${(event.target as HTMLElement).id}`);
  });
  root.addEventListener('click', (event) => appSaw.push(`click ${(event.target as HTMLElement).id}`));
  new Function(script)();
  return { root, form, submit, sendCode, appSaw };
}

const sendBy = (form: HTMLFormElement) => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
};

describe('the early script, over a rendered page', () => {
  it('enables the buttons the page disabled until it ran', () => {
    const { submit, sendCode } = renderedPage();
    expect(submit.disabled).toBe(false);
    expect(sendCode.disabled).toBe(false);
    expect(document.querySelectorAll('[data-tb-inert]')).toHaveLength(0);
  });

  it('stops a submit before the browser or the app sees it, shows the form busy and keeps only its id', () => {
    const { form, submit, appSaw } = renderedPage();
    (document.getElementById('login-password') as HTMLInputElement).value = 'secret-password';
    const event = sendBy(form);
    expect(event.defaultPrevented).toBe(true);
    expect(appSaw).toEqual([]);
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(submit.disabled).toBe(true);
    const taken = early()?.take();
    expect(taken).toEqual([{ kind: 'submit', id: 'login-form' }]);
    expect(JSON.stringify(taken)).not.toContain('secret-password');
  });

  it('keeps a form sent twice once', () => {
    const { form } = renderedPage();
    sendBy(form);
    expect(sendBy(form).defaultPrevented).toBe(true);
    expect(early()?.take()).toEqual([{ kind: 'submit', id: 'login-form' }]);
  });

  it('keeps a press of a data-tb-replay button (busy meanwhile), and leaves other buttons alone', () => {
    const { sendCode, appSaw } = renderedPage();
    sendCode.click();
    expect(sendCode.disabled).toBe(true);
    expect(sendCode.getAttribute('aria-busy')).toBe('true');
    (document.getElementById('show') as HTMLButtonElement).click();
    expect(appSaw).toEqual(['click show']);
    expect(early()?.take()).toEqual([{ kind: 'click', id: 'send-code' }]);
  });

  it('on take(): releases what it made busy, and stops capturing (the app handles what follows)', () => {
    const { form, submit, sendCode, appSaw } = renderedPage();
    sendCode.click();
    sendBy(form);
    expect(early()?.take()).toEqual([
      { kind: 'click', id: 'send-code' },
      { kind: 'submit', id: 'login-form' },
    ]);
    expect(document.querySelectorAll('[data-tb-pending], [aria-busy]')).toHaveLength(0);
    expect(submit.disabled).toBe(false);
    expect(sendCode.disabled).toBe(false);
    sendBy(form);
    expect(appSaw).toEqual(['submit login-form']);
    expect(early()?.take()).toEqual([]);
  });

  it('leaves alone a button the page itself disabled', () => {
    const { form, submit } = renderedPage();
    submit.disabled = true;
    sendBy(form);
    early()?.take();
    expect(submit.disabled).toBe(true);
  });

  it('does nothing over a page the app renders itself', () => {
    const { form, appSaw } = renderedPage({ prerendered: false });
    expect(early()).toBeUndefined();
    expect(sendBy(form).defaultPrevented).toBe(true);
    expect(appSaw).toEqual(['submit login-form']);
  });
});

describe('the early script, while it holds a form', () => {
  const field = (id: string) => document.getElementById(id) as HTMLInputElement;

  it('makes the form’s fields read-only (what is sent is what was submitted), and gives them back on take()', () => {
    const { form } = renderedPage();
    sendBy(form);
    expect(['login-email', 'login-password', 'login-note'].map((id) => field(id).readOnly)).toEqual([true, true, true]);
    early()?.take();
    expect(['login-email', 'login-password', 'login-note'].map((id) => field(id).readOnly)).toEqual([
      false,
      false,
      false,
    ]);
    // A field the page made read-only itself stays so.
    expect(field('login-fixed').readOnly).toBe(true);
  });

  it('holds a data-tb-replay press with its form’s fields read-only too', () => {
    const { sendCode } = renderedPage();
    sendCode.click();
    expect(field('login-email').readOnly).toBe(true);
  });

  it('marks the held button so that the page’s CSS shows its data-tb-busy-label, its text left as rendered', () => {
    const { form, submit } = renderedPage();
    sendBy(form);
    expect(submit.matches('button[data-tb-pending][data-tb-busy-label]')).toBe(true);
    expect(submit.textContent).toBe('Sign in');
    early()?.take();
    expect(submit.hasAttribute('data-tb-pending')).toBe(false);
  });

  const alertText = () => document.getElementById('tb-early-alert')?.textContent;

  it('when the app’s code fails to load: releases the form, keeps what was typed, asks to reload', () => {
    const { form, submit } = renderedPage();
    field('login-email').value = 'typed@example.com';
    sendBy(form);
    const script = document.createElement('script');
    script.src = '/assets/start-abc.js';
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
    expect(submit.disabled).toBe(false);
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect(field('login-email').readOnly).toBe(false);
    expect(field('login-email').value).toBe('typed@example.com');
    expect(alertText()).toBe('Please reload');
    // Nothing is left for an app that arrives after all; a later submit is not held (nor sent by the browser).
    const again = sendBy(form);
    expect(again.defaultPrevented).toBe(true);
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect(early()?.take()).toEqual([]);
    expect(alertText()).toBe('');
  });

  it('gives up on a failed dynamic import of the app, not on another rejection or another site’s script', () => {
    const { form } = renderedPage();
    sendBy(form);
    const rejection = (reason: unknown) => {
      const event = new Event('unhandledrejection') as PromiseRejectionEvent;
      Object.assign(event, { reason });
      window.dispatchEvent(event);
    };
    rejection(new Error('something else'));
    const other = document.createElement('script');
    other.src = 'https://elsewhere.example/tag.js';
    document.head.append(other);
    other.dispatchEvent(new Event('error'));
    expect(form.getAttribute('aria-busy')).toBe('true');
    rejection(new TypeError('Failed to fetch dynamically imported module: http://x/assets/start-1.js'));
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect(alertText()).toBe('Please reload');
  });

  it('gives up when nothing took over 20 s after a hold, not before', () => {
    vi.useFakeTimers();
    const { form } = renderedPage();
    sendBy(form);
    vi.advanceTimersByTime(19_000);
    expect(form.getAttribute('aria-busy')).toBe('true');
    vi.advanceTimersByTime(1_000);
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect(alertText()).toBe('Please reload');
  });

  it('does not give up once the app has taken over', () => {
    vi.useFakeTimers();
    const { form } = renderedPage();
    sendBy(form);
    early()?.take();
    vi.advanceTimersByTime(30_000);
    expect(alertText()).toBe('');
  });
});

describe('replayEarlyActions', () => {
  it('sends a kept form and presses a kept button once, through their own listeners', () => {
    const { form, sendCode, appSaw } = renderedPage();
    sendCode.click();
    sendBy(form);
    sendBy(form);
    expect(appSaw).toEqual([]);
    replayEarlyActions();
    expect(appSaw).toEqual(['click send-code', 'submit login-form']);
    // Nothing kept any more: a second call sends nothing.
    replayEarlyActions();
    expect(appSaw).toHaveLength(2);
  });

  it('finds the app’s element of that id when the app rendered its own page, and skips a disabled button', () => {
    const kept = [
      { kind: 'submit', id: 'login-form' },
      { kind: 'click', id: 'send-code' },
      { kind: 'submit', id: 'gone' },
    ] satisfies EarlyAction[];
    Object.assign(window, { __tbEarlyActions: { take: () => kept } });
    document.body.innerHTML = '<form id="login-form"></form><button id="send-code" disabled>Send</button>';
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    document.getElementById('login-form')?.addEventListener('submit', onSubmit);
    const onClick = vi.fn();
    document.getElementById('send-code')?.addEventListener('click', onClick);
    expect(replayEarlyActions()).toEqual(kept);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does nothing without the early script', () => {
    expect(replayEarlyActions()).toEqual([]);
  });
});

describe('the language toggle before the app ran', () => {
  /** A rendered page at /login?lang=zh&redirect=…, its toggle as rendered (hrefs without the query). */
  function toggledPage() {
    history.replaceState(null, '', '/login?lang=zh&redirect=%2Fprojects%2Fabc&utm_source=x');
    document.body.innerHTML = `
      <div id="root" data-prerendered="zh"><div role="radiogroup" class="tb-language-toggle">
        <a role="radio" aria-checked="false" tabindex="-1" href="/login?lang=en" id="en">EN</a>
        <a role="radio" aria-checked="true" tabindex="0" href="/login?lang=zh" id="zh">中</a>
      </div></div>`;
    const assign = vi.fn();
    // The page's own address, with a navigation the test can see (jsdom does not navigate).
    vi.stubGlobal('location', { href: window.location.href, search: window.location.search, assign });
    new Function(script)();
    const option = (id: string) => document.getElementById(id) as HTMLAnchorElement;
    return { assign, option };
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    history.replaceState(null, '', '/');
  });
  const expected = 'http://localhost:3000/login?lang=en&redirect=%2Fprojects%2Fabc&utm_source=x';

  it('a press loads the link’s page with the address’s other parameters kept', () => {
    const { assign, option } = toggledPage();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    option('en').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(assign).toHaveBeenCalledWith(new URL(expected, window.location.href).href);
  });

  it('a press with a modifier is left to the browser (a new tab)', () => {
    const { assign, option } = toggledPage();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    option('en').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each(['ArrowRight', 'ArrowLeft', 'ArrowDown'])('%s on the chosen option loads the other one', (key) => {
    const { assign, option } = toggledPage();
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    option('zh').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(assign).toHaveBeenCalledWith(new URL(expected, window.location.href).href);
  });

  it('Space loads a focused unchosen option, and on the chosen one only keeps the page still', () => {
    const { assign, option } = toggledPage();
    const onChosen = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    option('zh').dispatchEvent(onChosen);
    expect(onChosen.defaultPrevented).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    option('en').dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(assign).toHaveBeenCalledWith(new URL(expected, window.location.href).href);
  });
});
