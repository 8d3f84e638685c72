/**
 * Test support: a signed-in browser as the crash tests need it. Unlike TestClient it sets any header per
 * request (Idempotency-Key) and lets a refused connection surface as an error, so a test can tell "answered"
 * from "never answered".
 */
const octet = () => Math.floor(Math.random() * 254) + 1;

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely, as a browser would
  body: any;
}

export class HttpSession {
  cookie = '';
  /** Each session comes from its own address (the service trusts X-Forwarded-For), as separate visitors do. */
  readonly address = `10.${octet()}.${octet()}.${octet()}`;
  readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const all: Record<string, string> = { origin: this.baseUrl, 'x-forwarded-for': this.address, ...headers };
    if (this.cookie) all.cookie = this.cookie;
    let payload: RequestInit['body'] = null;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      all['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: all,
      body: payload,
      signal: AbortSignal.timeout(60_000),
    });
    const setCookie = response.headers.get('set-cookie')?.split(';')[0];
    if (setCookie) this.cookie = setCookie.endsWith('=') ? '' : setCookie;
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed };
  }

  async expect(method: string, path: string, body: unknown, status: number): Promise<Answer> {
    const answer = await this.send(method, path, body);
    if (answer.status !== status)
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)} (expected ${status})`);
    return answer;
  }

  /** Registers through the dev-mode code (no SMTP_URL: the code comes back in the answer) and signs in. */
  async register(email: string, password = 'secret1!'): Promise<string> {
    const sent = await this.expect('POST', '/api/auth/send-registration-verification', { email }, 200);
    const username = email.split('@')[0] ?? 'user';
    const registered = await this.expect(
      'POST',
      '/api/auth/register',
      { firstName: 'Load', lastName: username, email, username, password, code: sent.body.code },
      201,
    );
    await this.login(email, password);
    return String(registered.body.userId);
  }

  async login(email: string, password = 'secret1!'): Promise<void> {
    await this.expect('POST', '/api/auth/login', { email, password }, 200);
  }
}

/** The one-click apply form as the web sends it, with its generated plain-text resume and fixed texts. */
export function applyForm(projectId: string, name: string, email: string, message: string): FormData {
  const form = new FormData();
  form.append('projectId', projectId);
  form.append('name', name);
  form.append('email', email);
  form.append('position', 'Applied via profile');
  form.append('company', '');
  form.append('message', message);
  form.append(
    'file',
    new Blob([`Name: ${name}\nEmail: ${email}\nSkills: Python, PyTorch, LLM\n`], { type: 'text/plain' }),
    'resume.txt',
  );
  return form;
}

export const projectBody = (title: string) => ({
  titleEn: title,
  titleZh: `${title}（中文）`,
  descriptionEn: '<h2>About</h2><p>We build <strong>agents</strong> for enterprises.</p><ul><li>Python</li></ul>',
  descriptionZh: '<p>我们为企业构建<em>智能体</em>。</p>',
  locationEn: 'Remote',
  locationZh: '远程',
  typeEn: 'Full-time',
  typeZh: '全职',
  salaryRangeEn: '$8k-12k/month',
  salaryRangeZh: '每月 5-8 万元',
});
