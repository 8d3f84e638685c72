import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ensureAdmin } from '@tb/command-api';
import {
  DASHBOARD_RANGES,
  dashboardRange,
  EDUCATION_LEVELS,
  highestDegree,
  isoWeekStart,
  percent,
  weekStartsBetween,
} from '@tb/contracts';
import { candidateStream, candidateSubject } from '@tb/domain';
import { openSealedEvents, readApplicationsPerWeek } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestClient } from '../testing.ts';

let app: TestApp;
let admin: TestClient;
const DAY_MS = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString();

beforeAll(async () => {
  app = await startTestApp();
  await ensureAdmin(app.runtime.store, { email: 'dash-admin@example.com', password: 'secret1!' });
  admin = new TestClient(app.url);
  expect((await admin.post('/api/auth/login', { email: 'dash-admin@example.com', password: 'secret1!' })).status).toBe(
    200,
  );
});
afterAll(() => app?.stop());

async function addCandidate(fields: Record<string, unknown>, interview?: Record<string, unknown>) {
  const saved = await admin.post('/api/admin/save-candidate', { email: '', ...fields });
  expect(saved.status).toBe(201);
  const id: string = saved.body.id;
  if (interview) expect((await admin.put(`/api/admin/candidates/${id}`, interview)).status).toBe(200);
  return id;
}

async function addProjects(...titles: string[]): Promise<string[]> {
  const fields = { titleZh: '职位', descriptionEn: '<p>x</p>', descriptionZh: '<p>x</p>', locationEn: 'Remote' };
  const more = { locationZh: '远程', typeEn: 'Full-time', typeZh: '全职' };
  const ids: string[] = [];
  for (const titleEn of titles) ids.push((await admin.post('/api/projects', { titleEn, ...fields, ...more })).body.id);
  return ids;
}

/** A new signed-in user who applies to each project, as the one-click application does. */
async function applicant(email: string, ...projectIds: string[]) {
  const user = new TestClient(app.url);
  const sent = await user.post('/api/auth/send-registration-verification', { email });
  const username = email.split('@')[0]?.replace(/\W/g, '_');
  await user.post('/api/auth/register', { email, username, password: 'secret1!', code: sent.body.code });
  expect((await user.post('/api/auth/login', { email, password: 'secret1!' })).status).toBe(200);
  for (const projectId of projectIds) {
    const form = new FormData();
    for (const [k, v] of Object.entries({ projectId, name: 'U', email, position: 'p', company: '' })) form.append(k, v);
    form.append('message', 'Applied via one-click application');
    form.append('file', new Blob(['resume'], { type: 'text/plain' }), 'resume.txt');
    expect((await user.request('POST', '/api/application', form)).status).toBe(201);
  }
}

