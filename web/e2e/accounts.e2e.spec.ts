import { codeFromOutbox } from '@tb/all-in-one/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR } from './browser.ts';
import {
  ADMIN,
  app,
  eventually,
  type Language,
  pathname,
  shows,
  signIn,
  startProduct,
  toastText as toasts,
  visit,
  withLang,
  words,
} from './product.ts';

startProduct();

/** The screens' words in each language. */
const text = {
  en: {
    ...words.en,
    first: 'First name',
    last: 'Last name',
    code: 'Verification code',
    username: 'Username',
    available: 'Email available',
    taken: 'Email already registered',
    devCode: 'Development mode: Your verification code is',
    tooShort: 'Password must be at least 6 characters',
    mismatch: 'Verification Code Does Not Match',
    loginFailed: 'Login Failed',
    profileTab: 'Profile',
    position: 'Position',
    save: 'Save Changes',
    profileSaved: 'Profile Updated',
    security: 'Security',
    current: 'Current password',
    newPassword: 'New password',
    confirm: 'Confirm new password',
    updatePassword: 'Update Password',
    passwordMismatch: "New password and confirm password don't match",
    passwordUpdated: 'Password Updated',
    resendIn: 'Resend in',
    resetSubmit: 'Reset Password',
    resetOk: 'Password Reset Successful',
    goToLogin: 'Go to Login',
    backToLogin: 'Back to Login',
    accessDenied: "Access Denied - You don't have permission to access this page.",
    adminTitle: 'Admin Console',
    adminMismatch: 'Password mismatch - New password and confirmation do not match',
    adminTooShort: 'Password too short - Password must be at least 6 characters long',
    menu: ['Dashboard', 'Candidates', 'Projects', 'Users', 'Security'],
    manageProjects: 'Manage Projects',
    emailFixed: 'Email address cannot be changed',
    administrator: 'Administrator',
    changePassword: 'Change Password',
    sessions: 'Session Management',
    noPositions: 'No position data available',
    noEducation: 'No education data available',
  },
  zh: {
    ...words.zh,
    first: '名字',
    last: '姓氏',
    code: '验证码',
    username: '用户名',
    available: '邮箱可用',
    taken: '该邮箱已注册',
    devCode: '开发模式：您的验证码是',
    tooShort: '密码至少需要 6 个字符',
    mismatch: '验证码不匹配',
    loginFailed: '登录失败',
    profileTab: '个人资料',
    position: '职位',
    save: '保存更改',
    profileSaved: '资料已更新',
    security: '安全',
    current: '当前密码',
    newPassword: '新密码',
    confirm: '确认新密码',
    updatePassword: '更新密码',
    passwordMismatch: '新密码与确认密码不一致',
    passwordUpdated: '密码已更新',
    resendIn: '秒后可重新发送',
    resetSubmit: '重置密码',
    resetOk: '密码重置成功',
    goToLogin: '前往登录',
    backToLogin: '返回登录',
    accessDenied: '访问被拒绝 - 您没有权限访问此页面。',
    adminTitle: '管理后台',
    adminMismatch: '密码不匹配 - 新密码与确认密码不一致',
    adminTooShort: '密码太短 - 密码长度至少为 6 个字符',
    menu: ['仪表板', '候选人', '项目', '用户', '安全'],
    manageProjects: '管理项目',
    emailFixed: '邮箱地址无法更改',
    administrator: '管理员',
    changePassword: '修改密码',
    sessions: '会话管理',
    noPositions: '暂无职位数据',
    noEducation: '暂无学历数据',
  },
} as const;

/** The address in the file's page context (a page already opened). */
const go = (page: Page, path: string) => page.goto(`${app.url}${path}`);

async function fillRegistration(page: Page, t: (typeof text)[Language], email: string) {
  await page.getByLabel(t.first).fill('Ada');
  await page.getByLabel(t.last).fill('Lovelace');
  await page.getByLabel(t.email).fill(email);
}

