import { randomUUID } from 'node:crypto';
import { contactStream } from '@tb/domain';
import { localize } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableId } from '../projects/stable-id.ts';
import { type CommandTestApp, startCommandTestApp } from '../testing/command-test-app.ts';
import { multipartForm } from '../testing/multipart.ts';

let api: CommandTestApp;

beforeAll(async () => {
  api = await startCommandTestApp();
});
afterAll(() => api?.close());

const message = { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Engines Ltd', message: 'Hello there' };
// A Windows program renamed to .pdf: its bytes say what it is.
const PROGRAM = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

/** The contact form as a visitor at `address` sends it: each test its own address, so the 5-per-10-minutes limit is its own. */
const send = (
  address: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  file?: { bytes: Buffer; name: string },
) => {
  const form = multipartForm(fields, file ? { field: 'file', ...file } : undefined);
  return api.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: address,
    headers: { ...form.headers, ...headers },
    payload: form.payload,
  });
};

describe('POST /api/contact', () => {
  it('refuses a missing field and a bad address in both languages', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const missing = await send('192.0.2.1', { ...message, message: ' ' }, { 'x-lang': lang });
      expect([missing.statusCode, missing.json().message]).toEqual([400, localize('contact.requiredFields', lang)]);
      const badEmail = await send('192.0.2.1', { ...message, email: 'not-an-address' }, { 'x-lang': lang });
      expect([badEmail.statusCode, badEmail.json().message]).toEqual([400, localize('contact.invalidEmail', lang)]);
    }
  });

  it('refuses an attachment that is not a PDF or Word document by its bytes, keeping nothing', async () => {
    const answer = await send('192.0.2.2', message, { 'x-lang': 'zh' }, { bytes: PROGRAM, name: 'cv.pdf' });
    expect([answer.statusCode, answer.json().message]).toEqual([400, localize('contact.fileType', 'zh')]);
  });

  it('records a retried message (same key) once, and refuses the key with another message (422)', async () => {
    const key = `contact-${randomUUID()}`;
    const retry = { ...message, email: 'retry@example.com' };
    const sent = await send('192.0.2.3', retry, { 'idempotency-key': key, 'x-lang': 'zh' });
    expect([sent.statusCode, sent.json().message]).toEqual([200, localize('contact.sent', 'zh')]);
    const retried = await send('192.0.2.3', retry, { 'idempotency-key': key });
    expect(retried.statusCode).toBe(200);
    // One message recorded in all: the retry appended nothing, under this key's stream or any other.
    const messages = (await api.resources.shared.store.readAll()).filter(
      (event) => event.type === 'ContactMessageReceived' && event.data.email === 'retry@example.com',
    );
    expect(messages.map((event) => event.streamId)).toEqual([contactStream(stableId('contact', 'visitor', key))]);
    const other = await send('192.0.2.3', { ...retry, message: 'Another' }, { 'idempotency-key': key });
    expect([other.statusCode, other.json().message]).toEqual([422, localize('security.idempotencyKeyReused', 'en')]);
  });

  it('answers 429 in the caller’s language after five messages from one address in ten minutes', async () => {
    for (let sent = 0; sent < 5; sent++) expect((await send('192.0.2.4', message)).statusCode).toBe(200);
    const sixth = await send('192.0.2.4', message, { 'x-lang': 'zh' });
    expect([sixth.statusCode, sixth.json().message]).toEqual([429, localize('common.tooManyRequests', 'zh')]);
    expect((await send('192.0.2.5', message)).statusCode).toBe(200);
  });
});
