import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appTookOver, browserErrors, openPage } from './browser.ts';
import {
  ADMIN,
  app,
  browser,
  eventually,
  type Language,
  pathname,
  startProduct,
  toastText,
  track,
  withLang,
} from './product.ts';

/**
 * A rendered page's form sent before the app has taken the page over (web/README.md, 'Rendered public pages'):
 * the page's early script (src/app/early/capture-early-actions.ts) holds it and shows it busy, and the app sends it
 * once, with what was typed, when it runs; the browser never sends it itself (a form without a method would have
 * put the password into the address). The app's code is held back until the visitor has acted, as on a slow phone.
 */
startProduct();

/**
 * A fresh page whose app code (its start chunk) downloads only when `release` is called; with `fail`, its download
 * then fails (a dropped connection), as on a phone losing its network.
 */
async function pageWithHeldApp({
  fail = false,
  locale,
}: {
  fail?: boolean;
  locale?: string;
} = {}): Promise<{ page: Page; release: () => void; seen: string[] }> {
  const page = track(await openPage(browser, locale ? { locale } : {}));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    await held;
    await (fail ? route.abort('connectionreset') : route.continue());
  });
  // Every request and every address the page was at, with its method and, for a POST, its body.
  const seen: string[] = [];
  page.on('request', (request) => seen.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(`AT ${frame.url()}`);
  });
  return { page, release, seen };
}

const posts = (seen: string[], path: string) => seen.filter((line) => line.startsWith(`POST ${app.url}${path} `));

/** No request and no address carried the secret outside a POST body to the API (no GET with it in the query). */
function expectNotInAnyAddress(seen: string[], secret: string): void {
  const inAddress = seen.filter((line) => {
    const address = line.split(' ')[1] ?? '';
    return address.includes(secret) || address.includes(encodeURIComponent(secret));
  });
  expect(inAddress).toEqual([]);
  // Nor a page load of the form's own address with it as a body (the browser's own sending).
  expect(seen.filter((line) => line.startsWith('POST ') && !line.includes('/api/'))).toEqual([]);
}

const messages = {
  en: {
    invalidEmail: 'Invalid email address',
    passwordTooShort: 'Password must be at least 6 characters',
    codeRequired: 'Verification Code Required',
    codeMaybeSent: 'If this email is registered, a verification code has been sent',
    loginOk: 'Login Successful',
    signingIn: 'Signing in...',
    creatingAccount: 'Creating account...',
    sending: 'Sending...',
    reload: 'This page could not finish loading. Please reload it to continue.',
    noScript: 'Signing in, registering and applying need JavaScript. Please turn it on and reload the page.',
    register: 'Sign up',
    registerTitle: 'Create your account',
  },
  zh: {
    invalidEmail: '邮箱地址无效',
    passwordTooShort: '密码至少需要 6 个字符',
    codeRequired: '需要验证码',
    codeMaybeSent: '如果该邮箱已注册，验证码已发送',
    loginOk: '登录成功',
    signingIn: '登录中...',
    creatingAccount: '正在创建账户...',
    sending: '发送中...',
    reload: '页面未能加载完成，请刷新页面后继续。',
    noScript: '登录、注册和申请需要启用 JavaScript，请开启后刷新页面。',
    register: '注册',
    registerTitle: '创建账户',
  },
} as const satisfies Record<Language, Record<string, string>>;