/** The figures straight from the event log: every candidate's stream folded here, independently of the projection. */
async function expected(days: number) {
  const all = await app.runtime.store.readAll();
  const users = new Set(all.filter((e) => e.type === 'UserRegistered').map((e) => String(e.data.userId)));
  const projects = new Map<string, boolean>();
  for (const e of all) {
    const id = String(e.data.projectId);
    if (e.type === 'ProjectCreated') projects.set(id, e.data.isActive !== false);
    if (e.type === 'ProjectActivated' || e.type === 'ProjectDeactivated')
      projects.set(id, e.type === 'ProjectActivated');
    if (e.type === 'ProjectDeleted') projects.delete(id);
  }
  const candidateIds = new Set(all.filter((e) => e.type === 'CandidateAdded').map((e) => String(e.data.candidateId)));
  const candidates = [];
  for (const id of candidateIds) {
    const c = {
      day: '',
      applyTime: null as string | null,
      position: '',
      degree: '',
      phd: '',
      master: '',
      bachelor: '',
    };
    let interviewed = false;
    let result = '';
    let erased = false;
    // The stored events hold personal parts sealed; opened with the candidate's key, as a replay would.
    const stream = await app.runtime.store.readStream(candidateStream(id));
    for (const e of await openSealedEvents(app.runtime.database.pool, stream, () => candidateSubject(id))) {
      const personal = (e.data.personal ?? {}) as Record<string, string>;
      const changes = (e.data.changes ?? e.data.facts ?? {}) as Record<string, unknown>;
      if (e.type === 'CandidateAdded') c.day = String(e.metadata.at);
      if (e.type === 'CandidateErased') erased = true;
      for (const k of ['position', 'degree', 'applyTime'] as const)
        if (k in changes) Object.assign(c, { [k]: changes[k] });
      for (const k of ['phd', 'master', 'bachelor'] as const) if (k in personal) c[k] = personal[k] ?? '';
      if ('isInterviewed' in changes) interviewed = changes.isInterviewed === true;
      if ('interviewResult' in changes) result = String(changes.interviewResult);
    }
    if (!erased) candidates.push({ ...c, day: (c.applyTime ?? c.day).slice(0, 10), interviewed, result });
  }
  const { from, to } = dashboardRange(days);
  const inRange = candidates.filter((c) => c.day >= from && c.day <= to);
  const interviewed = inRange.filter((c) => c.interviewed);
  const recommended = interviewed.filter((c) => c.result === 'Recommended' || c.result === 'Recommend');
  const countBy = <T>(items: T[], key: (t: T) => string) => {
    const m = new Map<string, number>();
    for (const item of items) m.set(key(item), (m.get(key(item)) ?? 0) + 1);
    return m;
  };
  const positions = countBy(
    inRange.filter((c) => c.position.trim()),
    (c) => c.position.trim(),
  );
  const levels = countBy(inRange, (c) => highestDegree(c));
  const applications = all.filter((e) => e.type === 'ApplicationSubmitted');
  return {
    days,
    from,
    to,
    totalCandidates: inRange.length,
    interviewed: interviewed.length,
    recommended: recommended.length,
    interviewRate: percent(interviewed.length, inRange.length),
    recommendationRate: percent(recommended.length, interviewed.length),
    activeProjects: [...projects.values()].filter(Boolean).length,
    positions: Object.fromEntries(positions),
    education: EDUCATION_LEVELS.filter((l) => levels.has(l)).map((level) => ({ level, count: levels.get(level) })),
    totals: { users: users.size, projects: projects.size, candidates: candidates.length },
    weekly: weekStartsBetween(from, to).map((weekStart) => ({
      weekStart,
      candidates: inRange.filter((c) => isoWeekStart(c.day) === weekStart).length,
      applications: applications.filter((e) => {
        const day = String(e.metadata.at).slice(0, 10);
        return day >= from && day <= to && isoWeekStart(day) === weekStart;
      }).length,
    })),
  };
}

const sumApps = (body: { weekly?: { applications: number }[] }) =>
  (body.weekly ?? []).reduce((n, w) => n + w.applications, 0);

