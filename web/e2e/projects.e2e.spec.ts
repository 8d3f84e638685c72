import { TestClient } from '@tb/all-in-one/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appTookOver, SCREENSHOT_DIR } from './browser.ts';
import {
  ADMIN,
  app,
  eventually,
  fixture,
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
    listTitle: 'Available Projects',
    viewDetails: 'View Details',
    management: 'Management',
    addProject: 'Add Project',
    createTitle: 'Create New Project',
    createProject: 'Create Project',
    created: 'Project created successfully',
    required: 'English title is required',
    fields: {
      titleEn: 'English Title',
      titleZh: 'Chinese Title',
      locationEn: 'English Location',
      locationZh: 'Chinese Location',
      typeEn: 'English Type',
      typeZh: 'Chinese Type',
      salaryRangeEn: 'English Salary Range',
    },
    tags: ['Part-time', 'Remote'],
    compensation: '$8k-12k/month',
    apply: 'Apply Now',
    applied: 'Applied',
    applySuccess: "Your application has been submitted. We'll contact you within 24 hours.",
    myProjects: 'My Projects',
    showing: /^Showing 1 of \d+ applications$/,
    changeStatus: 'Change Status',
    approved: 'Approved',
    save: 'Save',
    updated: 'Application updated',
    accepted: 'Accepted',
    visible: 'Visible to candidates',
    notFound: 'Project not found',
    wrongType: 'Please upload a PDF or Word document',
    extractionFailed: 'Extraction failed',
    createFailedHint: 'Create New Project',
    showMore: 'Show more',
    showLess: 'Show less',
    toTranslate: 'Not in the document: please write it in this language',
    toTranslateNotice: 'the fields marked below (4)',
    noMatch: 'No applications match your filter criteria.',
    loadFailed: 'Failed to load projects',
    cancel: 'Cancel',
    edit: 'Edit',
    editTitle: 'Edit Project',
    updateProject: 'Update Project',
    projectUpdated: 'Project updated successfully',
    delete: 'Delete',
    deleteConfirm: (title: string) => `Are you sure you want to delete "${title}"? This action cannot be undone.`,
    projectDeleted: 'Project deleted successfully',
  },
  zh: {
    ...words.zh,
    listTitle: '可申请项目',
    viewDetails: '查看详情',
    management: '管理',
    addProject: '添加项目',
    createTitle: '创建新项目',
    createProject: '创建项目',
    created: '项目创建成功',
    required: '请输入英文标题',
    fields: {
      titleEn: '英文标题',
      titleZh: '中文标题',
      locationEn: '英文地点',
      locationZh: '中文地点',
      typeEn: '英文类型',
      typeZh: '中文类型',
      salaryRangeEn: '英文薪资范围',
    },
    tags: ['兼职', '远程'],
    compensation: '面议',
    apply: '立即申请',
    applied: '已申请',
    applySuccess: '您的申请已提交，我们将在 24 小时内与您联系。',
    myProjects: '我的项目',
    showing: /^显示 1 \/ \d+ 条申请$/,
    changeStatus: '更改状态',
    approved: '已通过',
    save: '保存',
    updated: '申请已更新',
    accepted: '已录用',
    visible: '对候选人可见',
    notFound: '项目不存在',
    wrongType: '请上传 PDF 或 Word 文档',
    extractionFailed: '提取失败',
    createFailedHint: '创建新项目',
    showMore: '展开',
    showLess: '收起',
    toTranslate: '文档中没有此语言的内容，请填写',
    toTranslateNotice: '下方标出的 4 个字段',
    noMatch: '没有符合筛选条件的申请。',
    loadFailed: '加载项目失败',
    cancel: '取消',
    edit: '编辑',
    editTitle: '编辑项目',
    updateProject: '更新项目',
    projectUpdated: '项目更新成功',
    delete: '删除',
    deleteConfirm: (title: string) => `确定要删除“${title}”吗？此操作无法撤销。`,
    projectDeleted: '项目删除成功',
  },
} as const;

/** Each run publishes its own project (the runs share one database, and the English run's stays, inactive). */
const projects = {
  en: { titleEn: 'Acme AI - Senior LLM Engineer', titleZh: '极点智能 - 高级大模型工程师', company: 'Acme AI' },
  zh: { titleEn: 'Nova Labs - ML Engineer', titleZh: '新星实验室 - 机器学习工程师', company: '新星实验室' },
} as const;

