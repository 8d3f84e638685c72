import { randomBytes } from 'node:crypto';
import { ONE_CLICK_APPLICATION } from '@tb/contracts';
import type { InjectOptions } from 'fastify';
import { DEMO_PROJECTS } from './demo-projects.ts';
import type { SeedContext } from './seed.ts';

export interface SeededProjects {
  projectIds: string[];
  /** Demo applicants (only in dev-mail mode, where registration codes come back in the answer). */
  applicants: { email: string; password: string }[];
}

interface Call {
  method: 'POST' | 'PATCH';
  url: string;
  payload: InjectOptions['payload'];
  cookie?: string;
}

/**
 * Demo openings and a couple of applications, made through the HTTP API as the demo admin and demo users
 * would, so the events and read models are exactly what real use produces. Call after the admin exists.
 */
export async function seedProjects(
  context: SeedContext,
  admin: { email: string; password: string },
): Promise<SeededProjects> {
  const { app, logger } = context;
  const call = async ({ cookie, ...options }: Call) => {
    const response = await app.inject({ ...options, headers: cookie ? { cookie } : {} });
    if (response.statusCode >= 400) {
      throw new Error(`${options.method} ${options.url} answered ${response.statusCode}: ${response.body}`);
    }
    return response;
  };
  const signIn = async (email: string, password: string) => {
    const response = await call({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    const cookie = response.cookies[0];
    if (!cookie) throw new Error(`no session for ${email}`);
    return `${cookie.name}=${cookie.value}`;
  };

  const adminCookie = await signIn(admin.email, admin.password);
  const projectIds: string[] = [];
  for (const project of DEMO_PROJECTS) {
    const created = await call({ method: 'POST', url: '/api/projects', payload: { ...project }, cookie: adminCookie });
    projectIds.push(created.json<{ id: string }>().id);
  }

  const applicants: SeededProjects['applicants'] = [];
  const people = [
    { firstName: 'Mei', lastName: 'Chen', username: 'meichen', email: 'mei.chen@talentbridge.demo' },
    { firstName: 'David', lastName: 'Park', username: 'davidpark', email: 'david.park@talentbridge.demo' },
  ];
  for (const [index, person] of people.entries()) {
    const sent = await call({
      method: 'POST',
      url: '/api/auth/send-registration-verification',
      payload: { email: person.email },
    });
    const code = sent.json<{ code?: string }>().code;
    if (!code) {
      logger.info('demo applications skipped: a real mail server is configured');
      break;
    }
    const password = randomBytes(9).toString('base64url');
    await call({ method: 'POST', url: '/api/auth/register', payload: { ...person, password, code } });
    const cookie = await signIn(person.email, password);
    applicants.push({ email: person.email, password });
    const projectId = projectIds[index];
    if (!projectId) continue;
    const form = new FormData();
    form.append('projectId', projectId);
    form.append('name', `${person.firstName} ${person.lastName}`);
    form.append('email', person.email);
    form.append('position', ONE_CLICK_APPLICATION.position);
    form.append('company', '');
    form.append('message', ONE_CLICK_APPLICATION.message);
    const resume = `Name: ${person.firstName} ${person.lastName}\nEmail: ${person.email}\n`;
    form.append('file', new Blob([resume], { type: 'text/plain' }), 'resume.txt');
    const applied = await call({ method: 'POST', url: '/api/application', payload: form, cookie });
    if (index === 0) {
      await call({
        method: 'PATCH',
        url: `/api/admin/applications/${applied.json<{ id: string }>().id}`,
        payload: { applicationStatus: 'reviewing', notes: 'Strong RAG experience; schedule a technical interview.' },
        cookie: adminCookie,
      });
    }
  }
  return { projectIds, applicants };
}
