import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiRequest, apiSend, errorMessage } from './api-client';
import { resetPosition } from './event-position';
import { createQueryClient, getQueryFn } from './query-client';

interface Call {
  url: string;
  init: RequestInit;
}

let calls: Call[];
let answers: Response[];

function answer(body: string | null, init: ResponseInit = {}) {
  answers.push(new Response(body, init));
}

beforeEach(() => {
  calls = [];
  answers = [];
  resetPosition();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift();
    if (!next) throw new Error(`no answer prepared for ${url}`);
    return next;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

describe('api client requests', () => {
  it('always sends credentials and sends a plain body as JSON', async () => {
    answer('{"ok":true}', { status: 200 });
    answer('[]', { status: 200 });
    await apiSend('POST', '/api/auth/login', { email: 'a@b.co', password: 'secret1' });
    await apiGet('/api/projects');
    expect(calls.map((c) => c.init.credentials)).toEqual(['include', 'include']);
    expect(calls[0]?.init.method).toBe('POST');
    expect(header(calls[0], 'content-type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"email":"a@b.co","password":"secret1"}');
  });

  it('sends FormData as multipart, leaving the content type to the browser', async () => {
    answer('{}', { status: 200 });
    const form = new FormData();
    form.set('name', 'Ada');
    await apiSend('POST', '/api/contact', form);
    expect(calls[0]?.init.body).toBe(form);
    expect(header(calls[0], 'content-type')).toBeNull();
  });
});

describe('api client errors', () => {
  it("raises '{status}: {body text}' and exposes the server's message", async () => {
    answer('{"message":"Invalid email or password"}', { status: 401, statusText: 'Unauthorized' });
    const error = await apiRequest('POST', '/api/auth/login', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Invalid email or password"}');
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).serverMessage).toBe('Invalid email or password');
    expect(errorMessage(error, 'Login failed')).toBe('Invalid email or password');
  });

  it('uses the status text when the body is empty', async () => {
    answer(null, { status: 503, statusText: 'Service Unavailable' });
    await expect(apiGet('/api/projects')).rejects.toThrow('503: Service Unavailable');
  });

  it('keeps a plain-text body and has no server message then', async () => {
    answer('Bad gateway upstream', { status: 502, statusText: 'Bad Gateway' });
    const error = await apiGet('/api/projects').catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('502: Bad gateway upstream');
    expect((error as ApiError).serverMessage).toBeUndefined();
    expect(errorMessage(error, 'Failed to load projects')).toBe('Failed to load projects');
    expect(errorMessage(new TypeError('fetch failed'), 'Network Error')).toBe('Network Error');
  });

  it('raises 401 by default and answers null in the returnNull mode', async () => {
    answer('{"message":"Please sign in first."}', { status: 401, statusText: 'Unauthorized' });
    await expect(apiGet('/api/user/profile')).rejects.toThrow('401: {"message":"Please sign in first."}');
    answer('{"message":"Please sign in first."}', { status: 401, statusText: 'Unauthorized' });
    await expect(apiGet('/api/user/profile', { on401: 'returnNull' })).resolves.toBeNull();
    answer('{"message":"Not found"}', { status: 404, statusText: 'Not Found' });
    await expect(apiGet('/api/user/profile', { on401: 'returnNull' })).rejects.toThrow('404: {"message":"Not found"}');
  });
});

describe('read-your-writes positions', () => {
  it('sends no x-min-position before any command', async () => {
    answer('[]', { status: 200 });
    await apiGet('/api/projects');
    expect(header(calls[0], 'x-min-position')).toBeNull();
  });

  it('sends the last position a command answered with on later GETs, not on commands', async () => {
    answer('{}', { status: 201, headers: { 'x-event-position': '41' } });
    answer('[]', { status: 200 });
    answer('{}', { status: 200, headers: { 'x-event-position': '0000000000000057' } });
    answer('[]', { status: 200 });
    answer('{}', { status: 200 });
    await apiSend('POST', '/api/projects', { title: 'A' });
    await apiGet('/api/projects');
    await apiSend('PUT', '/api/projects/1', { title: 'B' });
    await apiGet('/api/projects');
    await apiSend('DELETE', '/api/projects/1');
    expect(header(calls[1], 'x-min-position')).toBe('41');
    expect(header(calls[3], 'x-min-position')).toBe('0000000000000057');
    expect(header(calls[2], 'x-min-position')).toBeNull();
    expect(header(calls[4], 'x-min-position')).toBeNull();
  });

  it('ignores positions on GET answers and keeps the last one when a command answers without it', async () => {
    answer('{}', { status: 200, headers: { 'x-event-position': '7' } });
    answer('[]', { status: 200, headers: { 'x-event-position': '99' } });
    answer('{}', { status: 200 });
    answer('[]', { status: 200 });
    await apiSend('POST', '/api/a');
    await apiGet('/api/b');
    await apiSend('POST', '/api/c');
    await apiGet('/api/d');
    expect(header(calls[3], 'x-min-position')).toBe('7');
  });

  it('keeps the highest position when answers to concurrent commands arrive out of order', async () => {
    answer('{}', { status: 200, headers: { 'x-event-position': '00000000000000000900-00000000000000000002' } });
    answer('{}', { status: 200, headers: { 'x-event-position': '00000000000000000899-00000000000000000007' } });
    answer('[]', { status: 200 });
    await apiSend('POST', '/api/later');
    await apiSend('POST', '/api/earlier');
    await apiGet('/api/b');
    expect(header(calls[2], 'x-min-position')).toBe('00000000000000000900-00000000000000000002');
  });

  it('remembers the position of a failed command too (its events may be partly written)', async () => {
    answer('{"message":"conflict"}', { status: 409, headers: { 'x-event-position': '12' } });
    answer('[]', { status: 200 });
    await apiSend('POST', '/api/a').catch(() => undefined);
    await apiGet('/api/b');
    expect(header(calls[1], 'x-min-position')).toBe('12');
  });
});

describe('query defaults', () => {
  it('never go stale, never refetch on focus or poll, never retry', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('fetch the first element of the query key as the path and parse JSON', async () => {
    answer('[{"id":"p1"}]', { status: 200 });
    const client = createQueryClient();
    const data = await client.fetchQuery({ queryKey: ['/api/projects', { page: 1 }] });
    expect(calls[0]?.url).toBe('/api/projects');
    expect(calls[0]?.init.method).toBe('GET');
    expect(data).toEqual([{ id: 'p1' }]);
  });

  it('offer a fetcher that answers null on 401', async () => {
    answer('{"message":"Please sign in first."}', { status: 401 });
    const client = createQueryClient();
    const data = await client.fetchQuery({
      queryKey: ['/api/user/profile'],
      queryFn: getQueryFn({ on401: 'returnNull' }),
    });
    expect(data).toBeNull();
  });
});