describe.each(['en', 'zh'] as const)('a form sent before the app ran, in %s', (lang) => {
  it('signs in: the form shows busy, one POST once the app runs, the password in no address', async () => {
    const { page, release, seen } = await pageWithHeldApp();
    await page.goto(`${app.url}${withLang('/login', lang)}`);
    const submit = page.locator('#login-form button[type="submit"]');
    // The early script has taken the form: its button is enabled (the rendered page disabled it until then).
    await eventually(() => submit.isEnabled()).toBe(true);
    await page.locator('#login-email').fill(ADMIN.email);
    await page.locator('#login-password').fill(ADMIN.password);
    await page.locator('#login-password').press('Enter');

    // Taken and shown busy while the app is still held back; nothing sent, the page not left.
    await eventually(() => page.locator('#login-form[aria-busy="true"]').count()).toBe(1);
    expect(await submit.isDisabled()).toBe(true);
    // The button says what the app's says while sending (its accessible name, as a screen reader reads it).
    expect(await page.getByRole('button', { name: messages[lang].signingIn }).count()).toBe(1);
    // What was submitted is what is sent: the fields cannot be changed meanwhile.
    expect(await page.locator('#login-email').isEditable()).toBe(false);
    await page.locator('#login-email').focus();
    await page.keyboard.type('changed');
    expect(await page.locator('#login-email').inputValue()).toBe(ADMIN.email);
    expect(await page.locator('#root[data-prerendered]').count()).toBe(1);
    expect(posts(seen, '/api/auth/login')).toEqual([]);
    expect(pathname(page)).toBe('/login');

    release();
    await eventually(() => pathname(page)).toBe('/admin');
    await eventually(() => toastText(page)).toContain(messages[lang].loginOk);
    expect(posts(seen, '/api/auth/login')).toHaveLength(1);
    expect(posts(seen, '/api/auth/login')[0]).toContain(ADMIN.password);
    expectNotInAnyAddress(seen, ADMIN.password);
    expectNotInAnyAddress(seen, ADMIN.email);
  });

  it('shows the form’s own validation messages when what was typed is invalid, and sends nothing', async () => {
    const { page, release, seen } = await pageWithHeldApp();
    await page.goto(`${app.url}${withLang('/login', lang)}`);
    await eventually(() => page.locator('#login-form button[type="submit"]').isEnabled()).toBe(true);
    await page.locator('#login-email').fill('not-an-address');
    await page.locator('#login-password').fill('abc');
    await page.locator('#login-password').press('Enter');
    await eventually(() => page.locator('#login-form[aria-busy="true"]').count()).toBe(1);

    release();
    await appTookOver(page);
    await eventually(() => page.locator('#login-form').textContent()).toContain(messages[lang].invalidEmail);
    expect(await page.locator('#login-form').textContent()).toContain(messages[lang].passwordTooShort);
    // Released: the visitor corrects and sends again.
    expect(await page.locator('#login-form button[type="submit"]').isEnabled()).toBe(true);
    expect(await page.locator('#login-form[aria-busy]').count()).toBe(0);
    expect(posts(seen, '/api/auth/login')).toEqual([]);
    expectNotInAnyAddress(seen, 'abc');
  });

  it('registration: the form is checked by the app once it runs (no code yet: its message), nothing sent', async () => {
    const { page, release, seen } = await pageWithHeldApp();
    await page.goto(`${app.url}${withLang('/register', lang)}`);
    await eventually(() => page.locator('#register-form button[type="submit"]').isEnabled()).toBe(true);
    const password = 'early-secret-7';
    await page.locator('#register-email').fill(`early-${lang}@example.com`);
    await page.locator('#register-username').fill(`early_${lang}`);
    await page.locator('#register-password').fill(password);
    await page.locator('#register-password').press('Enter');
    await eventually(() => page.locator('#register-form[aria-busy="true"]').count()).toBe(1);
    expect(await page.getByRole('button', { name: messages[lang].creatingAccount }).count()).toBe(1);
    expect(await page.locator('#register-username').isEditable()).toBe(false);

    release();
    await eventually(() => toastText(page)).toContain(messages[lang].codeRequired);
    expect(posts(seen, '/api/auth/register')).toEqual([]);
    expect(await page.locator('#register-form button[type="submit"]').isEnabled()).toBe(true);
    expectNotInAnyAddress(seen, password);
  });

  it('password reset: "send code" pressed before the app ran asks for the code once', async () => {
    const { page, release, seen } = await pageWithHeldApp();
    await page.goto(`${app.url}${withLang('/reset-password', lang)}`);
    const sendCode = page.locator('#reset-send-code');
    await eventually(() => sendCode.isEnabled()).toBe(true);
    await page.locator('#reset-email').fill(ADMIN.email);
    await sendCode.click();
    await eventually(() => sendCode.getAttribute('aria-busy')).toBe('true');
    expect(await sendCode.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: messages[lang].sending }).count()).toBe(1);
    expect(posts(seen, '/api/auth/forgot-password')).toEqual([]);

    release();
    await eventually(() => toastText(page)).toContain(messages[lang].codeMaybeSent);
    // The code's field opens, as after a press on the live page.
    await eventually(() => page.locator('#reset-code').isEnabled()).toBe(true);
    expect(posts(seen, '/api/auth/forgot-password')).toHaveLength(1);
    expect(posts(seen, '/api/auth/forgot-password')[0]).toContain(ADMIN.email);
  });
});

