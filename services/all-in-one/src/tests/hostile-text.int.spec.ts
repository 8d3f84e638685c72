import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureAdmin } from '@tb/command-api';
import {
  addSkillsBody,
  contactFields,
  profileUpdateBody,
  projectCreateBody,
  projectUpdateBody,
  saveCandidateBody,
  updateCandidateBody,
} from '@tb/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import { startTestApp, type TestApp, TestClient } from '../testing.ts';

/**
 * Text events may not hold, through HTTP into every read model (contracts/text/storable-text.ts): each text field of
 * each command body below (its list taken from the contract) gets NUL, lone surrogates, U+FFFE/U+FFFF, direction
 * overrides, controls and 1 MB strings, alone or inside ordinary text. After every case: the answer is not a 5xx, the
 * process answers, `/readyz` is 200 with no projection failed and nothing parked, and a normal write right after is
 * visible to the next read (x-min-position). On main a NUL in a candidate's name stopped the candidates projection.
 * `HOSTILE_SEED` replays a run; `HOSTILE_TEXT_RUNS` sets the number of cases (default 60).
 */
const SEED = Number(process.env.HOSTILE_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.HOSTILE_TEXT_RUNS ?? 60);

let app: TestApp;
let admin: TestClient;
let candidateId = '';
let projectId = '';

const project = (title: string) => ({
  titleEn: title,
  titleZh: '标题',
  descriptionEn: '<p>About</p>',
  descriptionZh: '<p>关于</p>',
  locationEn: 'Remote',
  locationZh: '远程',
  typeEn: 'Contract',
  typeZh: '合同',
});

interface Target {
  route: string;
  schema: z.ZodObject;
  send(field: string, value: string): Promise<{ status: number; body: unknown }>;
  /** A normal write, then the read that must show it. */
  check(marker: string): Promise<boolean>;
}

const contactForm = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
};
const profileCheck = async (marker: string) => {
  const put = await admin.put('/api/user/profile', { firstName: 'Ops', lastName: 'Admin', bio: marker });
  return put.status === 200 && (await admin.get('/api/user/profile')).body.bio === marker;
};
const candidateCheck = async (marker: string) => {
  const saved = await admin.post('/api/admin/save-candidate', { name: marker });
  return saved.status === 201 && (await admin.get(`/api/admin/candidates/${saved.body.id}`)).body.name === marker;
};
const projectCheck = async (marker: string) => {
  const put = await admin.put(`/api/projects/${projectId}`, { titleEn: marker });
  return put.status === 200 && (await admin.get(`/api/projects/${projectId}`)).body.titleEn === marker;
};

const targets: Target[] = [
  {
    route: 'POST /api/admin/save-candidate',
    schema: saveCandidateBody,
    send: (field, value) => admin.post('/api/admin/save-candidate', { name: 'Base', [field]: value }),
    check: candidateCheck,
  },
  {
    route: 'PUT /api/admin/candidates/:id',
    schema: updateCandidateBody,
    send: (field, value) => admin.put(`/api/admin/candidates/${candidateId}`, { [field]: value }),
    check: candidateCheck,
  },
  {
    route: 'PUT /api/user/profile',
    schema: profileUpdateBody,
    send: (field, value) => admin.put('/api/user/profile', { firstName: 'Ops', lastName: 'Admin', [field]: value }),
    check: profileCheck,
  },
  {
    route: 'POST /api/user/skills',
    schema: addSkillsBody,
    send: (field, value) => admin.post('/api/user/skills', { tagsEnglish: 'Go', tagsChinese: '', [field]: value }),
    check: profileCheck,
  },
  {
    route: 'POST /api/projects',
    schema: projectCreateBody,
    send: (field, value) => admin.post('/api/projects', { ...project('Base'), [field]: value }),
    check: projectCheck,
  },
  {
    route: 'PUT /api/projects/:id',
    schema: projectUpdateBody,
    send: (field, value) => admin.put(`/api/projects/${projectId}`, { [field]: value }),
    check: projectCheck,
  },
  {
    route: 'POST /api/contact (multipart)',
    schema: contactFields,
    // A visitor of their own each time: the contact form allows 5 messages per address per 10 minutes.
    send: (field, value) =>
      new TestClient(app.url).post(
        '/api/contact',
        contactForm({ name: 'Visitor', email: 'v@example.com', message: 'Hello', [field]: value }),
      ),
    check: profileCheck,
  },
];

/** The text fields of a body: the keys whose schema takes a plain string. */
const textFields = (schema: z.ZodObject) =>
  Object.entries(schema.shape as Record<string, z.ZodType>)
    .filter(([, s]) => ['okay', 'ok@example.com', '<p>okay</p>'].some((v) => s.safeParse(v).success))
    .map(([field]) => field);