describe.each(['en', 'zh'] as const)('accounts in %s', (lang) => {
  const t = text[lang];
  const email = `ada.${lang}@example.com`;
  const username = `ada_${lang}`;

  it('registers with the dev-mode code, refusing a short password, a wrong code and a taken email', async () => {
    const page = await visit('/register', lang);
    await fillRegistration(page, t, email);
    const verify = page.getByRole('button', { name: t.verify, exact: true });
    await verify.click();
    await shows(page, t.available);
    await shows(page, t.codeSent);
    await eventually(() => toasts(page)).toContain(t.devCode);
    const code = (await toasts(page)).match(/(\d{6})/)?.[1] ?? '';
    expect(code).toBe(await codeFromOutbox(app.dataDir, email));
    expect(await page.getByLabel(t.code).getAttribute('maxlength')).toBe('6');
    await page.screenshot({ path: `${SCREENSHOT_DIR}register-${lang}.png`, fullPage: true });

    await page.getByLabel(t.username).fill(username);
    await page.getByLabel(t.password, { exact: true }).fill('abc');
    await page.getByRole('button', { name: t.createAccount }).click();
    await shows(page, t.tooShort);

    await page.getByLabel(t.password, { exact: true }).fill('first-pass-1');
    await page.getByLabel(t.code).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: t.createAccount }).click();
    await eventually(() => toasts(page)).toContain(t.mismatch);
    expect(pathname(page)).toBe('/register');

    await page.getByLabel(t.code).fill(code);
    await page.getByRole('button', { name: t.createAccount }).click();
    await eventually(() => pathname(page)).toBe('/login');
    await eventually(() => toasts(page)).toContain(t.registered);

    const again = await visit('/register', lang);
    await fillRegistration(again, t, email.toUpperCase());
    await again.getByRole('button', { name: t.verify, exact: true }).click();
    await shows(again, t.taken);
    expect(await again.getByText(t.codeSent).count()).toBe(0);
  });

  it('signs in to /profile, edits the profile, changes the password, signs out and resets the password', async () => {
    const page = await visit('/login', lang);
    await eventually(() => page.getByLabel(t.email).isVisible()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOT_DIR}login-${lang}.png`, fullPage: true });
    await signIn(page, lang, email, 'wrong-password');
    await eventually(() => toasts(page)).toContain(t.loginFailed);

    await signIn(page, lang, email, 'first-pass-1');
    await eventually(() => toasts(page)).toContain(t.loginOk);
    await eventually(() => pathname(page)).toBe('/profile');
    await eventually(() => page.getByLabel(t.position).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Ada' }).isVisible()).toBe(true);

    await page.getByLabel(t.first).fill('Augusta');
    await page.getByLabel(t.position).fill('ML Engineer');
    await page.getByRole('button', { name: t.save }).click();
    await eventually(() => toasts(page)).toContain(t.profileSaved);
    await eventually(() => page.getByRole('link', { name: 'Augusta' }).isVisible()).toBe(true);
    await page.reload();
    await eventually(() => page.getByLabel(t.position).inputValue()).toBe('ML Engineer');
    await page.screenshot({ path: `${SCREENSHOT_DIR}profile-${lang}.png`, fullPage: true });
    expect(await page.getByRole('menuitem', { name: t.manageProjects }).count()).toBe(0);

    await page.getByRole('menuitem', { name: t.security }).click();
    await eventually(() => new URL(page.url()).searchParams.get('tab')).toBe('security');
    await page.getByLabel(t.current).fill('first-pass-1');
    await page.getByLabel(t.newPassword, { exact: true }).fill('second-pass-2');
    await page.getByLabel(t.confirm).fill('second-pass-3');
    await page.getByRole('button', { name: t.updatePassword }).click();
    await shows(page, t.passwordMismatch);
    await page.getByLabel(t.confirm).fill('second-pass-2');
    await page.getByRole('button', { name: t.updatePassword }).click();
    await eventually(() => toasts(page)).toContain(t.passwordUpdated);

    await page.getByRole('button', { name: t.logout }).click();
    await eventually(() => pathname(page)).toBe('/login');
    await go(page, withLang('/profile', lang));
    await eventually(() => pathname(page)).toBe('/login');

    await page.getByRole('link', { name: lang === 'en' ? 'Forgot password?' : '忘记密码？' }).click();
    await eventually(() => pathname(page)).toBe('/reset-password');
    expect(await page.getByLabel(t.code).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: t.backToLogin }).isVisible()).toBe(true);
    await page.getByLabel(t.email).fill(email);
    await page.getByRole('button', { name: t.sendCode }).click();
    await eventually(() => page.getByRole('button', { name: new RegExp(t.resendIn) }).isDisabled()).toBe(true);
    await eventually(() => page.getByLabel(t.code).isEnabled()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOT_DIR}reset-password-${lang}.png`, fullPage: true });
    const code = await codeFromOutbox(app.dataDir, email);
    await page.getByLabel(t.code).fill(code);
    await page.getByLabel(t.newPassword, { exact: true }).fill('third-pass-3');
    await page.getByLabel(t.confirm).fill('third-pass-3');
    await page.getByRole('button', { name: t.resetSubmit }).click();
    await eventually(() => toasts(page)).toContain(t.resetOk);
    await page.getByRole('link', { name: t.goToLogin }).click();
    await eventually(() => pathname(page)).toBe('/login');

    await signIn(page, lang, email, 'third-pass-3');
    await eventually(() => pathname(page)).toBe('/profile');

    await go(page, withLang('/admin', lang));
    await shows(page, t.accessDenied);
  });

  it('takes an admin to /admin with its side menu and Security section; signed-out visitors are denied', async () => {
    const visitor = await visit('/admin', lang);
    await shows(visitor, t.accessDenied);

    const page = await visit('/login', lang);
    await signIn(page, lang, ADMIN.email, ADMIN.password);
    await eventually(() => pathname(page)).toBe('/admin');
    await eventually(() => page.getByRole('heading', { name: t.adminTitle }).isVisible()).toBe(true);
    for (const item of t.menu) expect(await page.getByRole('menuitem', { name: item }).isVisible()).toBe(true);
    // The dashboard opens first; with no candidate yet its breakdowns show their empty states.
    await shows(page, t.noPositions);
    await shows(page, t.noEducation);

    await page.getByRole('menuitem', { name: t.security }).click();
    const email = page.getByLabel(t.email);
    await eventually(() => email.inputValue()).toBe(ADMIN.email);
    expect(await email.isEditable()).toBe(false);
    await shows(page, t.emailFixed);
    await shows(page, t.administrator);
    for (const heading of [t.changePassword, t.sessions])
      expect(await page.getByRole('heading', { name: heading }).isVisible()).toBe(true);
    await page.getByLabel(t.current).fill(ADMIN.password);
    await page.getByLabel(t.newPassword, { exact: true }).fill('short');
    await page.getByLabel(t.confirm).fill('short');
    await page.getByRole('button', { name: t.updatePassword }).click();
    await shows(page, t.adminTooShort);
    await page.getByLabel(t.newPassword, { exact: true }).fill('long-enough-1');
    await page.getByLabel(t.confirm).fill('long-enough-2');
    await page.getByRole('button', { name: t.updatePassword }).click();
    await shows(page, t.adminMismatch);
    await page.screenshot({ path: `${SCREENSHOT_DIR}admin-security-${lang}.png`, fullPage: true });

    await go(page, withLang('/profile', lang));
    await eventually(() => page.getByRole('menuitem', { name: t.manageProjects }).isVisible()).toBe(true);

    await go(page, withLang('/admin?section=security', lang));
    await page.getByRole('button', { name: t.logout }).click();
    await eventually(() => toasts(page)).toContain(t.loggedOut);
    await eventually(() => pathname(page)).toBe('/');
    await go(page, withLang('/admin', lang));
    await shows(page, t.accessDenied);
  });
});

describe('accounts on a phone', () => {
  it('fits the register and profile screens into 375 px', async () => {
    const page = await visit('/register', undefined, { viewport: { width: 375, height: 740 } });
    await eventually(() => page.getByRole('button', { name: 'Verify', exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SCREENSHOT_DIR}register-phone-en.png`, fullPage: true });

    await go(page, '/login');
    await signIn(page, 'en', 'ada.en@example.com', 'third-pass-3');
    await eventually(() => pathname(page)).toBe('/profile');
    await eventually(() => page.getByLabel('Position').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SCREENSHOT_DIR}profile-phone-en.png`, fullPage: true });
  });
});
