import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureAdmin } from '@tb/command-api';
import { applicationStream, candidateStream, projectStream, userStream } from '@tb/domain';
import { createEventStore, type EventStore } from '@tb/event-store';
import { eventIdFor, freePort } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ServiceProcess, startService, waitHealthy } from './child-service.ts';
import { type Answer, applyForm, HttpSession, projectBody } from './http-session.ts';

/**
 * The command API is SIGKILLed in the middle of a burst of concurrent commands, each with its own
 * Idempotency-Key, then restarted. What was acknowledged must be stored exactly once; what was not may or may
 * not be stored, and retrying it with the same key must store it exactly once, whichever it was.
 */
let db: TestDatabase;
let store: EventStore;
let port: number;
let api: ServiceProcess | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'tb-api-crash-'));
const url = () => `http://127.0.0.1:${port}`;

async function startApi() {
  api = startService('command-api', { DATABASE_URL: db.url, PORT: String(port), DATA_DIR: dataDir, TRUST_PROXY: '1' });
  await waitHealthy(api, port);
}

beforeAll(async () => {
  db = await createTestDatabase(4);
  port = await freePort();
  await startApi();
  store = await createEventStore({ pool: db.pool });
});
afterAll(async () => {
  await api?.kill('SIGKILL');
  await store?.close();
  await db?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Command {
  kind: 'apply' | 'profile' | 'score' | 'create-project';
  key: string;
  session: HttpSession;
  method: string;
  path: string;
  body: () => unknown;
  /** The stream the command appends to, from its request or (for creations) its answer. */
  stream(answer: Answer): string;
}

const send = (command: Command) =>
  command.session.send(command.method, command.path, command.body(), { 'idempotency-key': command.key });

const eventCount = async () =>
  (await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM event_store.events')).rows[0]?.n ?? 0;

it('stores every acknowledged command once, and a retried unacknowledged one once, after a SIGKILL mid-burst', async () => {
  await ensureAdmin(store, { email: 'crash-admin@example.com', password: 'secret1!' });
  const admin = new HttpSession(url());
  await admin.login('crash-admin@example.com');
  const projects = await Promise.all(
    [0, 1, 2, 3].map(async (i) => (await admin.expect('POST', '/api/projects', projectBody(`Seed ${i}`), 201)).body.id),
  );
  const candidates: string[] = [];
  for (let i = 0; i < 8; i++) {
    const saved = await admin.expect(
      'POST',
      '/api/admin/save-candidate',
      { name: `Candidate ${i}`, email: `candidate${i}@example.com`, position: 'LLM Engineer', role: 'AI Engineer' },
      201,
    );
    candidates.push(String(saved.body.id));
  }
  const users = await Promise.all(
    Array.from({ length: 12 }, async (_, i) => {
      const session = new HttpSession(url());
      const email = `burst${i}@example.com`;
      return { session, email, id: await session.register(email) };
    }),
  );

  const commands: Command[] = [];
  for (const [u, user] of users.entries()) {
    for (const projectId of projects)
      commands.push({
        kind: 'apply',
        key: `apply-${u}-${projectId}`,
        session: user.session,
        method: 'POST',
        path: '/api/application',
        body: () => applyForm(projectId, `Burst ${u}`, user.email, `apply-${u}-${projectId}`),
        stream: (answer) => applicationStream(String(answer.body.id)),
      });
    for (let n = 0; n < 3; n++)
      commands.push({
        kind: 'profile',
        key: `profile-${u}-${n}`,
        session: user.session,
        method: 'PUT',
        path: '/api/user/profile',
        body: () => ({ firstName: 'Burst', lastName: String(u), bio: `profile-${u}-${n}` }),
        stream: () => userStream(user.id),
      });
  }
  for (const [c, candidateId] of candidates.entries())
    for (let n = 0; n < 5; n++)
      commands.push({
        kind: 'score',
        key: `score-${c}-${n}`,
        session: admin,
        method: 'PUT',
        path: `/api/admin/candidates/${candidateId}`,
        body: () => ({ isInterviewed: true, english: 1 + n / 2, interviewer: `Interviewer ${n}` }),
        stream: () => candidateStream(candidateId),
      });
  for (let n = 0; n < 16; n++)
    commands.push({
      kind: 'create-project',
      key: `create-project-${n}`,
      session: admin,
      method: 'POST',
      path: '/api/projects',
      body: () => projectBody(`Burst opening ${n}`),
      stream: (answer) => projectStream(String(answer.body.id)),
    });

  const before = await eventCount();
  // Kill once a random share (15–60 %) of the burst has been acknowledged: some answered, some in flight.
  const killAfter = Math.floor(commands.length * (0.15 + Math.random() * 0.45));
  const answers = new Map<Command, Answer>();
  const running = api;
  if (!running) throw new Error('command API not running');
  let acknowledged = 0;
  let killed: Promise<void> | undefined;
  await Promise.all(
    commands.map(async (command) => {
      try {
        const answer = await send(command);
        if (answer.status >= 200 && answer.status < 300) {
          answers.set(command, answer);
          acknowledged += 1;
          if (acknowledged >= killAfter) killed ??= running.kill('SIGKILL');
        }
      } catch {
        // the connection died with the process: not acknowledged
      }
    }),
  );
  await killed;
  expect(running.child.signalCode).toBe('SIGKILL');
  const unanswered = commands.filter((c) => !answers.has(c));
  console.info(
    `killed after ${answers.size} of ${commands.length} acknowledged; ${(await eventCount()) - before} commands' ` +
      `events stored at the kill`,
  );
  expect(answers.size).toBeGreaterThan(0);
  expect(unanswered.length).toBeGreaterThan(0);

  await startApi();
  // Retry what got no 2xx with the same key, a few at a time, as browsers retrying after an outage would.
  const queue = [...unanswered];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let command = queue.shift(); command; command = queue.shift()) {
        let answer = await send(command);
        // Concurrent scorings of one candidate can exhaust their revision retries: a 409 the caller retries.
        for (let attempt = 1; answer.status === 409 && command.kind === 'score' && attempt < 5; attempt++)
          answer = await send(command);
        expect(answer.status, `${command.kind} ${command.key}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
        answers.set(command, answer);
      }
    }),
  );

  // Every command appended exactly one event, under the id its key derives, on its stream.
  const afterRetries = await eventCount();
  expect(afterRetries - before).toBe(commands.length);
  for (const command of commands) {
    const answer = answers.get(command);
    if (!answer) throw new Error(`${command.key} never acknowledged`);
    const stream = command.stream(answer);
    const { rows } = await db.pool.query<{ stream_id: string }>(
      'SELECT stream_id FROM event_store.events WHERE event_id = $1',
      [eventIdFor(command.key, stream, 0)],
    );
    expect(rows, command.key).toEqual([{ stream_id: stream }]);
  }

  // Retrying acknowledged commands again (a client that never saw the answer) appends nothing.
  for (const command of commands.filter((_, i) => i % 5 === 0)) {
    const again = await send(command);
    expect(again.status, command.key).toBeLessThan(300);
    if (command.kind === 'apply' || command.kind === 'create-project')
      expect(again.body.id).toBe(answers.get(command)?.body.id);
  }
  expect(await eventCount()).toBe(afterRetries);

  const { rows: duplicates } = await db.pool.query(
    'SELECT event_id FROM event_store.events GROUP BY event_id HAVING count(*) > 1',
  );
  expect(duplicates).toEqual([]);
  const { rows: gaps } = await db.pool.query(
    `SELECT stream_id, min(revision), max(revision), count(*) FROM event_store.events GROUP BY stream_id
     HAVING min(revision) <> 0 OR max(revision) <> count(*) - 1`,
  );
  expect(gaps).toEqual([]);
}, 300_000);
