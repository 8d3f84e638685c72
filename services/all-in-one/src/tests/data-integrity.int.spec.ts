import { ensureAdmin } from '@tb/command-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestClient } from '../testing.ts';
import { eventCount, resetRateLimits } from './raw-http.ts';

/**
 * Issue 24, data integrity: no lost update (ETag / If-Match → 412), no silently dropped request (an
 * Idempotency-Key reused with another body → 422; the contact form honours keys), 'Add to my skills' within the
 * profile's limits, links http(s) only.
 */
let app: TestApp;
let first: TestClient;
let second: TestClient;
let user: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  await ensureAdmin(app.runtime.store, { email: 'first-admin@example.com', password: 'Quiet-Harbor-51' });
  await ensureAdmin(app.runtime.store, { email: 'second-admin@example.com', password: 'Quiet-Harbor-51' });
  first = new TestClient(app.url);
  second = new TestClient(app.url);
  for (const [client, email] of [
    [first, 'first-admin@example.com'],
    [second, 'second-admin@example.com'],
  ] as const) {
    expect((await client.post('/api/auth/login', { email, password: 'Quiet-Harbor-51' })).status).toBe(200);
  }
  user = new TestClient(app.url);
  const sent = await user.post('/api/auth/send-registration-verification', { email: 'seeker@example.com' });
  await user.post('/api/auth/register', {
    email: 'seeker@example.com',
    username: 'seeker',
    password: 'Quiet-Harbor-51',
    code: sent.body.code,
  });
  expect(
    (await user.post('/api/auth/login', { email: 'seeker@example.com', password: 'Quiet-Harbor-51' })).status,
  ).toBe(200);
});
afterAll(() => app?.stop());

const withHeaders = (
  client: TestClient,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
) => client.request(method, path, body, headers);

describe('lost updates', () => {
  it('a stale candidate form answers 412 and keeps the newer evaluation; the history names the change', async () => {
    const saved = await first.post('/api/admin/save-candidate', { name: 'Lin Wei', english: 3.5 });
    const id = saved.body.id as string;
    // Both admins open the candidate.
    const openedByFirst = await first.get(`/api/admin/candidates/${id}`);
    const openedBySecond = await second.get(`/api/admin/candidates/${id}`);
    const tag = openedByFirst.headers.get('etag') ?? '';
    expect(tag).toMatch(/^"r\d+"$/);
    expect(openedBySecond.headers.get('etag')).toBe(tag);
    const newer = await withHeaders(second, 'PUT', `/api/admin/candidates/${id}`, { english: 5 }, { 'if-match': tag });
    expect(newer.status).toBe(200);
    expect(newer.headers.get('etag')).not.toBe(tag);
    const before = await eventCount(app);
    const stale = await withHeaders(first, 'PUT', `/api/admin/candidates/${id}`, { english: 3.5 }, { 'if-match': tag });
    expect(stale.status).toBe(412);
    expect(stale.body.message).toBe(
      'This record was changed by someone else since you opened it. Reload it, or apply your changes again.',
    );
    expect(await eventCount(app)).toBe(before);
    // The second admin's client carries its write's position, so its read waits for the projection.
    expect((await second.get(`/api/admin/candidates/${id}`)).body.english).toBe(5);
    // What the dialog shows: the changes after the revision the form was opened at, with who made them.
    const history = await first.get(`/api/admin/candidates/${id}/history`);
    const since = (history.body.entries as { revision: number; actor: { email: string } }[]).filter(
      (entry) => entry.revision > Number(tag.slice(2, -1)),
    );
    expect(since.map((entry) => entry.actor.email)).toEqual(['second-admin@example.com']);
    const zh = await withHeaders(new TestClient(app.url, 'zh'), 'DELETE', `/api/admin/candidates/${id}`, undefined, {
      'if-match': tag,
    });
    expect(zh.status).toBe(401);
    const staleDelete = await first.request('DELETE', `/api/admin/candidates/${id}`, undefined, { 'if-match': tag });
    expect(staleDelete.status).toBe(412);
  });

  it('a stale project form answers 412 (update and delete); the current tag is accepted', async () => {
    const created = await first.post('/api/projects', {
      titleEn: 'Acme AI - LLM Engineer',
      titleZh: 'Acme AI - 大模型工程师',
      descriptionEn: '<p>Agents</p>',
      descriptionZh: '<p>智能体</p>',
      locationEn: 'Remote',
      locationZh: '远程',
      typeEn: 'Full-time',
      typeZh: '全职',
    });
    const id = created.body.id as string;
    const tag = (await first.get(`/api/projects/${id}`)).headers.get('etag') ?? '';
    expect(tag).toBe('"r0"');
    const renamed = await second.request(
      'PUT',
      `/api/projects/${id}`,
      { titleEn: 'Acme AI - Staff' },
      { 'if-match': tag },
    );
    expect(renamed.status).toBe(200);
    const zh = new TestClient(app.url, 'zh');
    await zh.post('/api/auth/login', { email: 'first-admin@example.com', password: 'Quiet-Harbor-51' });
    const stale = await zh.request('PUT', `/api/projects/${id}`, { titleEn: 'Old title' }, { 'if-match': tag });
    expect(stale.status).toBe(412);
    expect(stale.body.message).toBe('自您打开以来，此记录已被他人修改。请重新加载，或再次应用您的修改。');
    expect((await first.request('DELETE', `/api/projects/${id}`, undefined, { 'if-match': tag })).status).toBe(412);
    const current = (await first.get(`/api/projects/${id}`)).headers.get('etag') ?? '';
    expect((await first.request('DELETE', `/api/projects/${id}`, undefined, { 'if-match': current })).status).toBe(200);
  });

  it('the profile: a form opened before another edit answers 412; a sign-in elsewhere does not make it stale', async () => {
    const opened = await user.get('/api/user/profile');
    const tag = opened.headers.get('etag') ?? '';
    const profile = { firstName: 'Ada', lastName: 'Li', bio: 'first' };
    // Signing in on another device records an event on the user's stream, but changes no profile field.
    await new TestClient(app.url).post('/api/auth/login', { email: 'seeker@example.com', password: 'Quiet-Harbor-51' });
    const saved = await user.request('PUT', '/api/user/profile', profile, { 'if-match': tag });
    expect(saved.status).toBe(200);
    const stale = await user.request('PUT', '/api/user/profile', { ...profile, bio: 'stale' }, { 'if-match': tag });
    expect(stale.status).toBe(412);
    expect((await user.get('/api/user/profile')).body.bio).toBe('first');
  });
});

