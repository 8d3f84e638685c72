import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureAdmin } from '@tb/command-api';
import { emptyProjectFields } from '@tb/contracts';
import { projectStream } from '@tb/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { seedProjects } from '../seed/projects.ts';
import { startTestApp, type TestApp, TestClient, type TestResponse } from '../testing.ts';
import { XSS_DANGER, XSS_KEPT_WORDS, XSS_PAYLOADS } from './xss-payloads.ts';

let app: TestApp;
let admin: TestClient;
let adminZh: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  await ensureAdmin(app.runtime.store, { email: 'projects-admin@example.com', password: 'secret1!' });
  admin = new TestClient(app.url);
  adminZh = new TestClient(app.url, 'zh');
  for (const client of [admin, adminZh]) {
    const login = await client.post('/api/auth/login', { email: 'projects-admin@example.com', password: 'secret1!' });
    expect(login.status).toBe(200);
  }
});
afterAll(() => app?.stop());

let seq = 0;
const project = (overrides: Record<string, unknown> = {}) => ({
  titleEn: `Acme AI - Senior LLM Engineer ${seq++}`,
  titleZh: 'Acme AI - 高级大模型工程师',
  descriptionEn: '<h2>About</h2><p>We build <strong>agents</strong>.</p><ul><li>Python</li></ul>',
  descriptionZh: '<p>我们构建<em>智能体</em>。</p>',
  locationEn: 'Remote',
  locationZh: '远程',
  typeEn: 'Full-time',
  typeZh: '全职',
  salaryRangeEn: '$8k-12k/month',
  salaryRangeZh: '每月 5-8 万元',
  ...overrides,
});

async function createProject(overrides: Record<string, unknown> = {}): Promise<TestResponse> {
  const created = await admin.post('/api/projects', project(overrides));
  expect(created.status).toBe(201);
  return created;
}

