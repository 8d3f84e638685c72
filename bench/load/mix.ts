import type autocannon from 'autocannon';
import { SEARCH_TERMS, type Seeded, Visitor } from './seed.ts';

/** One kind of request in the mix: its share of the connections, its request, how its answers are judged. */
export interface Kind {
  name: string;
  connections: number;
  overallRate?: number;
  request: autocannon.Request;
  /** Called with every answer's status (from the instance's response event). */
  record(status: number): void;
  unexpected(): number;
  expectedSummary(): string;
  errorSamples(): string[];
}

export interface Mix {
  kinds: Kind[];
  acknowledged(): number;
  /** Acknowledged application ids the admin list does not show (after waiting up to 30 s for projections). */
  missingApplications(url: string): Promise<string[]>;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

function judged(name: string, connections: number, request: autocannon.Request): Kind {
  let bad = 0;
  const samples = new Map<number, number>();
  return {
    name,
    connections,
    request,
    record(status) {
      if (status >= 200 && status < 300) return;
      bad += 1;
      samples.set(status, (samples.get(status) ?? 0) + 1);
    },
    unexpected: () => bad,
    expectedSummary: () => '',
    errorSamples: () => [...samples].map(([status, n]) => `${n} × ${status}`),
  };
}

function multipart(fields: Record<string, string>, file: { name: string; text: string }) {
  const boundary = `----tbload${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
      `Content-Type: text/plain\r\n\r\n${file.text}\r\n--${boundary}--\r\n`,
  );
  return { body: Buffer.from(parts.join('')), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sign-in users applying, paced: fresh (user, project) pairs, and ~5 % re-sent pairs that must answer 409. */
function applyKind(seeded: Seeded, connections: number, rate: number, url: string) {
  const attempts = seeded.users.map(() => 0);
  const remaining = seeded.users.map(() => [...seeded.projects].sort(() => Math.random() - 0.5));
  const acknowledged: { user: number; project: string; id: string }[] = [];
  let expected409 = 0;
  let bad = 0;
  const samples: string[] = [];
  let cursor = 0;

  const nextPair = (): { user: number; project: string; resend: boolean } => {
    const resendable = acknowledged.filter((a) => (attempts[a.user] ?? 99) < 29);
    if (Math.random() < 0.05 && resendable.length > 0) {
      const { user, project } = pick(resendable);
      return { user, project, resend: true };
    }
    for (let tried = 0; tried < seeded.users.length; tried++) {
      const user = cursor++ % seeded.users.length;
      const project = (attempts[user] ?? 99) < 25 ? remaining[user]?.pop() : undefined;
      if (project) return { user, project, resend: false };
    }
    throw new Error('every load user has used its applications (raise the user count)');
  };

  const kind: Kind = {
    name: 'apply',
    connections,
    overallRate: rate,
    request: {
      method: 'POST',
      path: '/api/application',
      setupRequest: (request, context) => {
        const pair = nextPair();
        attempts[pair.user] = (attempts[pair.user] ?? 0) + 1;
        Object.assign(context, { pair });
        const user = seeded.users[pair.user];
        if (!user) throw new Error('no such user');
        const { body, contentType } = multipart(
          {
            projectId: pair.project,
            name: user.name,
            email: user.email,
            position: 'Applied via profile',
            company: '',
            message: 'Applied via one-click application',
          },
          { name: 'resume.txt', text: `Name: ${user.name}\nEmail: ${user.email}\nSkills: Python, PyTorch, LLM\n` },
        );
        return {
          ...request,
          body,
          headers: { 'content-type': contentType, cookie: user.cookie, origin: url, 'x-lang': 'en' },
        };
      },
      onResponse: (status, body, context) => {
        const { pair } = context as { pair: { user: number; project: string; resend: boolean } };
        if (pair.resend && status === 409) expected409 += 1;
        else if (!pair.resend && status === 201)
          acknowledged.push({ user: pair.user, project: pair.project, id: String(JSON.parse(body).id) });
        else {
          bad += 1;
          if (samples.length < 5) samples.push(`${status} ${pair.resend ? '(re-sent)' : ''} ${body.slice(0, 160)}`);
        }
      },
    },
    record: () => {},
    unexpected: () => bad,
    expectedSummary: () => `${expected409} × 409`,
    errorSamples: () => samples,
  };
  return { kind, acknowledged };
}

export function prepareMix(seeded: Seeded, connections: number, applyRate: number, url: string): Mix {
  const share = (fraction: number) => Math.max(1, Math.round(connections * fraction));
  const admin = { cookie: seeded.adminCookie, 'x-lang': 'en' };
  const apply = applyKind(seeded, share(0.1), applyRate, url);
  const kinds: Kind[] = [
    judged('projects list', share(0.45), {
      method: 'GET',
      path: '/api/projects',
      setupRequest: (request) => ({ ...request, headers: { 'x-lang': pick(['en', 'zh']) } }),
    }),
    judged('project detail', share(0.3), {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: `/api/projects/${pick(seeded.projects)}` }),
    }),
    apply.kind,
    judged('admin candidates', share(0.075), {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: `/api/admin/candidates?limit=50&offset=${50 * Math.floor(Math.random() * Math.ceil(seeded.candidates / 50))}`,
        headers: admin,
      }),
    }),
    judged('admin search', share(0.075), {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: `/api/admin/candidates?limit=50&q=${encodeURIComponent(pick(SEARCH_TERMS))}`,
        headers: admin,
      }),
    }),
  ];
  return {
    kinds,
    acknowledged: () => apply.acknowledged.length,
    async missingApplications(baseUrl) {
      const reader = new Visitor(baseUrl);
      reader.cookie = seeded.adminCookie;
      let missing: string[] = [];
      for (let tries = 0; tries < 300; tries++) {
        const listed = new Set(
          ((await reader.send('GET', '/api/admin/applications')) as { id: string }[]).map((a) => a.id),
        );
        missing = apply.acknowledged.map((a) => a.id).filter((id) => !listed.has(id));
        if (missing.length === 0) return [];
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return missing;
    },
  };
}