const BAD = [
  '\u0000',
  '\uD800',
  '\uDC00',
  '\uDBFF\u0000',
  '\uFFFF',
  '\uFFFE',
  '\u202E',
  '\u202D',
  '\u2066',
  '\u001B',
  '\b',
];
const hostile = fc.oneof(
  fc.constantFrom(...BAD),
  fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...BAD), fc.string({ maxLength: 8 })).map((p) => p.join('')),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
  fc.constantFrom('a'.repeat(1 << 20), `x${'\u0000'.repeat(1 << 20)}`, '\uD800'.repeat(1 << 19)),
);

beforeAll(async () => {
  app = await startTestApp();
  await ensureAdmin(app.runtime.store, { email: 'text@example.com', password: 'secret12' });
  admin = new TestClient(app.url, 'zh');
  expect((await admin.post('/api/auth/login', { email: 'text@example.com', password: 'secret12' })).status).toBe(200);
  candidateId = (await admin.post('/api/admin/save-candidate', { name: 'Existing' })).body.id;
  projectId = (await admin.post('/api/projects', project('Existing'))).body.id;
  console.info(`hostile text: seed ${SEED} (HOSTILE_SEED=${SEED} replays it), ${RUNS} cases`);
});
afterAll(() => app?.stop());

async function expectHealthy(marker: string, target: Target) {
  expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  const ready = await fetch(`${app.url}/readyz`);
  const readiness = (await ready.json()) as { status: string; checks: { name: string; detail?: unknown }[] };
  expect(ready.status, JSON.stringify(readiness)).toBe(200);
  expect(readiness.status).toBe('ready');
  const projections = readiness.checks.find((c) => c.name === 'projections')?.detail as { failed: unknown[] };
  expect(projections.failed).toEqual([]);
  expect(await target.check(marker)).toBe(true);
}

it('lets no text a caller sends stop a read model', async () => {
  const cases = fc.tuple(
    fc.constantFrom(...targets.flatMap((t) => textFields(t.schema).map((field) => ({ target: t, field })))),
    hostile,
  );
  let n = 0;
  await fc.assert(
    fc.asyncProperty(cases, async ([{ target, field }, value]) => {
      n += 1;
      const answer = await target.send(field, value);
      expect(answer.status, `${target.route} ${field}`).toBeLessThan(500);
      if (answer.status >= 400) expect(answer.body).toEqual({ message: expect.any(String) });
      await expectHealthy(`check ${n}`, target);
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  );
});

it('refuses a NUL in a sealed candidate field in the caller language, and stores nothing', async () => {
  const before = (await admin.get('/api/admin/candidates')).body.length;
  const saved = await admin.post('/api/admin/save-candidate', { name: 'x\u0000y' });
  expect(saved).toMatchObject({
    status: 400,
    body: { message: '文本中含有无法保存的字符（不可见的控制字符），请删除后重试。' },
  });
  const edited = await new TestClient(app.url).put(`/api/admin/candidates/${candidateId}`, {
    interviewComments: 'ok\u0000',
  });
  expect(edited.status).toBeGreaterThanOrEqual(400);
  const put = await admin.put(`/api/admin/candidates/${candidateId}`, { interviewComments: 'ok\u0000' });
  expect(put.status).toBe(400);
  expect((await admin.get('/api/admin/candidates')).body).toHaveLength(before);
});

it('reads an e-mail with a NUL in its subject and body, without it', async () => {
  const dir = join(app.dataDir, 'inbox');
  await mkdir(dir, { recursive: true });
  const eml = [
    'From: Applicant <applicant@example.com>',
    'To: hr@example.com',
    'Subject: Resume\u0000 of Zhang \u202Eevil',
    'Message-ID: <nul-test@example.com>',
    'Date: Mon, 02 Nov 2026 10:00:00 +0000',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Hello,\u0000 I am Zhang Wei. Phone 13800000000.\u0007',
    '',
  ].join('\r\n');
  await writeFile(join(dir, 'nul.eml'), eml);
  const loaded = await admin.post('/api/admin/load-emails', {});
  expect(loaded.status).toBe(200);
  const email = loaded.body.emails.find((e: { subject: string }) => e.subject.startsWith('Resume'));
  expect(email.subject).toBe('Resume of Zhang evil');
  expect(email.body).toContain('Hello, I am Zhang Wei.');
  expect([...email.body].filter((c) => c === '\u0000' || c === '\u0007')).toEqual([]);
  await expectHealthy('after the e-mail', targets[2] as Target);
});