/** A reader without a session that still carries a writer's position, as a browser after a redirect would. */
async function visitorGet(path: string, position: string | null): Promise<TestResponse> {
  const response = await fetch(`${app.url}${path}`, { headers: position ? { 'x-min-position': position } : {} });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

async function signedInUser(lang: 'en' | 'zh' = 'en') {
  const client = new TestClient(app.url, lang);
  const email = `applicant${Date.now()}${seq++}@example.com`;
  const sent = await client.post('/api/auth/send-registration-verification', { email });
  const username = email.split('@')[0] ?? 'applicant';
  const registered = await client.post('/api/auth/register', {
    firstName: 'Ana',
    lastName: 'Li',
    email,
    username,
    password: 'secret1!',
    code: sent.body.code,
  });
  expect(registered.status).toBe(201);
  expect((await client.post('/api/auth/login', { email, password: 'secret1!' })).status).toBe(200);
  const profile = await client.get('/api/user/profile');
  return { client, email, username, id: String(profile.body.id) };
}

/** The one-click apply form, with its generated plain-text resume and fixed texts. */
function applyForm(projectId: string, email: string) {
  const form = new FormData();
  form.append('projectId', projectId);
  form.append('name', 'Ana Li');
  form.append('email', email);
  form.append('position', 'Applied via profile');
  form.append('company', '');
  form.append('message', 'Applied via one-click application');
  form.append(
    'file',
    new Blob([`Name: Ana Li\nEmail: ${email}\nSkills: Python, LLM\n`], { type: 'text/plain' }),
    'resume.txt',
  );
  return form;
}

async function eventually<T>(read: () => Promise<T>, until: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (until(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('projects', () => {
  it('shows a created project at once to the reader that carries its position', async () => {
    const created = await createProject();
    const position = created.headers.get('x-event-position');
    expect(position).toBeTruthy();
    expect(created.body).toMatchObject({
      id: expect.any(String),
      isActive: true,
      titleZh: 'Acme AI - 高级大模型工程师',
    });

    const list = await admin.get('/api/projects');
    expect(list.headers.get('x-read-model-stale')).toBeNull();
    expect(list.body.map((p: { id: string }) => p.id)).toContain(created.body.id);
    const visitor = await visitorGet('/api/projects', position);
    expect(visitor.body.find((p: { id: string }) => p.id === created.body.id)).toMatchObject({
      titleEn: created.body.titleEn,
      descriptionEn: '<h2>About</h2><p>We build <strong>agents</strong>.</p><ul><li>Python</li></ul>',
      salaryRangeEn: '$8k-12k/month',
      salaryRange: '',
      isActive: true,
    });
    expect((await visitorGet(`/api/projects/${created.body.id}`, position)).body.locationZh).toBe('远程');
  });

  it('answers a retried create with its first answer, even after the opening was deleted (no 404 from a create)', async () => {
    const body = project();
    const key = { 'idempotency-key': `create-${randomUUID()}` };
    const first = await admin.request('POST', '/api/projects', body, key);
    expect(first.status).toBe(201);
    const id = first.body.id as string;
    expect((await admin.request('DELETE', `/api/projects/${id}`)).status).toBe(200);

    const retried = await admin.request('POST', '/api/projects', body, key);
    expect([retried.status, retried.body.id, retried.body.titleEn]).toEqual([201, id, body.titleEn]);
    // Still deleted: the retry created nothing.
    expect((await admin.get(`/api/projects/${id}`)).status).toBe(404);
  });

  it('hides an inactive project from visitors and users, not from admins', async () => {
    const created = await createProject();
    const id = created.body.id;
    const off = await admin.put(`/api/projects/${id}`, { isActive: false });
    expect(off).toMatchObject({ status: 200, body: { isActive: false, titleEn: created.body.titleEn } });
    const position = off.headers.get('x-event-position');
    const { client: user } = await signedInUser();

    expect((await visitorGet('/api/projects', position)).body.map((p: { id: string }) => p.id)).not.toContain(id);
    expect((await visitorGet(`/api/projects/${id}`, position)).status).toBe(404);
    expect((await user.get(`/api/projects/${id}`)).status).toBe(404);
    expect((await admin.get('/api/projects')).body.find((p: { id: string }) => p.id === id)).toMatchObject({
      isActive: false,
    });
    expect((await admin.get(`/api/projects/${id}`)).body.isActive).toBe(false);

    const on = await admin.put(`/api/projects/${id}`, { isActive: true });
    expect((await visitorGet(`/api/projects/${id}`, on.headers.get('x-event-position'))).status).toBe(200);
  });

  it('lets only admins create, edit and delete projects', async () => {
    const created = await createProject();
    const id = created.body.id;
    const { client: user } = await signedInUser();
    const visitor = new TestClient(app.url);
    for (const client of [user, visitor]) {
      const expected = client === user ? 403 : 401;
      expect((await client.post('/api/projects', project())).status).toBe(expected);
      expect((await client.put(`/api/projects/${id}`, { titleEn: 'Hijacked' })).status).toBe(expected);
      expect((await client.delete(`/api/projects/${id}`)).status).toBe(expected);
    }
    const forbidden = await user.post('/api/projects', project());
    expect(forbidden.body.message).toBe("You don't have permission to do this.");
    expect((await admin.get(`/api/projects/${id}`)).body.titleEn).toBe(created.body.titleEn);

    const renamed = await admin.put(`/api/projects/${id}`, { titleEn: 'Acme AI - Staff LLM Engineer' });
    expect(renamed.body).toMatchObject({ titleEn: 'Acme AI - Staff LLM Engineer', titleZh: created.body.titleZh });
    expect((await admin.get(`/api/projects/${id}`)).body.titleEn).toBe('Acme AI - Staff LLM Engineer');

    const deleted = await admin.delete(`/api/projects/${id}`);
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Project deleted successfully' } });
    expect((await admin.get(`/api/projects/${id}`)).status).toBe(404);
    expect((await admin.delete(`/api/projects/${id}`)).status).toBe(404);
    expect((await admin.put(`/api/projects/${id}`, { titleEn: 'x' })).body.message).toBe('Project not found');
  });

  it('checks the project form with its messages in both languages', async () => {
    const missing = await admin.post('/api/projects', project({ titleZh: '' }));
    expect(missing).toMatchObject({ status: 400, body: { message: 'Chinese title is required' } });
    const missingZh = await adminZh.post('/api/projects', project({ typeEn: '  ' }));
    expect(missingZh).toMatchObject({ status: 400, body: { message: '请输入英文类型' } });
    const emptyEditor = await admin.post('/api/projects', project({ descriptionEn: '<p><br></p>' }));
    expect(emptyEditor.body.message).toBe('English description is required');
    const onlyScript = await admin.post('/api/projects', project({ descriptionZh: '<script>alert(1)</script>' }));
    expect(onlyScript).toMatchObject({ status: 400, body: { message: 'Chinese description is required' } });
  });

  it('removes scripts, event handlers and javascript: links from descriptions in every read', async () => {
    const dirty =
      '<p onclick="steal()">Join <b>us</b><script>alert(1)</script></p><img src=x onerror="alert(2)">' +
      '<a href="javascript:alert(3)">apply</a> <a href="https://acme.ai" onmouseover="x()">site</a>';
    const clean = '<p>Join <b>us</b></p><a href="">apply</a> <a href="https://acme.ai">site</a>';
    const created = await createProject({ descriptionEn: dirty, descriptionZh: dirty });
    const id = created.body.id;
    const { client: user, email } = await signedInUser();
    expect((await user.request('POST', '/api/application', applyForm(id, email))).status).toBe(201);
    const edited = await admin.put(`/api/projects/${id}`, { descriptionZh: `${dirty}<style>p{}</style>` });

    const reads = [
      created.body,
      edited.body,
      (await admin.get(`/api/projects/${id}`)).body,
      (await admin.get('/api/projects')).body.find((p: { id: string }) => p.id === id),
      (await user.get(`/api/projects/${id}`)).body,
      (await user.get('/api/user/projects')).body.find((a: { projectId: string }) => a.projectId === id)?.project,
      (await admin.get('/api/admin/applications')).body.find((a: { projectId: string }) => a.projectId === id)?.project,
    ];
    for (const read of reads) {
      expect(read).toBeTruthy();
      expect(read.descriptionEn).toBe(clean);
      expect(read.descriptionZh).toBe(clean);
      expect(`${read.descriptionEn}${read.descriptionZh}`).not.toMatch(
        /script|onerror|onclick|onmouseover|javascript:|style/i,
      );
    }
  });
  it('neutralises every XSS payload in every read, also from an event that bypassed the command API', async () => {
    const dirty = `<h2>Role</h2>\n${XSS_PAYLOADS.join('\n')}`;
    const viaApi = (await createProject({ descriptionEn: dirty, descriptionZh: dirty })).body.id as string;
    // As an older version, a script or an import could have stored it: straight into the event store, so
    // only the projection's own cleaning stands between the stored markup and a reader.
    const imported = randomUUID();
    const fields = emptyProjectFields();
    const { position } = await app.runtime.store.appendToStream(projectStream(imported), [
      {
        id: randomUUID(),
        type: 'ProjectCreated',
        data: {
          projectId: imported,
          fields: { ...fields, ...project(), descriptionEn: dirty, descriptionZh: dirty },
          isActive: true,
        },
        metadata: { actorId: 'import', at: new Date().toISOString() },
      },
    ]);
    expect((await visitorGet(`/api/projects/${imported}`, position)).status).toBe(200);
    const { client: user, email } = await signedInUser();

    for (const id of [viaApi, imported]) {
      expect((await user.request('POST', '/api/application', applyForm(id, email))).status).toBe(201);
      const mine = await user.get('/api/user/projects');
      const all = await admin.get('/api/admin/applications');
      const reads = {
        'admin list': (await admin.get('/api/projects')).body.find((p: { id: string }) => p.id === id),
        'admin detail': (await admin.get(`/api/projects/${id}`)).body,
        'visitor list': (await visitorGet('/api/projects', null)).body.find((p: { id: string }) => p.id === id),
        'visitor detail': (await visitorGet(`/api/projects/${id}`, null)).body,
        'user detail': (await user.get(`/api/projects/${id}`)).body,
        'my projects': mine.body.find((a: { projectId: string }) => a.projectId === id)?.project,
        'admin applications': all.body.find((a: { projectId: string }) => a.projectId === id)?.project,
      };
      for (const [read, view] of Object.entries(reads)) {
        expect(view, read).toBeTruthy();
        for (const html of [view.descriptionEn, view.descriptionZh]) {
          for (const danger of XSS_DANGER) expect(html, `${read}: ${html}`).not.toMatch(danger);
          for (const words of ['Role', ...XSS_KEPT_WORDS]) expect(html, read).toContain(words);
          expect(html, read).toContain('<a href="https://example.com/portfolio">my portfolio</a>');
        }
      }
    }
  });
});

describe('applications', () => {
  it('accepts one application per user and project; a second changes nothing', async () => {
    const created = await createProject();
    const id = created.body.id;
    const { client: user, email, id: userId } = await signedInUser();

    const applied = await user.request('POST', '/api/application', applyForm(id, email));
    expect(applied.status).toBe(201);
    expect(applied.headers.get('x-event-position')).toBeTruthy();
    const applicationId = applied.body.id;
    const mine = await user.get('/api/user/projects');
    expect(mine.body).toEqual([
      expect.objectContaining({
        id: applicationId,
        projectId: id,
        applicationStatus: 'applied',
        notes: '',
        appliedAt: expect.any(String),
        project: expect.objectContaining({ id, titleEn: created.body.titleEn }),
      }),
    ]);

    const again = await user.request('POST', '/api/application', applyForm(id, email));
    expect(again).toMatchObject({ status: 409, body: { message: 'You have already applied to this project' } });
    const zhUser = new TestClient(app.url, 'zh');
    expect((await zhUser.post('/api/auth/login', { email, password: 'secret1!' })).status).toBe(200);
    const againZh = await zhUser.request('POST', '/api/application', applyForm(id, email));
    expect(againZh.body.message).toBe('您已申请过该项目');
    const events = await app.runtime.store.readStream(`application-${applicationId}`);
    expect(events.map((e) => e.type)).toEqual(['ApplicationSubmitted']);
    expect(events[0]?.data).toMatchObject({
      userId,
      projectId: id,
      position: 'Applied via profile',
      message: 'Applied via one-click application',
      resume: { fileName: 'resume.txt', contentType: 'text/plain; charset=utf-8', size: expect.any(Number) },
    });
    expect((await user.get('/api/user/projects')).body).toHaveLength(1);
  });

  it('requires a signed-in user to apply', async () => {
    const created = await createProject();
    const visitor = new TestClient(app.url);
    const refused = await visitor.request('POST', '/api/application', applyForm(created.body.id, 'x@example.com'));
    expect(refused).toMatchObject({ status: 401, body: { message: 'Please sign in first.' } });
  });

  it('refuses applications to an inactive or unknown project', async () => {
    const created = await createProject({ isActive: false });
    expect(created.body.isActive).toBe(false);
    const { client: user, email } = await signedInUser();
    const refused = await user.request('POST', '/api/application', applyForm(created.body.id, email));
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'This project is no longer accepting applications' },
    });
    expect((await user.get('/api/user/projects')).body).toEqual([]);
    const unknown = await user.request('POST', '/api/application', applyForm('no-such-project', email));
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Project not found' } });
  });

  it("shows another user's applications to admins only", async () => {
    const created = await createProject();
    const applicant = await signedInUser();
    await applicant.client.request('POST', '/api/application', applyForm(created.body.id, applicant.email));
    const other = await signedInUser();
    const forbidden = await other.client.get(`/api/user/projects?userId=${applicant.id}`);
    expect(forbidden).toMatchObject({ status: 403, body: { message: "You don't have permission to do this." } });
    // Decided with the access, before the query is read: an id the query would refuse is a 403 too, not a 400.
    expect((await other.client.get(`/api/user/projects?userId=${'x'.repeat(500)}`)).status).toBe(403);
    expect((await new TestClient(app.url).get('/api/user/projects')).status).toBe(401);
    const seen = await eventually(
      () => admin.get(`/api/user/projects?userId=${applicant.id}`),
      (r) => r.body.length === 1,
    );
    expect(seen.body[0]).toMatchObject({ projectId: created.body.id, user: { id: applicant.id } });
  });

  it('lets an admin review an application and the applicant see the new status', async () => {
    const created = await createProject();
    const { client: user, email, username } = await signedInUser();
    const applied = await user.request('POST', '/api/application', applyForm(created.body.id, email));
    const applicationId = applied.body.id;

    const all = await eventually(
      () => admin.get('/api/admin/applications'),
      (r) => r.body.some((a: { id: string }) => a.id === applicationId),
    );
    expect(all.body[0]).toMatchObject({
      id: applicationId,
      applicationStatus: 'applied',
      project: { id: created.body.id, titleEn: created.body.titleEn, locationEn: 'Remote' },
      user: { username, email, firstName: 'Ana', lastName: 'Li' },
    });
    const times = all.body.map((a: { appliedAt: string }) => a.appliedAt);
    expect([...times].sort().reverse()).toEqual(times);

    const { client: stranger } = await signedInUser();
    const refused = await stranger.patch(`/api/admin/applications/${applicationId}`, { applicationStatus: 'approved' });
    expect(refused.status).toBe(403);

    const reviewing = await admin.patch(`/api/admin/applications/${applicationId}`, {
      applicationStatus: 'reviewing',
      notes: 'Strong LLM background',
    });
    expect(reviewing).toMatchObject({ status: 200, body: { applicationStatus: 'reviewing' } });
    const approved = await admin.patch(`/api/admin/applications/${applicationId}`, {
      applicationStatus: 'approved',
      notes: 'Start on Monday',
    });
    expect(approved.status).toBe(200);
    const back = await adminZh.patch(`/api/admin/applications/${applicationId}`, { applicationStatus: 'applied' });
    expect(back).toMatchObject({ status: 409, body: { message: '申请状态不能从“已通过”改为“已申请”' } });
    const unknown = await admin.patch('/api/admin/applications/nope', { applicationStatus: 'approved' });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Application not found' } });
    const badStatus = await admin.patch(`/api/admin/applications/${applicationId}`, { applicationStatus: 'hired' });
    expect(badStatus).toMatchObject({ status: 400, body: { message: 'Unknown application status' } });

    const mine = await eventually(
      () => user.get('/api/user/projects'),
      (r) => r.body[0]?.applicationStatus === 'approved',
    );
    expect(mine.body[0]).toMatchObject({ applicationStatus: 'approved', notes: 'Start on Monday' });
    expect(mine.body[0].user).toBeUndefined();
  });
});

describe('project document extraction', () => {
  const fixture = (name: string) =>
    readFileSync(fileURLToPath(new URL(`../../../../packages/documents/fixtures/openings/${name}`, import.meta.url)));
  const upload = (bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    return form;
  };

  it('fills the project fields from a real opening document', async () => {
    const extracted = await admin.request(
      'POST',
      '/api/projects/extract',
      upload(fixture('opening-bilingual-fae.pdf'), 'fae.pdf'),
    );
    expect(extracted.status).toBe(200);
    expect(extracted.body).toMatchObject({
      titleEn: 'Vertex Silicon - Hardware FAE',
      titleZh: '维特斯半导体 - 硬件FAE工程师',
      typeEn: 'Contract',
    });
    expect(extracted.body.descriptionEn).toContain('<li>Lead board bring-up and PCIe debugging');
  });

  it('refuses a renamed executable and a file over 5 MB, each with its message', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2048, 1)]);
    const renamed = await admin.request('POST', '/api/projects/extract', upload(exe, 'opening.pdf'));
    expect(renamed).toMatchObject({ status: 400, body: { message: 'Please upload a PDF or Word document' } });
    const renamedZh = await adminZh.request('POST', '/api/projects/extract', upload(exe, 'opening.docx'));
    expect(renamedZh.body.message).toBe('请上传 PDF 或 Word 文档');

    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const tooBig = await admin.request('POST', '/api/projects/extract', upload(big, 'opening.pdf'));
    expect(tooBig).toMatchObject({ status: 413, body: { message: 'File size cannot exceed 5MB' } });
    const tooBigZh = await adminZh.request('POST', '/api/projects/extract', upload(big, 'opening.pdf'));
    expect(tooBigZh.body.message).toBe('文件大小不能超过 5MB');
  });

  it('is for admins only', async () => {
    const { client: user } = await signedInUser();
    const refused = await user.request(
      'POST',
      '/api/projects/extract',
      upload(fixture('opening-en-llm.docx'), 'x.docx'),
    );
    expect(refused.status).toBe(403);
  });
});

