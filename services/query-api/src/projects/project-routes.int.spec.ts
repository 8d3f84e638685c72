import { randomUUID } from 'node:crypto';
import { emptyProjectFields } from '@tb/contracts';
import { type ProjectFields, projectDecider, projectStream } from '@tb/domain';
import { handleCommand, localize } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QueryTestApp, startQueryTestApp } from '../testing/query-test-app.ts';

let api: QueryTestApp;
const open = randomUUID();
const closed = randomUUID();

const fields = (title: string): ProjectFields => ({
  ...emptyProjectFields(),
  titleEn: title,
  titleZh: `${title}（中文）`,
  descriptionEn: '<p>Build agents.</p>',
  descriptionZh: '<p>构建智能体。</p>',
  locationEn: 'Remote',
  locationZh: '远程',
  typeEn: 'Full-time',
  typeZh: '全职',
  role: 'AI Engineer',
  position: 'LLM Engineer',
});

async function createProject(projectId: string, title: string, isActive: boolean) {
  await handleCommand(api.resources.shared.store, projectDecider, projectStream(projectId), {
    type: 'CreateProject',
    data: { projectId, fields: fields(title), isActive },
    metadata: { actorId: 'system', now: new Date().toISOString() },
  });
}

beforeAll(async () => {
  api = await startQueryTestApp();
  await createProject(open, 'Open opening', true);
  await createProject(closed, 'Closed opening', false);
  await api.resources.caughtUp();
});
afterAll(() => api?.close());

const getProject = (id: string, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'GET', url: `/api/projects/${id}`, headers });

describe('GET /api/projects/:id', () => {
  it('answers an active project to a visitor, with the tag its edit form sends back', async () => {
    const answer = await getProject(open);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: open, titleEn: 'Open opening' });
    expect(answer.headers.etag).toEqual(expect.any(String));
  });

  it('answers 404 in the caller’s language for a project that does not exist', async () => {
    const answer = await getProject(randomUUID(), { 'x-lang': 'zh' });
    expect([answer.statusCode, answer.json()]).toEqual([404, { message: localize('project.notFound', 'zh') }]);
  });

  it('answers 404 to a visitor for an inactive project, which an admin sees', async () => {
    const visitor = await getProject(closed);
    expect([visitor.statusCode, visitor.json()]).toEqual([404, { message: localize('project.notFound', 'en') }]);
    const admin = await getProject(closed, { cookie: await api.adminCookie() });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ id: closed, isActive: false });
  });
});
