// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet } from './api-client';
import { resetPosition } from './event-position';
import { postWithProgress } from './upload';

/** The browser's XMLHttpRequest as far as postWithProgress uses it; the test answers each request. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  withCredentials = false;
  body: unknown;
  requestHeaders: Record<string, string> = {};
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders: Record<string, string> = {};
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  answer(status: number, statusText: string, body: string, headers: Record<string, string> = {}) {
    this.status = status;
    this.statusText = statusText;
    this.responseText = body;
    this.responseHeaders = headers;
    this.onload?.();
  }
}

const lastXhr = () => {
  const xhr = FakeXhr.sent.at(-1);
  if (!xhr) throw new Error('nothing sent');
  return xhr;
};

let gets: RequestInit[];

beforeEach(() => {
  FakeXhr.sent = [];
  gets = [];
  resetPosition();
  sessionStorage.clear();
  document.documentElement.lang = 'zh';
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    gets.push(init);
    return Response.json([]);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const minPositionOfNextGet = async () => {
  await apiGet('/api/user/profile');
  return new Headers(gets.at(-1)?.headers).get('x-min-position');
};

describe('uploads with progress', () => {
  it('send the form with credentials and the page language, report progress and parse the answer', async () => {
    const form = new FormData();
    const progress: number[] = [];
    const done = postWithProgress('/api/user/resume', form, (fraction) => progress.push(fraction));
    const xhr = lastXhr();
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/user/resume', withCredentials: true, body: form });
    expect(xhr.requestHeaders['x-lang']).toBe('zh');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.answer(200, 'OK', '{"fileName":"cv.pdf"}');
    await expect(done).resolves.toEqual({ fileName: 'cv.pdf' });
    expect(progress).toEqual([0.25]);
  });

  it("remember the answer's event position, so the next GET waits for the upload's write", async () => {
    const done = postWithProgress('/api/user/resume', new FormData(), () => {});
    lastXhr().answer(201, 'Created', '{}', { 'x-event-position': '00000000000000000042-00000000000000000001' });
    await done;
    expect(await minPositionOfNextGet()).toBe('00000000000000000042-00000000000000000001');
  });

  it("raise a failure as '{status}: {body}' with the server's message, and remember its position too", async () => {
    const done = postWithProgress('/api/user/portfolio', new FormData(), () => {});
    lastXhr().answer(413, 'Payload Too Large', '{"message":"File too large"}', { 'x-event-position': '7' });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('413: {"message":"File too large"}');
    expect((error as ApiError).serverMessage).toBe('File too large');
    expect(await minPositionOfNextGet()).toBe('7');
  });
});
