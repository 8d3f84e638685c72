import { startTestApp, type TestApp } from '@tb/all-in-one/testing';
import type { Browser, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appTookOver, checkedPages, launchBrowser, openPage, SCREENSHOT_DIR, scrollThrough } from './browser.ts';

/**
 * The landing page in both languages: sections in order, the hero button
 * per audience, the staggered cards, the FAQ accordion, the contact form's attachment rules and a message
 * that reaches the team's mailbox on a real SMTP server.
 */
let app: TestApp;
let browser: Browser;
let smtp: SMTPServer;
const mails: string[] = [];
const track = checkedPages(() => app);

beforeAll(async () => {
  smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const address = smtp.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  [app, browser] = await Promise.all([
    startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, CONTACT_TO: 'team@example.com' }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

type Events = [string, Record<string, unknown>][];

/** A fresh visitor; `window.gtag` records the analytics events the page sends. */
async function visit(path: string, options: Parameters<typeof openPage>[1] = {}): Promise<Page> {
  const page = await openPage(browser, options);
  track(page);
  await page.addInitScript(() => {
    const events: unknown[] = [];
    Object.assign(window, {
      __events: events,
      gtag: (_: string, name: string, params: unknown) => events.push([name, params]),
    });
  });
  await page.goto(`${app.url}${path}`);
  await appTookOver(page);
  await expect.poll(() => page.locator('#hero-title').isVisible()).toBe(true);
  return page;
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { __events: Events }).__events);
const eventNames = async (page: Page) => (await events(page)).map(([name]) => name);
const top = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const BIG_PDF = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024 - PDF.length, 0x20)]);

const headings = {
  en: {
    hero: 'Hire vetted AI engineers in 14 days, and save 60%+',
    about: "Great AI engineers are hard to find. Your runway won't wait.",
    steps: 'From first call to first commit in three steps',
    faq: 'Questions founders ask us',
    contact: 'Tell us who you need to hire',
  },
  zh: {
    hero: '不用出国，也能为全球 AI 公司工作',
    about: '你的能力，不该被地域限制',
    steps: '三步开启你的远程 AI 职业',
    faq: '工程师最常问的问题',
    contact: '有问题？给我们留言',
  },
} as const;