/** A regular user, registered through the API (the accounts browser test covers the screens). */
async function registerUser(lang: Language, name = 'applicant') {
  const client = new TestClient(app.url, lang);
  const email = `${name}.${lang}@example.com`;
  const sent = await client.post('/api/auth/send-registration-verification', { email });
  const registered = await client.post('/api/auth/register', {
    firstName: 'Ana',
    lastName: 'Li',
    email,
    username: name === 'applicant' ? `ana_${lang}` : `${name}_${lang}`,
    password: 'secret-pass-1',
    code: sent.body.code,
  });
  expect(registered.status).toBe(201);
  return { email, password: 'secret-pass-1' };
}

/** The admin through the API, for projects a test needs but does not create on screen. */
async function adminClient(lang: Language) {
  const client = new TestClient(app.url, lang);
  expect((await client.post('/api/auth/login', ADMIN)).status).toBe(200);
  return client;
}

/** A one-click application as the web app sends it, for a test about the admin's screens. */
async function applyThroughApi(lang: Language, user: { email: string; password: string }, projectId: string) {
  const client = new TestClient(app.url, lang);
  expect((await client.post('/api/auth/login', user)).status).toBe(200);
  const form = new FormData();
  form.set('projectId', projectId);
  form.set('position', 'Applied via profile');
  form.set('message', 'Applied via one-click application');
  form.set('file', new Blob([`Email: ${user.email}\n`], { type: 'text/plain' }), 'resume.txt');
  expect((await client.request('POST', '/api/application', form)).status).toBe(201);
}

const JOBS_LINK = 'https://acme.example/jobs';

/** Types a formatted description with the toolbar: a header, a bold word, a bullet list and a link. */
async function typeDescription(page: Page, id: string, words: { heading: string; bold: string; item: string }) {
  const editor = page.locator(`#${id}`);
  await editor.click();
  const toolbar = page.locator('.tb-rich-text', { has: editor }).getByRole('toolbar');
  await toolbar.getByRole('button').nth(1).click(); // Header 2
  await page.keyboard.type(words.heading);
  await page.keyboard.press('Enter'); // a paragraph follows a header
  await toolbar.getByRole('button').nth(3).click(); // Bold
  await page.keyboard.type(words.bold);
  await toolbar.getByRole('button').nth(3).click();
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button').nth(7).click(); // Bulleted list
  await page.keyboard.type(words.item);
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button').nth(8).click(); // Link: the address, inserted as its own text
  await toolbar.getByRole('textbox').fill(JOBS_LINK);
  await toolbar.getByRole('textbox').press('Enter');
}

