import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logMessages } from './started-app.ts';
import { startTestSmtp } from './test-smtp.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const entries = {
  'command-api': 'services/command-api/src/server.ts',
  'query-api': 'services/query-api/src/server.ts',
  projectors: 'services/projectors/src/server.ts',
} as const;

let db: TestDatabase;
const dataDir = mkdtempSync(join(tmpdir(), 'tb-standalone-'));
beforeAll(async () => {
  db = await createTestDatabase(2);
});
afterAll(async () => {
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

function start(entry: string, env: Record<string, string>): ChildProcess {
  // As `npm start -w services/<name>` runs it: plain node, no wrapper process between.
  return spawn(process.execPath, [join(root, entry)], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

/**
 * Whether the service answers /healthz before it exits or two minutes pass. Generous on purpose: a start catches a
 * hang, never a slow machine (CI saw command-api take over 15 s to listen at a load of 26 on 2 cores).
 */
async function healthy(port: number, child?: ChildProcess): Promise<boolean> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child?.exitCode == null && child?.signalCode == null) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe('each service starts alone', () => {
  it.each(['command-api', 'query-api'] as const)(
    '%s serves on its port, with /metrics, and stops cleanly on SIGTERM',
    async (name) => {
      const port = await freePort();
      const child = start(entries[name], { DATABASE_URL: db.url, PORT: String(port) });
      try {
        expect(await healthy(port, child)).toBe(true);
        const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
        expect(ready.status).toBe(200);
        const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
        expect(metrics).toMatch(
          new RegExp(`^tb_http_request_duration_seconds_count\\{service="${name}",[^}]*route="/readyz"`, 'm'),
        );
        let output = '';
        child.stdout?.on('data', (c) => (output += String(c)));
        child.stderr?.on('data', (c) => (output += String(c)));
        const exit = exited(child);
        child.kill('SIGTERM');
        expect(await exit).toBe(0);
        // As JSON log lines, like everything else it says: nothing plain on either stream.
        expect(logMessages(output)).toContain(`${name} stopped`);
      } finally {
        child.kill('SIGKILL');
      }
    },
  );

  it('command-api on SIGTERM takes no new connection but finishes the request in flight, then exits 0', async () => {
    const port = await freePort();
    // Info level: Fastify's 'incoming request' line tells when the request has reached the handler.
    const child = start(entries['command-api'], { DATABASE_URL: db.url, PORT: String(port), LOG_LEVEL: 'info' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += String(chunk)));
    child.stderr?.on('data', (chunk) => (output += String(chunk)));
    const exit = exited(child);
    try {
      expect(await healthy(port, child)).toBe(true);
      // A contact message (its handler checks the rate limit in PostgreSQL, then appends an event) whose body
      // arrives in two halves, SIGTERM in between.
      const boundary = 'tb-sigterm-boundary';
      const field = (name: string, value: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const body = Buffer.from(
        `${field('name', 'Ada')}${field('email', 'ada@example.com')}${field('message', 'Sent across a shutdown')}--${boundary}--\r\n`,
      );
      const requestId = `sigterm-${randomUUID()}`;
      const call = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/contact',
        agent: false,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(body.length),
          'x-request-id': requestId,
        },
      });
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        call.on('response', (response) => {
          let text = '';
          response.on('data', (chunk) => (text += String(chunk)));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        });
        call.on('error', reject);
      });
      call.write(body.subarray(0, 40));
      await expect.poll(() => output).toMatch(new RegExp(`"reqId":"${requestId}".*"incoming request"`));

      child.kill('SIGTERM');
      // Shutting down: the listening socket is closed while the request is still open.
      await expect
        .poll(() =>
          fetch(`http://127.0.0.1:${port}/healthz`).then(
            () => 'accepting',
            () => 'refused',
          ),
        )
        .toBe('refused');
      expect(child.exitCode).toBeNull();

      call.end(body.subarray(40));
      const { status, text } = await answer;
      expect(status, text).toBe(200);
      expect(await exit).toBe(0);
      expect(logMessages(output)).toContain('command-api stopped');
      const { rows } = await db.pool.query(
        `SELECT type FROM event_store.events WHERE metadata->>'correlationId' = $1`,
        [requestId],
      );
      expect(rows.map((r) => r.type)).toEqual(['ContactMessageReceived']);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('projectors alone mail a contact message sent to command-api alone to CONTACT_TO, once, with its file', async () => {
    const smtp = await startTestSmtp();
    const [apiPort, probePort] = [await freePort(), await freePort()];
    const api = start(entries['command-api'], { DATABASE_URL: db.url, PORT: String(apiPort) });
    const projectors = start(entries.projectors, {
      DATABASE_URL: db.url,
      PORT: String(probePort),
      SMTP_URL: smtp.url,
      CONTACT_TO: 'team@example.com',
    });
    try {
      expect(await healthy(apiPort, api)).toBe(true);
      const pdf = readFileSync(
        new URL('../../../../packages/documents/fixtures/resumes/en-ml-engineer.pdf', import.meta.url),
      );
      const form = new FormData();
      form.append('name', 'Grace Hopper');
      form.append('email', 'grace@startup.example');
      form.append('message', 'We need a compiler engineer who knows LLVM well.');
      form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'role.pdf');
      const sent = await fetch(`http://127.0.0.1:${apiPort}/api/contact`, { method: 'POST', body: form });
      expect(sent.status, await sent.text()).toBe(200);

      const mails = () => smtp.received.filter((mail) => mail.raw.includes('Grace Hopper'));
      await expect.poll(() => mails().length, { timeout: 30_000 }).toBe(1);
      const [mail] = mails();
      expect(mail?.to).toEqual(['team@example.com']);
      expect(mail?.raw).toMatch(/filename="?role\.pdf"?/);
      // Sent once: a while later there is still one.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(mails()).toHaveLength(1);
    } finally {
      api.kill('SIGKILL');
      projectors.kill('SIGKILL');
      await smtp.close();
    }
  });

  it.each(Object.keys(entries) as (keyof typeof entries)[])(
    '%s refuses to start without DATABASE_URL, naming it',
    async (name) => {
      const child = start(entries[name], { DATABASE_URL: '' });
      let output = '';
      child.stdout?.on('data', (chunk) => (output += String(chunk)));
      child.stderr?.on('data', (chunk) => (output += String(chunk)));
      expect(await exited(child)).toBe(2);
      // One JSON log line, naming the variable.
      expect(logMessages(output)).toEqual([expect.stringMatching(/DATABASE_URL/)]);
    },
  );
});
