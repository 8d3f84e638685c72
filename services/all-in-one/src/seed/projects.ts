import { randomBytes } from 'node:crypto';
import { ensureAccount } from '@tb/command-api';
import { ONE_CLICK_APPLICATION } from '@tb/contracts';
import type { EventStore } from '@tb/event-store';
import { SESSION_COOKIE, SessionStore } from '@tb/platform';
import type { InjectOptions } from 'fastify';
import { DEMO_PROJECTS } from './demo-projects.ts';
import type { SeedContext } from './seed.ts';

export interface SeededProjects {
  projectIds: string[];
  /** Demo applicants made by this call (an earlier, interrupted start may have made them), with their passwords. */
  applicants: { email: string; password: string }[];
}

interface Call {
  method: 'POST' | 'PATCH';
  url: string;
  payload: InjectOptions['payload'];
  cookie: string;
}

const PEOPLE = [
  { firstName: 'Mei', lastName: 'Chen', username: 'meichen', email: 'mei.chen@talentbridge.demo' },
  { firstName: 'David', lastName: 'Park', username: 'davidpark', email: 'david.park@talentbridge.demo' },
];

/**
 * Demo openings and a couple of applications, made through the HTTP API as the admin and demo users would, so the
 * events and read models are exactly what real use produces. Each item is made only when the store lacks it, so a
 * start killed half-way through finishes the set on the next start without making anything twice.
 */
export async function seedProjects(context: SeedContext, adminId: string): Promise<SeededProjects> {
  const { app, store, pool } = context;
  const reached = context.reached ?? (async () => {});
  const call = async ({ cookie, ...options }: Call) => {
    const response = await app.inject({ ...options, headers: { cookie } });
    if (response.statusCode >= 400) {
      throw new Error(`${options.method} ${options.url} answered ${response.statusCode}: ${response.body}`);
    }
    return response;
  };
  // Sessions made here rather than by signing in: the admin's password may be one this process does not know
  // (ADMIN_EMAIL without ADMIN_PASSWORD), and so may an applicant's made by an interrupted start.
  const sessions = new SessionStore(pool);
  const tokens: string[] = [];
  const signedIn = async (userId: string) => {
    const session = await sessions.create(userId, await sessions.credentialGeneration(userId));
    if (!session) throw new Error(`no session for ${userId}`);
    tokens.push(session.token);
    return `${SESSION_COOKIE}=${session.token}`;
  };

  try {
    const done = await demoWorkIn(store);
    const adminCookie = await signedIn(adminId);
    const projectIds: string[] = [];
    for (const [index, project] of DEMO_PROJECTS.entries()) {
      const id =
        done.projectIds.get(project.titleEn) ??
        (await call({ method: 'POST', url: '/api/projects', payload: { ...project }, cookie: adminCookie })).json<{
          id: string;
        }>().id;
      projectIds.push(id);
      await reached(`project-${index + 1}`);
    }

    const applicants: SeededProjects['applicants'] = [];
    for (const [index, person] of PEOPLE.entries()) {
      const password = randomBytes(9).toString('base64url');
      const { userId, created } = await ensureAccount(store, { ...person, initialPassword: password });
      if (created) applicants.push({ email: person.email, password });
      await reached(`applicant-${index + 1}`);
      const projectId = projectIds[index];
      if (!projectId) continue;
      let applicationId = done.applicationIds.get(`${userId} ${projectId}`);
      if (!applicationId) {
        const form = new FormData();
        form.append('projectId', projectId);
        form.append('name', `${person.firstName} ${person.lastName}`);
        form.append('email', person.email);
        form.append('position', ONE_CLICK_APPLICATION.position);
        form.append('company', '');
        form.append('message', ONE_CLICK_APPLICATION.message);
        const resume = `Name: ${person.firstName} ${person.lastName}\nEmail: ${person.email}\n`;
        form.append('file', new Blob([resume], { type: 'text/plain' }), 'resume.txt');
        const cookie = await signedIn(userId);
        const applied = await call({ method: 'POST', url: '/api/application', payload: form, cookie });
        applicationId = applied.json<{ id: string }>().id;
      }
      await reached(`application-${index + 1}`);
      if (index === 0 && !done.reviewed.has(applicationId)) {
        await call({
          method: 'PATCH',
          url: `/api/admin/applications/${applicationId}`,
          payload: { applicationStatus: 'reviewing', notes: 'Strong RAG experience; schedule a technical interview.' },
          cookie: adminCookie,
        });
      }
    }
    return { projectIds, applicants };
  } finally {
    for (const token of tokens) await sessions.destroy(token);
  }
}

/**
 * What an earlier start already made, from the events (not the read models, which may still be behind): openings by
 * English title, applications by applicant and opening, and the applications already moved on.
 */
async function demoWorkIn(store: EventStore) {
  const done = {
    projectIds: new Map<string, string>(),
    applicationIds: new Map<string, string>(),
    reviewed: new Set<string>(),
  };
  for (let after: string | null = null; ; ) {
    const events = await store.readAll({ after, limit: 1000 });
    for (const { type, data } of events) {
      if (type === 'ProjectCreated') {
        const { projectId, fields } = data as { projectId: string; fields: { titleEn: string } };
        done.projectIds.set(fields.titleEn, projectId);
      } else if (type === 'ApplicationSubmitted') {
        const { applicationId, userId, projectId } = data as Record<string, string>;
        done.applicationIds.set(`${userId} ${projectId}`, applicationId as string);
      } else if (type === 'ApplicationStatusChanged') {
        done.reviewed.add((data as { applicationId: string }).applicationId);
      }
    }
    const last = events.at(-1);
    if (!last) return done;
    after = last.position;
  }
}
