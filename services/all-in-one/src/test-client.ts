/**
 * A browser-like HTTP client for integration tests: keeps its session cookie, sends back the highest
 * `x-event-position` seen as `x-min-position` on GETs (as the web app does), and speaks a chosen language.
 */
const rand = () => Math.floor(Math.random() * 254) + 1;

/**
 * The highest position seen is kept, not the last, as the web app keeps it (web/src/shared/lib/event-position.ts):
 * a retried command is answered with its first answer, whose position is older than the client's later writes
 * (a retried create after a delete read the opening back from a read model without the delete). Positions are
 * written fixed-width, so a longer one is later and equal lengths compare as text.
 */
const isLater = (a: string, b: string): boolean => !b || (a.length !== b.length ? a.length > b.length : a > b);

export interface TestResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests inspect answers loosely, as a browser would
  body: any;
  headers: Headers;
}

export class TestClient {
  private cookie = '';
  private position = '';
  /** Each client comes from its own address (the test app trusts X-Forwarded-For), like separate visitors. */
  readonly address = `10.${rand()}.${rand()}.${rand()}`;
  private readonly baseUrl: string;
  private readonly lang: 'en' | 'zh';

  constructor(baseUrl: string, lang: 'en' | 'zh' = 'en') {
    this.baseUrl = baseUrl;
    this.lang = lang;
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<TestResponse> {
    const headers: Record<string, string> = {
      'x-lang': this.lang,
      origin: this.baseUrl,
      'x-forwarded-for': this.address,
      ...extraHeaders,
    };
    if (this.cookie) headers.cookie = this.cookie;
    if (method === 'GET' && this.position) headers['x-min-position'] = this.position;
    let payload: RequestInit['body'];
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload ?? null });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0]?.endsWith('=') ? '' : (setCookie.split(';')[0] ?? '');
    const position = response.headers.get('x-event-position');
    if (position && isLater(position, this.position)) this.position = position;
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  /** A download's exact bytes (`request` decodes bodies as text). */
  async bytes(path: string): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
    const headers: Record<string, string> = { 'x-lang': this.lang, 'x-forwarded-for': this.address };
    if (this.cookie) headers.cookie = this.cookie;
    if (this.position) headers['x-min-position'] = this.position;
    const response = await fetch(`${this.baseUrl}${path}`, { headers });
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body ?? {});
  put = (path: string, body?: unknown) => this.request('PUT', path, body ?? {});
  patch = (path: string, body?: unknown) => this.request('PATCH', path, body ?? {});
  delete = (path: string) => this.request('DELETE', path);
}