describe('idempotency keys', () => {
  it('the same key with another body answers 422 and keeps the first', async () => {
    const key = { 'idempotency-key': 'profile-key-1' };
    const firstBody = { firstName: 'Ada', lastName: 'Li', bio: 'kept' };
    expect((await user.request('PUT', '/api/user/profile', firstBody, key)).status).toBe(200);
    expect((await user.request('PUT', '/api/user/profile', firstBody, key)).status).toBe(200);
    const other = await user.request('PUT', '/api/user/profile', { ...firstBody, bio: 'dropped' }, key);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(
      'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
    );
    expect((await user.get('/api/user/profile')).body.bio).toBe('kept');
  });

  it('the same key and body sent at once: each gets the first answer, one change is stored', async () => {
    for (let round = 0; round < 4; round++) {
      const saved = await first.post('/api/admin/save-candidate', { name: `Retry ${round}`, position: 'Before' });
      const id = saved.body.id as string;
      const before = await eventCount(app);
      const key = { 'idempotency-key': `candidate-key-parallel-${round}` };
      const body = { name: `Retry ${round}`, position: 'After' };
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => first.request('PUT', `/api/admin/candidates/${id}`, body, key)),
      );
      // 409s before: the sealed name made each decision's event differ from the first one's.
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.headers.get('x-event-position'))).size).toBe(1);
      expect(await eventCount(app)).toBe(before + 1);
    }
  });

  it('refuses an Idempotency-Key over 200 characters with 400 instead of ignoring it', async () => {
    const before = await eventCount(app);
    const long = await user.request(
      'PUT',
      '/api/user/profile',
      { firstName: 'Ada', lastName: 'Li' },
      {
        'idempotency-key': 'k'.repeat(201),
      },
    );
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('The Idempotency-Key header is too long: at most 200 characters.');
    const zh = await user.request(
      'POST',
      '/api/user/skills',
      { tagsEnglish: 'Go', tagsChinese: '' },
      {
        'idempotency-key': 'k'.repeat(201),
        'x-lang': 'zh',
      },
    );
    expect(zh.status).toBe(400);
    expect(zh.body.message).toBe('Idempotency-Key 请求头过长：最多 200 个字符。');
    expect(await eventCount(app)).toBe(before);
    const longest = { 'idempotency-key': 'k'.repeat(200) };
    expect((await user.request('PUT', '/api/user/profile', { firstName: 'Ada', lastName: 'Li' }, longest)).status).toBe(
      200,
    );
  });

  it('/api/contact sent twice with one key stores one message (so one mail)', async () => {
    await resetRateLimits(app);
    const send = (message: string) => {
      const form = new FormData();
      form.append('name', 'Ada');
      form.append('email', 'ada@example.com');
      form.append('message', message);
      return fetch(`${app.url}/api/contact`, {
        method: 'POST',
        body: form,
        headers: { 'idempotency-key': 'contact-key-1', 'x-forwarded-for': '10.9.0.1' },
      });
    };
    const count = async () =>
      (
        await app.runtime.database.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM event_store.events WHERE type = 'ContactMessageReceived'`,
        )
      ).rows[0]?.n;
    const before = await count();
    expect((await send('Hello')).status).toBe(200);
    expect((await send('Hello')).status).toBe(200);
    expect(await count()).toBe((before ?? 0) + 1);
    expect((await send('Another message')).status).toBe(422);
  });
  it('one-click apply: the same key with another form answers 422 and stores nothing more', async () => {
    const created = await first.post('/api/projects', {
      titleEn: 'Keyed AI - Agent Engineer',
      titleZh: 'Keyed AI - 智能体工程师',
      descriptionEn: '<p>Agents</p>',
      descriptionZh: '<p>智能体</p>',
      locationEn: 'Remote',
      locationZh: '远程',
      typeEn: 'Full-time',
      typeZh: '全职',
    });
    const form = (message: string) => {
      const body = new FormData();
      body.append('projectId', created.body.id);
      body.append('position', 'ML Engineer');
      body.append('message', message);
      body.append('file', new Blob(['Name: Ada\nSkills: Python\n'], { type: 'text/plain' }), 'resume.txt');
      return body;
    };
    const key = { 'idempotency-key': 'apply-key-1' };
    expect((await user.request('POST', '/api/application', form('Hello'), key)).status).toBe(201);
    const before = await eventCount(app);
    // The same request again (a retry after a lost answer) gets its first answer.
    expect((await user.request('POST', '/api/application', form('Hello'), key)).status).toBe(201);
    const reused = await user.request('POST', '/api/application', form('Another message'), {
      ...key,
      'x-lang': 'zh',
    });
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe('此 Idempotency-Key 已用于另一个不同的请求。新的请求请使用新的 key。');
    expect(await eventCount(app)).toBe(before);
  });
});

describe('skills and links', () => {
  it("'Add to my skills' keeps the profile's 2,000-character limit, dedupes, and is rate-limited", async () => {
    await resetRateLimits(app);
    const tags = (n: number) => Array.from({ length: n }, (_, i) => `skill-${n}-${i}`).join(', ');
    expect(
      (await user.post('/api/user/skills', { tagsEnglish: 'Python, python, PyTorch', tagsChinese: '' })).body,
    ).toMatchObject({ tagsEnglish: expect.stringMatching(/^(.*, )?Python, PyTorch$/) });
    expect((await user.post('/api/user/skills', { tagsEnglish: tags(100), tagsChinese: '' })).status).toBe(200);
    const before = await eventCount(app);
    const refused = await user.post('/api/user/skills', { tagsEnglish: tags(90), tagsChinese: '' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('At most 2000 characters of skill tags');
    expect(await eventCount(app)).toBe(before);
    const profile = (await user.get('/api/user/profile')).body;
    expect(profile.tagsEnglish.length).toBeLessThanOrEqual(2000);
    let limited = 0;
    for (let i = 0; i < 25; i++) {
      if ((await user.post('/api/user/skills', { tagsEnglish: `t${i}`, tagsChinese: '' })).status === 429) limited++;
    }
    expect(limited).toBeGreaterThan(0);
  });

  it('stores only http(s) links in the profile and on candidates', async () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example', 'ftp://files.example']) {
      const refused = await user.put('/api/user/profile', { firstName: 'Ada', lastName: 'Li', github: link });
      expect(refused.status, link).toBe(400);
      expect(refused.body.message).toBe('Only http:// or https:// links can be saved.');
      const candidate = await first.post('/api/admin/save-candidate', { name: 'Link Test', portfolioLink: link });
      expect(candidate.status, link).toBe(400);
    }
    const saved = await user.put('/api/user/profile', { firstName: 'Ada', lastName: 'Li', github: 'github.com/ada' });
    expect(saved.status).toBe(200);
    expect((await user.get('/api/user/profile')).body.github).toBe('https://github.com/ada');

    // Stored as a browser reads them, not as typed.
    for (const [typed, stored] of [
      ['https:evil.example', 'https://evil.example'],
      ['http:\\\\evil.example', 'http://evil.example'],
      ['HTTPS://EVIL.EXAMPLE/Path', 'https://evil.example/Path'],
      ['https://ｅｖｉｌ.example/x', 'https://evil.example/x'],
    ]) {
      expect((await user.put('/api/user/profile', { firstName: 'Ada', lastName: 'Li', github: typed })).status).toBe(
        200,
      );
      expect((await user.get('/api/user/profile')).body.github, typed).toBe(stored);
    }
    const before = await eventCount(app);
    for (const [link, lang, text] of [
      ['https://user:pass@evil.example', 'en', 'Links with a user name or password in them cannot be saved.'],
      ['https://admin@evil.example/x', 'zh', '不能保存含有用户名或密码的链接。'],
    ] as const) {
      const refused = await user.request(
        'PUT',
        '/api/user/profile',
        { firstName: 'Ada', lastName: 'Li', portfolio: link },
        { 'x-lang': lang },
      );
      expect(refused.status, link).toBe(400);
      expect(refused.body.message).toBe(text);
      const candidate = await first.post('/api/admin/save-candidate', { name: 'Link Test', github: link });
      expect(candidate.status, link).toBe(400);
    }
    expect(await eventCount(app)).toBe(before);
  });
});