describe.each(['en', 'zh'] as const)('projects in %s', (lang) => {
  const t = text[lang];
  const project = projects[lang];
  const title = lang === 'en' ? project.titleEn : project.titleZh;

  it('admin publishes a project; a visitor signs in from Apply, applies, and sees the approved status', async () => {
    const user = await registerUser(lang);

    // The admin creates a bilingual project with a formatted description.
    const admin = await visit('/login', lang);
    await signIn(admin, lang, ADMIN.email, ADMIN.password);
    await eventually(() => pathname(admin)).toBe('/admin');
    await admin.goto(`${app.url}${withLang('/admin?section=projects', lang)}`);
    await admin.getByText(t.management, { exact: true }).click();
    await admin.getByRole('button', { name: t.addProject }).click();
    await shows(admin, t.createTitle);
    await admin.getByRole('button', { name: t.createProject }).click();
    await shows(admin, t.required);
    await admin.getByLabel(t.fields.titleEn).fill(project.titleEn);
    await admin.getByLabel(t.fields.titleZh).fill(project.titleZh);
    await typeDescription(admin, 'project-descriptionEn', { heading: 'About the role', bold: 'Python', item: 'RAG' });
    await typeDescription(admin, 'project-descriptionZh', {
      heading: '职位介绍',
      bold: '熟悉 Python',
      item: '检索增强',
    });
    await admin.getByLabel(t.fields.locationEn).fill('Remote');
    await admin.getByLabel(t.fields.locationZh).fill('远程');
    await admin.getByLabel(t.fields.typeEn).fill('Part-time');
    await admin.getByLabel(t.fields.typeZh).fill('兼职');
    await admin.getByLabel(t.fields.salaryRangeEn).fill('$8k-12k/month');
    await admin.screenshot({ path: `${SCREENSHOT_DIR}projects-admin-form-${lang}.png`, fullPage: true });
    await admin.getByRole('button', { name: t.createProject }).click();
    await eventually(() => toasts(admin)).toContain(t.created);
    await shows(admin, title);
    await admin.locator('.bp6-dialog').waitFor({ state: 'detached' });
    await admin.screenshot({ path: `${SCREENSHOT_DIR}projects-admin-management-${lang}.png`, fullPage: true });

    // It is on /projects at once (read-your-writes), with the derived company, tags and compensation.
    await admin.goto(`${app.url}${withLang('/projects', lang)}`);
    await shows(admin, t.listTitle);
    const card = admin.locator('.tb-project-tile', { hasText: title });
    await eventually(() => card.count()).toBe(1);
    expect(await card.locator('[data-field="company"]').textContent()).toBe(project.company);
    expect(await card.locator('.bp6-tag').allTextContents()).toEqual(t.tags);
    expect(await card.locator('[data-field="compensation"]').textContent()).toContain(t.compensation);
    expect(await card.locator('.tb-project-tile__summary').textContent()).not.toContain('<');
    const href = (await card.getByRole('link', { name: t.viewDetails }).getAttribute('href')) ?? '';
    // The card's link carries the visit's language (`?lang=zh` in Chinese): the id is the path's last part.
    const projectId = new URL(href, app.url).pathname.split('/').pop() ?? '';
    expect(projectId).not.toBe('');

    // A signed-out visitor sees the list and the detail without the editor's code, then presses Apply.
    const visitor = await visit('/projects', lang);
    const scripts: string[] = [];
    visitor.on('request', (request) => scripts.push(request.url()));
    await eventually(async () => {
      await visitor.reload();
      await visitor.locator('.tb-projects__grid, .bp6-non-ideal-state').first().waitFor();
      return visitor.locator('.tb-project-tile', { hasText: title }).count();
    }).toBe(1);
    await visitor.screenshot({ path: `${SCREENSHOT_DIR}projects-list-${lang}.png`, fullPage: true });
    await visitor.locator('.tb-project-tile', { hasText: title }).getByRole('link', { name: t.viewDetails }).click();
    await eventually(() => pathname(visitor)).toBe(`/projects/${projectId}`);
    // The list's summary holds the same words while the detail route loads: wait for the detail itself.
    await eventually(() => visitor.locator('.tb-project-detail__description h2').count()).toBe(1);
    await shows(visitor, lang === 'en' ? 'About the role' : '职位介绍');
    expect(await visitor.locator('.tb-project-detail__description strong').count()).toBe(1);
    expect(await visitor.locator('.tb-project-detail__description ul li').count()).toBe(2);
    expect(await visitor.locator(`.tb-project-detail__description li a[href="${JOBS_LINK}"]`).textContent()).toBe(
      JOBS_LINK,
    );
    expect(scripts.filter((url) => url.includes('rich-text-editor'))).toEqual([]);
    await visitor.screenshot({ path: `${SCREENSHOT_DIR}project-detail-${lang}.png`, fullPage: true });
    await visitor.getByRole('button', { name: t.apply }).click();
    await eventually(() => pathname(visitor)).toBe('/login');
    expect(new URL(visitor.url()).searchParams.get('redirect')).toBe(`/projects/${projectId}`);

    // Signing in brings them back; one click applies, also a click before the page's session check has answered
    // (held here until after the click: taken as 'signed out', it sent the user to sign in again).
    let releaseCheck = () => {};
    const checkHeld = new Promise<void>((resolve) => {
      releaseCheck = resolve;
    });
    await visitor.route('**/api/user/profile', async (route) => {
      if (route.request().frame().url().includes(`/projects/${projectId}`)) await checkHeld;
      await route.continue();
    });
    await signIn(visitor, lang, user.email, user.password);
    await eventually(() => pathname(visitor)).toBe(`/projects/${projectId}`);
    await appTookOver(visitor);
    await visitor.getByRole('button', { name: t.apply }).click();
    await visitor.waitForTimeout(300);
    releaseCheck();
    await eventually(() => toasts(visitor)).toContain(t.applySuccess);
    expect(pathname(visitor)).toBe(`/projects/${projectId}`);
    await visitor.unroute('**/api/user/profile');
    await shows(visitor, t.applied);
    await visitor.screenshot({ path: `${SCREENSHOT_DIR}project-detail-applied-${lang}.png`, fullPage: true });
    await visitor.reload();
    await eventually(() => visitor.locator('.tb-apply--done').isVisible()).toBe(true);

    await visitor.goto(`${app.url}${withLang('/profile?tab=projects', lang)}`);
    await shows(visitor, t.myProjects);
    const mine = visitor.locator(`[data-project-id="${projectId}"]`);
    await eventually(() => mine.textContent()).toContain(title);
    expect(await mine.locator('.tb-my-projects__status-tag').textContent()).toBe(t.applied);

    // The admin sees the application and approves it with a note.
    await admin.goto(`${app.url}${withLang('/admin?section=projects', lang)}`);
    // Filtered to this project (the English run's application stays in the shared database).
    await admin.locator('#applications-project').selectOption(projectId);
    await eventually(() => admin.getByText(t.showing).isVisible()).toBe(true);
    const row = admin.locator('tr', { hasText: `ana_${lang}` });
    await eventually(() => row.textContent()).toContain(user.email);
    await admin.screenshot({ path: `${SCREENSHOT_DIR}projects-admin-applications-${lang}.png`, fullPage: true });
    await row.getByRole('button', { name: t.changeStatus }).click();
    await admin.locator('#application-status').selectOption('approved');
    await admin.locator('#application-notes').fill('Strong RAG background');
    await admin.getByRole('button', { name: t.save, exact: true }).click();
    await eventually(() => toasts(admin)).toContain(t.updated);
    await eventually(() => row.locator('.bp6-tag').textContent()).toBe(t.approved);

    // The applicant sees the new status in their language.
    await visitor.reload();
    await eventually(() => mine.locator('.tb-my-projects__status-tag').textContent()).toBe(t.accepted);
    expect(await mine.textContent()).toContain('Strong RAG background');
    await visitor.screenshot({ path: `${SCREENSHOT_DIR}my-projects-${lang}.png`, fullPage: true });

    // Deactivating hides it from visitors.
    await admin.getByText(t.management, { exact: true }).click();
    const item = admin.locator(`.tb-project-list__item[data-project-id="${projectId}"]`);
    await item.getByText(t.visible).click();
    await eventually(() => item.locator('.bp6-tag').first().textContent()).not.toBe(lang === 'en' ? 'Active' : '启用');
    const later = await visit('/projects', lang);
    await eventually(async () => {
      await later.reload();
      await later.locator('.tb-projects__grid, .bp6-non-ideal-state').first().waitFor();
      return later.locator('.tb-project-tile', { hasText: title }).count();
    }).toBe(0);
    await later.goto(`${app.url}${withLang(`/projects/${projectId}`, lang)}`);
    await shows(later, t.notFound);

    // A failed load of 'My Projects' is said in a toast.
    await visitor.route('**/api/user/projects', (route) => route.fulfill({ status: 500, body: 'down' }));
    await visitor.reload();
    await eventually(() => toasts(visitor)).toContain(t.loadFailed);
  });

  it('pre-fills the Manage Projects form from an opening document, refusing other files', async () => {
    const admin = await visit('/login', lang);
    await signIn(admin, lang, ADMIN.email, ADMIN.password);
    await eventually(() => pathname(admin)).toBe('/admin');
    await admin.goto(`${app.url}${withLang('/profile?tab=manageProjects', lang)}`);
    await shows(admin, t.createFailedHint);
    const input = admin.locator('.tb-document-upload input[type="file"]');

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await shows(admin, t.wrongType);

    await input.setInputFiles(fixture('errors/image-only.pdf'));
    await eventually(() => toasts(admin)).toContain(t.extractionFailed);

    await input.setInputFiles(fixture('openings/opening-en-llm.docx'));
    await eventually(() => admin.getByLabel(t.fields.titleEn).inputValue()).not.toBe('');
    await eventually(() => admin.locator('#project-descriptionEn').textContent()).not.toBe('');
    // The replaced toasts take a moment to leave; the screenshot shows only the last one.
    await eventually(() => admin.locator('.tb-toast').count()).toBe(1);
    await admin.screenshot({ path: `${SCREENSHOT_DIR}manage-projects-${lang}.png`, fullPage: true });

    // An English document: what needs no translation is filled in Chinese too, the rest is marked for the admin.
    expect(await admin.getByLabel(t.fields.typeZh).inputValue()).toBe('全职');
    expect(await admin.locator('#project-salaryRangeZh').inputValue()).toBe('$9,000 - $13,000 / month');
    expect(await admin.locator('.tb-project-form__translate').textContent()).toContain(t.toTranslateNotice);
    const titleZh = admin.locator('.tb-project-form__field', { has: admin.locator('#project-titleZh') });
    expect(await titleZh.textContent()).toContain(t.toTranslate);
    await admin.getByLabel(t.fields.titleZh).fill('北风智能 - 高级大模型工程师');
    await eventually(() => titleZh.textContent()).not.toContain(t.toTranslate);

    // Cancel resets the form.
    await admin.getByRole('button', { name: t.cancel, exact: true }).click();
    await eventually(() => admin.getByLabel(t.fields.titleEn).inputValue()).toBe('');
    // An empty Slate line holds only a zero-width character.
    const description = await admin.locator('#project-descriptionEn').textContent();
    expect(description?.replace(/\uFEFF/g, '').trim()).toBe('');

    // Enter after a header starts a paragraph: the header does not run on through the description.
    const editor = admin.locator('#project-descriptionEn');
    await editor.click();
    await admin.locator('.tb-rich-text', { has: editor }).getByRole('toolbar').getByRole('button').nth(1).click();
    await admin.keyboard.type('Overview');
    await admin.keyboard.press('Enter');
    await admin.keyboard.type('We build agents.');
    await eventually(() => editor.locator('p').last().textContent()).toBe('We build agents.');
    expect(await editor.locator('h2').allTextContents()).toEqual(['Overview']);
  });

  it('shows whole lines on /projects cards, list items apart, View Details on one line', async () => {
    const api = await adminClient(lang);
    const items = ['Figma', 'Build and maintain the design system', 'Run user interviews', 'Prototype flows'];
    const created = await api.post('/api/projects', {
      titleEn: `Lumen Labs - Product Designer (${lang})`,
      titleZh: `流明实验室 - 产品设计师（${lang}）`,
      descriptionEn: `<h3>Tools</h3><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul><p>${'Long text. '.repeat(30)}</p>`,
      descriptionZh: `<h3>工具</h3><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul><p>${'很长的描述。'.repeat(30)}</p>`,
      locationEn: 'Remote',
      locationZh: '远程',
      typeEn: 'Full-time',
      typeZh: '全职',
      salaryRangeEn: '$12,000 - $18,000 per month plus equity and a signing bonus',
      salaryRangeZh: '每月 12,000 - 18,000 美元，另有期权和签约奖金',
    });
    expect(created.status).toBe(201);
    const page = await visit('/projects', lang);
    // The page arrives rendered on the server; the app then replaces it.
    await appTookOver(page);
    const card = page.locator('.tb-project-tile', {
      hasText: lang === 'en' ? `Lumen Labs - Product Designer (${lang})` : `流明实验室 - 产品设计师（${lang}）`,
    });
    await eventually(() => card.isVisible()).toBe(true);
    const summary = card.locator('.tb-project-tile__summary');
    expect(await summary.textContent()).toContain('Figma · Build and maintain the design system · Run user interviews');
    // Three whole lines: no fourth line shows, not even cut through.
    const { shown, line } = await summary.evaluate((p) => ({
      shown: p.getBoundingClientRect().height,
      line: Number.parseFloat(getComputedStyle(p).lineHeight),
    }));
    expect(shown).toBeLessThanOrEqual(3 * line + 1);
    // View Details on one line beside the long salary.
    const details = card.locator('.tb-project-tile__footer > .bp6-button');
    expect(await details.evaluate((b) => b.getBoundingClientRect().height)).toBeLessThan(40);
    await card.screenshot({ path: `${SCREENSHOT_DIR}issue27-project-tile-${lang}.png` });
  });

  it("keeps each card's switch and buttons beside its title and folds a long description", async () => {
    const api = await adminClient(lang);
    const paragraphs = Array.from({ length: 14 }, (_, i) => `<p>Paragraph ${i + 1} of a long description.</p>`);
    const created = await api.post('/api/projects', {
      titleEn: `Acme Robotics International - Principal Machine Learning Infrastructure Engineer (${lang})`,
      titleZh: `艾克米机器人国际 - 首席机器学习基础设施工程师（负责大规模训练与推理平台）（${lang}）`,
      descriptionEn: paragraphs.join(''),
      descriptionZh: paragraphs.join(''),
      locationEn: 'Remote',
      locationZh: '远程',
      typeEn: 'Full-time',
      typeZh: '全职',
    });
    expect(created.status).toBe(201);
    const admin = await visit('/login', lang);
    await signIn(admin, lang, ADMIN.email, ADMIN.password);
    await eventually(() => pathname(admin)).toBe('/admin');
    await admin.goto(`${app.url}${withLang('/admin?section=projects', lang)}`);
    await admin.getByText(t.management, { exact: true }).click();
    const card = admin.locator(`[data-project-id="${created.body.id}"]`);
    await eventually(() => card.isVisible()).toBe(true);
    // Every card: the actions start level with the title block, not under it.
    const offsets = await admin.locator('.tb-project-list__head').evaluateAll((heads) =>
      heads.map((head) => {
        const [summary, actions] = [head.children[0], head.children[1]].map((e) => e?.getBoundingClientRect());
        return Math.abs((summary?.top ?? 0) - (actions?.top ?? 0));
      }),
    );
    for (const offset of offsets) expect(offset).toBeLessThan(8);
    // The long description fades out under 'Show more', and unfolds whole.
    const description = card.locator('.tb-project-list__description');
    const more = card.getByRole('button', { name: t.showMore });
    await eventually(() => more.isVisible()).toBe(true);
    expect(await description.evaluate((d) => d.scrollHeight > d.clientHeight)).toBe(true);
    await card.screenshot({ path: `${SCREENSHOT_DIR}issue27-project-card-${lang}.png` });
    await more.click();
    await eventually(() => description.evaluate((d) => d.scrollHeight <= d.clientHeight + 1)).toBe(true);
    expect(await card.getByRole('button', { name: t.showLess }).count()).toBe(1);
  });

  it('filters applications to none, edits a project in its dialog and deletes it after naming it', async () => {
    const api = await adminClient(lang);
    const created = await api.post('/api/projects', {
      titleEn: `Orbit AI - Data Engineer (${lang})`,
      titleZh: `轨道智能 - 数据工程师（${lang}）`,
      descriptionEn: '<p>Pipelines.</p>',
      descriptionZh: '<p>数据管道。</p>',
      locationEn: 'Remote',
      locationZh: '远程',
      typeEn: 'Contract',
      typeZh: '合同',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const title = lang === 'en' ? created.body.titleEn : created.body.titleZh;
    await applyThroughApi(lang, await registerUser(lang, 'reviewer'), id);

    const admin = await visit('/login', lang);
    await signIn(admin, lang, ADMIN.email, ADMIN.password);
    await eventually(() => pathname(admin)).toBe('/admin');
    await admin.goto(`${app.url}${withLang('/admin?section=projects', lang)}`);
    await admin.locator('#applications-project').selectOption(id);
    await eventually(() => admin.getByText(t.showing).isVisible()).toBe(true);
    await admin.locator('#applications-status').selectOption('rejected');
    await shows(admin, t.noMatch);

    // Edit: the dialog opens with the stored values and saves the change.
    await admin.getByText(t.management, { exact: true }).click();
    const item = admin.locator(`.tb-project-list__item[data-project-id="${id}"]`);
    await item.getByRole('button', { name: t.edit, exact: true }).click();
    const dialog = admin.locator('.bp6-dialog');
    await eventually(() => dialog.getByRole('heading', { name: t.editTitle, exact: true }).isVisible()).toBe(true);
    expect(await admin.getByLabel(t.fields.titleZh).inputValue()).toBe(created.body.titleZh);
    await admin.getByLabel(t.fields.locationEn).fill('Hybrid - Shanghai');
    await admin.getByLabel(t.fields.locationZh).fill('混合办公 - 上海');
    await dialog.getByRole('button', { name: t.updateProject }).click();
    await eventually(() => toasts(admin)).toContain(t.projectUpdated);
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => item.locator('.tb-project-list__meta').textContent()).toContain(
      lang === 'en' ? 'Hybrid - Shanghai' : '混合办公 - 上海',
    );

    // Delete: the confirmation names the project; confirming removes it.
    await item.getByRole('button', { name: t.delete, exact: true }).click();
    const alert = admin.locator('.bp6-alert');
    await eventually(() => alert.locator('.bp6-alert-contents').textContent()).toBe(t.deleteConfirm(title));
    await admin.screenshot({ path: `${SCREENSHOT_DIR}projects-admin-delete-${lang}.png`, fullPage: true });
    await alert.getByRole('button', { name: t.delete, exact: true }).click();
    await eventually(() => toasts(admin)).toContain(t.projectDeleted);
    await eventually(() => item.count()).toBe(0);
  });
});