describe('demo projects', () => {
  it('seeds bilingual openings and applications through the API', async () => {
    const { runtime } = app;
    const context = {
      app: runtime.app,
      store: runtime.store,
      pool: runtime.database.pool,
      config: loadConfig({ DATA_DIR: app.dataDir }),
      logger: runtime.logger,
    };
    const { userId: adminId } = await ensureAdmin(runtime.store, { email: 'projects-admin@example.com' });
    const seeded = await seedProjects(context, adminId);
    expect(seeded.projectIds).toHaveLength(6);
    expect(seeded.applicants).toHaveLength(2);

    const visitor = await eventually(
      () => new TestClient(app.url).get('/api/projects'),
      (r) => r.body.filter((p: { id: string }) => seeded.projectIds.includes(p.id)).length === 5,
    );
    const shown = visitor.body.filter((p: { id: string }) => seeded.projectIds.includes(p.id));
    expect(shown).toHaveLength(5);
    for (const p of shown) {
      expect(p.titleZh).toMatch(/[\u4e00-\u9fff]/);
      expect(p.descriptionEn).toMatch(/^<(p|h2|h3)>/);
    }
    const applicant = new TestClient(app.url);
    const [first] = seeded.applicants;
    expect((await applicant.post('/api/auth/login', { email: first?.email, password: first?.password })).status).toBe(
      200,
    );
    const mine = await eventually(
      () => applicant.get('/api/user/projects'),
      (r) => r.body[0]?.applicationStatus === 'reviewing',
    );
    expect(mine.body[0]).toMatchObject({
      applicationStatus: 'reviewing',
      project: { titleEn: 'Acme AI - Senior LLM Engineer' },
    });
  });
});
