import { codeFromOutbox } from '@tb/all-in-one/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appTookOver, openPage, SCREENSHOT_DIR } from './browser.ts';
import {
  ADMIN,
  app,
  browser,
  type Language,
  RESUME,
  signIn,
  startProduct,
  toastText,
  track,
  words,
} from './product.ts';

/**
 * What new users tripped over in the public and profile screens (issue 27): Verify's resend countdown keeps the code
 * sent; Reset Password does not claim a code went to an unknown address; the sign-in and sign-out notices survive the
 * page load; a signed-in visitor of /login lands on their page; the resume upload says it is uploading and that it
 * is done; a profile without a name offers to complete it.
 */
startProduct();

const text = {
  en: {
    ...words.en,
    resendIn: /^Resend in \d+s$/,
    maybeSent: 'If this email is registered, a verification code has been sent',
    complete: 'Complete your profile',
    chooseResume: 'Choose a resume…',
    uploadResume: 'Upload Resume',
    uploading: 'Uploading…',
    uploaded: 'Resume uploaded',
  },
  zh: {
    ...words.zh,
    resendIn: /^\d+ 秒后可重新发送$/,
    maybeSent: '如果该邮箱已注册，验证码已发送',
    complete: '完善个人资料',
    chooseResume: '选择简历文件…',
    uploadResume: '上传简历',
    uploading: '上传中…',
    uploaded: '简历已上传',
  },
};

/** A new page at `path` in `lang` (named in the address for English too), once the app runs it. */
async function open(path: string, lang: Language): Promise<Page> {
  const page = track(await openPage(browser));
  await page.goto(`${app.url}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
  await appTookOver(page);
  return page;
}

describe.each(['en', 'zh'] as const)('accounts in %s (issue 27)', (lang) => {
  const t = text[lang];
  const email = `newcomer.${lang}@example.com`;

  it('registers with the code Verify sent, whose countdown keeps it', async () => {
    const page = await open('/register', lang);
    await page.locator('#register-email').fill(email);
    const verify = page.locator('.tb-auth__inline button');
    await verify.click();
    await expect.poll(() => page.getByText(t.codeSent).count(), { timeout: 15_000 }).toBe(1);
    // A second press cannot happen for 60 s: the button counts down instead of asking for a refused code.
    await expect.poll(() => verify.textContent()).toMatch(t.resendIn);
    expect(await verify.isDisabled()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOT_DIR}issue27-register-countdown-${lang}.png` });
    await page.locator('#register-code').fill(await codeFromOutbox(app.dataDir, email));
    await page.locator('#register-username').fill(`newcomer_${lang}`);
    await page.locator('#register-password').fill('secret12');
    await page.getByRole('button', { name: t.createAccount }).click();
    await expect.poll(() => toastText(page), { timeout: 15_000 }).toContain(t.registered);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
  });

  it('does not say a reset code went to an address nobody registered', async () => {
    const page = await open('/reset-password', lang);
    await page.locator('#reset-email').fill(`nobody.${lang}@example.com`);
    await page.getByRole('button', { name: t.sendCode }).click();
    await expect.poll(() => toastText(page), { timeout: 15_000 }).toContain(t.maybeSent);
    await page.screenshot({ path: `${SCREENSHOT_DIR}issue27-reset-unknown-${lang}.png` });
  });

  it('welcomes after the page load, skips /login when signed in, offers to complete the profile, uploads a resume', async () => {
    const page = await open('/login', lang);
    await signIn(page, lang, email, 'secret12');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/profile');
    await expect.poll(() => toastText(page), { timeout: 10_000 }).toContain(t.loginOk);
    // No first name: the profile says so and offers to add it.
    await expect.poll(() => page.getByText(t.complete).count(), { timeout: 15_000 }).toBe(1);
    await page.screenshot({ path: `${SCREENSHOT_DIR}issue27-profile-complete-${lang}.png`, fullPage: true });

    await page.goto(`${app.url}/login?lang=${lang}`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/profile');

    // The upload is held a moment so its state can be seen; then it is done and says so.
    await page.goto(`${app.url}/profile?tab=resume&lang=${lang}`);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/user/resume', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel(t.chooseResume).setInputFiles(RESUME);
    await page.getByRole('button', { name: t.uploadResume }).click();
    await expect.poll(() => page.getByRole('button', { name: t.uploading }).count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOT_DIR}issue27-resume-uploading-${lang}.png` });
    release();
    await expect.poll(() => toastText(page), { timeout: 20_000 }).toContain(t.uploaded);
  });

  it('confirms the admin sign-out on the page that follows', async () => {
    const page = await open('/login', lang);
    await signIn(page, lang, ADMIN.email, ADMIN.password);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/admin');
    await page.goto(`${app.url}/admin?section=security&lang=${lang}`);
    await page.getByRole('button', { name: t.logout, exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).not.toBe('/admin');
    await expect.poll(() => toastText(page), { timeout: 10_000 }).toContain(t.loggedOut);
  });
});

describe('addresses the app has no page for (issue 27)', () => {
  it.each([
    ['en', '/nonexistent', '404 Page Not Found'],
    ['zh', '/projects/1/unknown?lang=zh', '404 页面未找到'],
  ] as const)('answer HTTP 404 with the not-found page (%s)', async (_lang, path, shown) => {
    const page = track(await openPage(browser));
    const answer = await page.goto(`${app.url}${path}`);
    expect(answer?.status()).toBe(404);
    await expect.poll(() => page.getByText(shown).isVisible()).toBe(true);
    // A page of the app still answers 200.
    expect((await page.goto(`${app.url}/reset-password`))?.status()).toBe(200);
  });
});