describe.each([
  ['en', '/'],
  ['zh', '/?lang=zh'],
] as const)('the landing page in %s', (language, path) => {
  it('shows hero, problem/solution, how it works, FAQ, contact and footer in that order', async () => {
    const page = await visit(path);
    const h = headings[language];
    expect(await page.locator('#hero-title').textContent()).toBe(h.hero);
    expect(await page.locator('#about-title').textContent()).toBe(h.about);
    expect(await page.locator('#how-it-works-title').textContent()).toBe(h.steps);
    expect(await page.locator('#faq-title').textContent()).toBe(h.faq);
    expect(await page.locator('#contact-us-title').textContent()).toBe(h.contact);
    const order = ['header', '#hero-title', '#about', '#how-it-works', '#faq', '#contact-us', 'footer'];
    const tops = [];
    for (const selector of order) tops.push(await top(page, selector));
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(await page.evaluate(() => document.title)).toContain('Talent Bridge');
  });

  it('fades the three steps in once, 0 / 150 / 300 ms apart, when they come into view', async () => {
    const page = await visit(path, { viewport: { width: 1280, height: 600 } });
    const cards = page.locator('#how-it-works li');
    const opacities = () => cards.evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
    expect(await cards.count()).toBe(3);
    expect(await opacities()).toEqual(['0', '0', '0']);
    expect(await cards.evaluateAll((els) => els.map((el) => getComputedStyle(el).transitionDelay))).toEqual([
      '0s',
      '0.15s',
      '0.3s',
    ]);
    // Hidden at once when the early script marks a page already painted as scripted: the stagger delay must not
    // hold the second and third cards on screen for 150 and 300 ms (a delay alone is a transition).
    await page.evaluate(() => document.documentElement.classList.remove('tb-scripted'));
    await expect.poll(opacities, { timeout: 5000 }).toEqual(['1', '1', '1']);
    const hiddenAgain = await page.evaluate(() => {
      document.documentElement.classList.add('tb-scripted');
      return [...document.querySelectorAll('#how-it-works li')].map((el) => getComputedStyle(el).opacity);
    });
    expect(hiddenAgain).toEqual(['0', '0', '0']);
    await page.locator('#how-it-works ol').scrollIntoViewIfNeeded();
    await expect.poll(opacities, { timeout: 5000 }).toEqual(['1', '1', '1']);
    // Once: scrolling away and back leaves them shown.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(700);
    expect(await opacities()).toEqual(['1', '1', '1']);
    const views = (await events(page)).filter(([name]) => name === 'section_view').map(([, p]) => p.section);
    expect(views).toContain('how_it_works');
  });

  it('opens one FAQ answer at a time, and closes it on a second click', async () => {
    const page = await visit(path);
    const questions = page.locator('#faq h3 button');
    expect(await questions.count()).toBe(5);
    const expanded = () => questions.evaluateAll((els) => els.map((el) => el.getAttribute('aria-expanded')));
    expect(await expanded()).toEqual(['false', 'false', 'false', 'false', 'false']);
    expect(await page.locator('#faq-first-answer').isVisible()).toBe(false);

    await questions.nth(0).click();
    expect(await expanded()).toEqual(['true', 'false', 'false', 'false', 'false']);
    expect(await page.locator('#faq-first-answer').isVisible()).toBe(true);
    await questions.nth(2).click();
    expect(await expanded()).toEqual(['false', 'false', 'true', 'false', 'false']);
    expect(await page.locator('#faq-first-answer').isVisible()).toBe(false);
    expect(await page.locator('#faq-third-answer').isVisible()).toBe(true);
    await questions.nth(2).click();
    expect(await expanded()).toEqual(['false', 'false', 'false', 'false', 'false']);

    const opened = (await events(page)).filter(([name]) => name === 'faq_open').map(([, p]) => p.question);
    expect(opened).toEqual(['first', 'third']);
  });

  it('fits a 375 px phone, and is photographed at desktop and phone width', async () => {
    for (const [width, height, suffix] of [
      [1280, 800, ''],
      [375, 740, '-375'],
    ] as const) {
      const page = await visit(path, { viewport: { width, height } });
      await scrollThrough(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SCREENSHOT_DIR}landing-page-${language}${suffix}.png`, fullPage: true });
    }
  });
});

describe('the hero button', () => {
  it('scrolls to the contact form in English', async () => {
    const page = await visit('/');
    await page.getByRole('button', { name: 'Book a 15-minute discovery call' }).click();
    await expect
      .poll(() => page.locator('#contact-us').evaluate((el) => Math.abs(el.getBoundingClientRect().top)), {
        timeout: 5000,
      })
      .toBeLessThan(120);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.locator('#contact-name').isVisible()).toBe(true);
    expect(await events(page)).toContainEqual(['cta_click', { location: 'hero', language: 'en', variant: 'a' }]);
  });

  it('goes to the openings in Chinese', async () => {
    const page = await visit('/?lang=zh');
    await page.getByRole('link', { name: '浏览热门职位' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/projects');
  });
});

describe('the contact form', () => {
  async function openForm(path: string): Promise<Page> {
    const page = await visit(path);
    await page.locator('#contact-us').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('#contact-name').isVisible()).toBe(true);
    return page;
  }

  const toast = (page: Page, text: string) => page.locator('.tb-toaster').getByText(text, { exact: true });

  const tooLarge = {
    en: {
      path: '/',
      title: 'File Too Large',
      body: 'File size (3.0 MB) exceeds the maximum allowed size of 2.0 MB.',
      inline: 'File exceeds 2MB limit. Please choose a smaller file.',
      send: 'Send Message',
      blocked: 'Cannot submit form with file exceeding 2.0 MB. Please remove or choose a smaller file.',
      remove: 'Remove file',
    },
    zh: {
      path: '/?lang=zh',
      title: '文件过大',
      body: '文件大小（3.0 MB）超过了 2.0 MB 的上限。',
      inline: '文件超过 2MB 限制，请选择较小的文件。',
      send: '发送消息',
      blocked: '文件超过 2.0 MB，无法提交表单。请移除或选择较小的文件。',
      remove: '移除文件',
    },
  } as const;

  it.each(['en', 'zh'] as const)(
    'refuses a 3 MB file with the toast, the inline message and a blocked submit (%s)',
    async (lang) => {
      const t = tooLarge[lang];
      const page = await openForm(t.path);
      const posts: string[] = [];
      page.on('request', (r) => r.url().endsWith('/api/contact') && posts.push(r.method()));
      await page.locator('#contact-name').fill('Jane Smith');
      await page.locator('#contact-email').fill('jane@startup.example');
      await page.locator('#contact-message').fill('We need an MLOps engineer.');
      await page
        .locator('#contact-file')
        .setInputFiles({ name: 'deck.pdf', mimeType: 'application/pdf', buffer: BIG_PDF });

      await expect.poll(() => toast(page, t.title).isVisible()).toBe(true);
      expect(await toast(page, t.body).isVisible()).toBe(true);
      expect(await page.getByText(t.inline).isVisible()).toBe(true);

      await page.getByRole('button', { name: t.send }).click();
      await expect.poll(() => toast(page, t.blocked).isVisible()).toBe(true);
      expect(posts).toEqual([]);
      // The fields stay; removing the file clears the flag.
      expect(await page.locator('#contact-name').inputValue()).toBe('Jane Smith');
      await page.getByRole('button', { name: t.remove }).click();
      expect(await page.getByText(t.inline).count()).toBe(0);
      expect(await eventNames(page)).toContain('file_upload');
    },
  );

  it('asks for the required fields and a valid email', async () => {
    const page = await openForm('/');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => toast(page, 'Please fill out all required fields.').isVisible()).toBe(true);
    expect(await toast(page, 'Error').isVisible()).toBe(true);
    await page.locator('#contact-name').fill('Jane Smith');
    await page.locator('#contact-email').fill('jane-at-startup');
    await page.locator('#contact-message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => toast(page, 'Please enter a valid email address.').isVisible()).toBe(true);

    const zh = await openForm('/?lang=zh');
    await zh.getByRole('button', { name: '发送消息' }).click();
    await expect.poll(() => toast(zh, '请填写所有必填字段。').isVisible()).toBe(true);
  });

  it('keeps the fields when sending fails', async () => {
    const page = await openForm('/');
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: '' }));
    await page.locator('#contact-name').fill('Jane Smith');
    await page.locator('#contact-email').fill('jane@startup.example');
    await page.locator('#contact-message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => toast(page, 'There was a problem sending your message. Please try again.').isVisible())
      .toBe(true);
    expect(await page.locator('#contact-name').inputValue()).toBe('Jane Smith');

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() =>
        toast(page, 'There was a problem sending your message. Please try again or email us directly.').isVisible(),
      )
      .toBe(true);
    expect(await page.locator('#contact-message').inputValue()).toBe('Hello');
  });

  it.each([
    ['/', 'Send Message', 'Sending...', "Message sent successfully! We'll get back to you within 24 hours."],
    ['/?lang=zh', '发送消息', '发送中...', '消息发送成功！我们会在 24 小时内回复您。'],
  ])('sends a message with a PDF from %s, clears the form and mails the team', async (path, send, sending, done) => {
    const page = await openForm(path);
    const name = `Visitor ${Date.now()}`;
    await page.locator('#contact-name').fill(name);
    await page.locator('#contact-email').fill('jane@startup.example');
    await page.locator('#contact-company').fill('Acme AI');
    await page.locator('#contact-message').fill('Two senior LLM engineers, please.');
    await page.locator('#contact-file').setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: PDF });
    // Hold the answer a moment so the sending state can be seen.
    await page.route('**/api/contact', async (route) => {
      await new Promise((r) => setTimeout(r, 500));
      await route.continue();
    });
    await page.getByRole('button', { name: send }).click();
    await expect.poll(() => page.getByRole('button', { name: sending }).isDisabled()).toBe(true);
    await expect.poll(() => toast(page, done).isVisible()).toBe(true);
    for (const field of ['#contact-name', '#contact-email', '#contact-company', '#contact-message']) {
      expect(await page.locator(field).inputValue(), field).toBe('');
    }
    expect(await page.locator('#contact-file').evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);
    expect(await page.getByText('brief.pdf').count()).toBe(0);
    expect(await eventNames(page)).toEqual(expect.arrayContaining(['file_upload', 'form_submit']));

    await expect.poll(() => mails.filter((m) => m.includes(name)).length, { timeout: 20_000 }).toBe(1);
    const mail = mails.find((m) => m.includes(name)) ?? '';
    expect(mail).toMatch(/^To: team@example\.com/m);
    expect(mail).toMatch(/filename="?brief\.pdf/);
  });
});