describe.each(['en', 'zh'] as const)('when the app will not take over, in %s', (lang) => {
  it('a held form is released with what was typed, and the page asks, in its language, to be reloaded', async () => {
    const { page, release, seen } = await pageWithHeldApp({ fail: true });
    await page.goto(`${app.url}${withLang('/login', lang)}`);
    await eventually(() => page.locator('#login-form button[type="submit"]').isEnabled()).toBe(true);
    await page.locator('#login-email').fill(ADMIN.email);
    await page.locator('#login-password').fill(ADMIN.password);
    await page.locator('#login-password').press('Enter');
    await eventually(() => page.locator('#login-form[aria-busy="true"]').count()).toBe(1);

    release();
    // Told by the failed download itself, well before the early script's own limit (20 s after the hold).
    await expect
      .poll(() => page.locator('#tb-early-alert').textContent(), { timeout: 10_000, interval: 100 })
      .toBe(messages[lang].reload);
    expect(await page.getByRole('alert').isVisible()).toBe(true);
    expect(await page.locator('#login-form[aria-busy]').count()).toBe(0);
    expect(await page.locator('#login-form button[type="submit"]').isEnabled()).toBe(true);
    expect(await page.locator('#login-email').isEditable()).toBe(true);
    expect(await page.locator('#login-email').inputValue()).toBe(ADMIN.email);
    // A second try is not sent by the browser either.
    await page.locator('#login-password').press('Enter');
    expect(pathname(page)).toBe('/login');
    expect(posts(seen, '/api/auth/login')).toEqual([]);
    expectNotInAnyAddress(seen, ADMIN.password);
    // The failed download is the browser's own error, which this test caused; nothing else may be there.
    const errors = browserErrors(page);
    expect(errors.filter((error) => !error.includes('dynamically imported module'))).toEqual([]);
    errors.splice(0);
  });
});

