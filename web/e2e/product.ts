import { fileURLToPath } from 'node:url';
import { startTestApp, type TestApp } from '@tb/all-in-one/testing';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { checkedPages, launchBrowser, openPage } from './browser.ts';

/**
 * What the screen tests share: the product with its admin and Chromium, started once per test file
 * (startProduct), the words several screens show in both languages, and the steps every test takes (open a page
 * in a language, sign in, read the toasts). `app`, `browser` and `track` are live bindings: set when the file's
 * beforeAll has run.
 */
export const ADMIN = { email: 'admin@talentbridge.test', password: 'admin-secret-1' };

export type Language = 'en' | 'zh';

/** A document of packages/documents/fixtures. */
export const fixture = (name: string) =>
  fileURLToPath(new URL(`../../packages/documents/fixtures/${name}`, import.meta.url));
export const RESUME = fixture('resumes/en-cv-engineer.docx');

/** The words of the sign-in, registration and sign-out screens, which most tests pass through. */
export const words = {
  en: {
    email: 'Email address',
    password: 'Password',
    signIn: 'Sign in',
    loginOk: 'Login Successful',
    verify: 'Verify',
    codeSent: 'Verification code sent to your inbox',
    createAccount: 'Create account',
    registered: 'Registration Successful',
    sendCode: 'Send Verification Code',
    logout: 'Logout',
    loggedOut: 'Logged out successfully',
  },
  zh: {
    email: '邮箱地址',
    password: '密码',
    signIn: '登录',
    loginOk: '登录成功',
    verify: '验证',
    codeSent: '验证码已发送到您的邮箱',
    createAccount: '创建账户',
    registered: '注册成功',
    sendCode: '发送验证码',
    logout: '退出登录',
    loggedOut: '已成功退出登录',
  },
} as const satisfies Record<Language, Record<string, string>>;

export let app: TestApp;
export let browser: Browser;
let checked: ((page: Page) => Page) | undefined;

/**
 * Starts the product (with ADMIN as its admin, plus `env`) and Chromium before the file's tests, stops both after
 * them, and checks every page handed to `track` (browser.ts, checkedPages). Call once at the top of a test file.
 */
export function startProduct(env: Record<string, string> = {}): void {
  checked = checkedPages(() => app);
  beforeAll(async () => {
    [app, browser] = await Promise.all([
      startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
}

/** Hands a page to the file's checks (its errors fail the test; its context is closed after it). */
export function track(page: Page): Page {
  if (!checked) throw new Error('call startProduct() at the top of the test file first');
  return checked(page);
}

/** Password hashing and full page loads take a while on a busy machine; poll longer than the 1 s default. */
export const eventually = <T>(read: () => T | Promise<T>): Poll<T> =>
  expect.poll(read, { timeout: 15_000, interval: 100 });
type Poll<T> = ReturnType<typeof expect.poll<T>>;

/** The address in that language: `?lang=zh` for Chinese, as is for English (an English browser's default). */
export const withLang = (path: string, lang: Language) =>
  lang === 'zh' ? `${path}${path.includes('?') ? '&' : '?'}lang=zh` : path;

export const pathname = (page: Page) => new URL(page.url()).pathname;

/** The text of the toasts on screen (a replaced one may still be leaving). */
export const toastText = (page: Page) =>
  page
    .locator('.tb-toast')
    .allTextContents()
    .then((all) => all.join(' | '));

export const shows = (page: Page, value: string) =>
  eventually(() => page.getByText(value).first().isVisible()).toBe(true);

/** A new checked page (a fresh context) at `path` of the product, in `lang` when given. */
export async function visit(path: string, lang?: Language, options: BrowserContextOptions = {}): Promise<Page> {
  const page = track(await openPage(browser, options));
  await page.goto(`${app.url}${lang ? withLang(path, lang) : path}`);
  return page;
}

/** Fills and sends the sign-in form on the page. */
export async function signIn(page: Page, lang: Language, email: string, password: string): Promise<void> {
  const t = words[lang];
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
}

/** A new page signed in as the admin through the sign-in screen, on /admin. */
export async function adminPage(lang: Language): Promise<Page> {
  const page = await visit('/login', lang);
  await signIn(page, lang, ADMIN.email, ADMIN.password);
  await expect.poll(() => pathname(page), { timeout: 15_000 }).toBe('/admin');
  return page;
}