async function eventually<T>(read: () => Promise<T>, until: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (until(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('admin dashboard', () => {
  it('matches figures computed from the events, for every range', async () => {
    const scored = { isInterviewed: true, interviewResult: 'Recommended', english: 4 };
    await addCandidate({ name: 'A', position: 'AI Engineer', phd: 'MIT', applyTime: daysAgo(2) }, scored);
    await addCandidate(
      { name: 'B', position: 'AI Engineer', master: 'ZJU', applyTime: daysAgo(5) },
      {
        isInterviewed: true,
        interviewResult: 'Pending',
      },
    );
    await addCandidate({ name: 'C', position: 'Compiler Engineer', degree: 'Bachelor', applyTime: daysAgo(20) });
    await addCandidate({ name: 'D', position: 'Data Labeler', applyTime: daysAgo(60) }, scored);
    await addCandidate(
      { name: 'E', position: 'Crawler', bachelor: 'HUST', applyTime: daysAgo(150) },
      {
        isInterviewed: true,
        interviewResult: 'Not Recommended',
      },
    );
    await addCandidate({ name: 'F', position: '', applyTime: daysAgo(300) }, scored);
    await addCandidate({ name: 'G', position: 'AI Engineer', applyTime: daysAgo(500) });
    await addCandidate({ name: 'H (no application time)', position: 'UX Designer' });
    const moved = await addCandidate({ name: 'I', position: 'AI Ops', applyTime: daysAgo(200) });
    expect(
      (await admin.put(`/api/admin/candidates/${moved}`, { position: 'AI Engineer', applyTime: daysAgo(1), phd: 'X' }))
        .status,
    ).toBe(200);
    const erased = await addCandidate({ name: 'J', position: 'AI Engineer', applyTime: daysAgo(3) }, scored);
    expect((await admin.request('DELETE', `/api/admin/candidates/${erased}`)).status).toBe(200);
    // On each range's edges: its first day counts, the day before does not.
    for (const days of DASHBOARD_RANGES) {
      await addCandidate(
        { name: `first day of ${days}`, position: `Edge ${days}`, applyTime: daysAgo(days - 1) },
        scored,
      );
      await addCandidate({
        name: `day before ${days}`,
        position: `Edge ${days}`,
        master: 'X',
        applyTime: daysAgo(days),
      });
    }

    const ids = await addProjects('P1', 'P2', 'P3');
    expect((await admin.put(`/api/projects/${ids[1]}`, { isActive: false })).status).toBe(200);
    expect((await admin.request('DELETE', `/api/projects/${ids[2]}`)).status).toBe(200);

    await applicant('dash-user@example.com', ids[0] ?? '');

    for (const days of DASHBOARD_RANGES) {
      // The application was written through the user's client, so the admin's reads do not wait for it: poll.
      const got = await eventually(
        () => admin.get(`/api/admin/dashboard?days=${days}`),
        (r) => sumApps(r.body) === 1,
      );
      expect(got.status).toBe(200);
      const want = await expected(days);
      const positions: { position: string; count: number }[] = got.body.positions;
      expect({ ...got.body, positions: Object.fromEntries(positions.map((p) => [p.position, p.count])) }).toEqual(want);
      // Largest first.
      expect(positions.map((p) => p.count)).toEqual(positions.map((p) => p.count).sort((a, b) => b - a));
    }
    // The same figures worked out by hand for the default range, in case both computations went wrong alike:
    // A, B, H, I, C and the first days of 7 and 30 and the day before 7; A, B and the two first days interviewed.
    const thirty = await admin.get('/api/admin/dashboard');
    expect(thirty.body).toMatchObject({ days: 30, totalCandidates: 8, interviewRate: 50, recommendationRate: 75 });
    expect(thirty.body.activeProjects).toBe(1);
  });

  it("builds the analyst's worked example (applications per project per week) from the whole history with the CLI", async () => {
    const [a = '', b = ''] = await addProjects('Analyst A', 'Analyst B');
    await applicant('analyst-1@example.com', a, b);
    await applicant('analyst-2@example.com', a);

    // As the projectors README tells an analyst: rebuild it from position 0 beside the live one, then query it.
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: app.dataDir, LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    // The CLI reports its progress on stderr.
    const { stderr } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'projections', '--', 'rebuild', 'applications_per_week'],
      {
        cwd: fileURLToPath(new URL('../../../../', import.meta.url)),
        env,
      },
    );
    const schema = stderr.match(/(rm_applications_per_week_\w+) is live/)?.[1];
    expect(schema).toMatch(/_g\d+$/);
    const rows = await readApplicationsPerWeek(app.runtime.database.pool, String(schema));

    const want = new Map<string, number>();
    for (const e of await app.runtime.store.readAll()) {
      if (e.type !== 'ApplicationSubmitted') continue;
      const key = `${e.data.projectId}|${isoWeekStart(String(e.metadata.at).slice(0, 10))}`;
      want.set(key, (want.get(key) ?? 0) + 1);
    }
    const thisWeek = isoWeekStart(new Date().toISOString().slice(0, 10));
    expect([want.get(`${a}|${thisWeek}`), want.get(`${b}|${thisWeek}`)]).toEqual([2, 1]);
    expect(new Map(rows.map((r) => [`${r.projectId}|${r.week}`, r.applications]))).toEqual(want);
  });

  it('answers 400 with a message for another range, and refuses non-admins', async () => {
    const bad = await admin.get('/api/admin/dashboard?days=14');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.any(String));
    expect((await new TestClient(app.url).get('/api/admin/dashboard')).status).toBe(401);
  });
});