describe.each(['en', 'zh'] as const)('links and toggles before the app ran, in %s', (lang) => {
  it('a link keeps the visit’s language', async () => {
    const { page } = await pageWithHeldApp();
    await page.goto(`${app.url}${withLang('/login', lang)}`);
    await page.getByRole('link', { name: messages[lang].register, exact: true }).click();
    await eventually(() => pathname(page)).toBe('/register');
    expect(new URL(page.url()).search).toBe(lang === 'zh' ? '?lang=zh' : '');
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(await page.locator('#root h1').first().textContent()).toContain(messages[lang].registerTitle);
  });

  it('the language toggle loads the page in the other language', async () => {
    const { page } = await pageWithHeldApp();
    await page.goto(`${app.url}${withLang('/login', lang)}`);
    const other = lang === 'zh' ? 'en' : 'zh';
    await page.getByRole('radio', { name: other === 'zh' ? '中' : 'EN' }).click();
    await eventually(() => page.locator('html').getAttribute('lang')).toBe(other);
    expect(pathname(page)).toBe('/login');
    expect(await page.getByRole('radio', { name: other === 'zh' ? '中' : 'EN' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('the language toggle keeps the address’s other parameters, before the app ran and in its links after', async () => {
    const { page, release } = await pageWithHeldApp();
    const other = lang === 'zh' ? 'en' : 'zh';
    const radio = (language: Language) => page.getByRole('radio', { name: language === 'zh' ? '中' : 'EN' });
    await page.goto(`${app.url}${withLang('/login?redirect=%2Fprojects%2Fabc', lang)}`);
    await radio(other).click();
    await eventually(() => page.locator('html').getAttribute('lang')).toBe(other);
    expect(pathname(page)).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/projects/abc');
    release();
    await appTookOver(page);
    await eventually(() => radio(lang).getAttribute('href')).toBe(`/login?lang=${lang}&redirect=%2Fprojects%2Fabc`);
  });

  it('an FAQ question pressed before the app ran opens once the app runs', async () => {
    const { page, release } = await pageWithHeldApp();
    await page.goto(`${app.url}${withLang('/', lang)}`);
    const question = page.locator('#faq-first');
    await eventually(() => question.isEnabled()).toBe(true);
    await question.click();
    await eventually(() => question.getAttribute('aria-busy')).toBe('true');
    release();
    await eventually(() => question.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#faq-first-answer').isVisible()).toBe(true);
  });
});

describe('a Chinese page reached without ?lang=zh (the browser’s language)', () => {
  it('has the app’s own links, which it adopts as rendered', async () => {
    const page = track(await openPage(browser, { locale: 'zh-CN' }));
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${app.url}/login`);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh');
    const register = page.getByRole('link', { name: messages.zh.register, exact: true });
    expect(await register.getAttribute('href')).toBe('/register?lang=zh');
    await appTookOver(page);
    expect(await register.getAttribute('href')).toBe('/register?lang=zh');
    expect(warnings.filter((text) => text.includes('rendered again'))).toEqual([]);
  });
});

describe('without scripts', () => {
  it('a rendered form cannot be sent by the browser: nothing leaves the page, the password in no address', async () => {
    const page = track(await openPage(browser, { javaScriptEnabled: false }));
    const seen: string[] = [];
    page.on('request', (request) => seen.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`));
    await page.goto(`${app.url}/login`);
    await page.locator('#login-email').fill(ADMIN.email);
    await page.locator('#login-password').fill(ADMIN.password);
    await page.locator('#login-password').press('Enter');
    await page.waitForTimeout(500);
    expect(pathname(page)).toBe('/login');
    expect(new URL(page.url()).search).toBe('');
    expectNotInAnyAddress(seen, ADMIN.password);
    // Were the browser ever to send it (its button is disabled until a script runs), its fields go in a body.
    expect(await page.locator('#login-form').getAttribute('method')).toBe('post');
  });

  it.each(['en', 'zh'] as const)('says, in %s, that the forms need JavaScript', async (lang) => {
    const page = track(await openPage(browser, { javaScriptEnabled: false }));
    await page.goto(`${app.url}${withLang('/login', lang)}`);
    expect(await page.locator('.tb-noscript').textContent()).toBe(messages[lang].noScript);
    expect(await page.locator('.tb-noscript').isVisible()).toBe(true);
  });

  it('shows the landing page’s steps, which fade in only where a script runs', async () => {
    const page = track(await openPage(browser, { javaScriptEnabled: false }));
    await page.goto(`${app.url}/`);
    await page.locator('#how-it-works').scrollIntoViewIfNeeded();
    const opacities = await page
      .locator('.tb-lp-step')
      .evaluateAll((steps) => steps.map((step) => getComputedStyle(step).opacity));
    expect(opacities).toEqual(['1', '1', '1']);
  });
});

describe('the landing page', () => {
  it('has no form in its rendered page: the contact form arrives with the app, which sends it', async () => {
    const html = await (await fetch(`${app.url}/`)).text();
    expect(html).toContain('data-prerendered=');
    expect(html).not.toContain('<form');
  });
});
