import { connect } from 'node:net';
import { type TestApp, TestClient } from '../testing.ts';
import { problemsWithAnswer, type RawResponse, rawRequest } from './raw-http.ts';

let checks = 0;

/**
 * What must hold after every hostile case, whatever it was: the process answers, and a normal write made right
 * after it is visible to the next read (read-your-writes through x-min-position), so no projection stopped and
 * no queue is stuck. `cookie` is a witness account's session that the hostile requests never use.
 */
export async function invariantProblems(app: TestApp, cookie: string): Promise<string[]> {
  const problems: string[] = [];
  const health = await rawRequest(app.url, { method: 'GET', path: '/healthz' });
  if (health.status !== 200) problems.push(`/healthz answered ${health.status}`);
  // A new text every time: an unchanged profile appends nothing and has no position to wait for.
  checks += 1;
  const bio = `still here ${checks}`;
  const write = await rawRequest(app.url, {
    method: 'PUT',
    path: '/api/user/profile',
    headers: { cookie, 'content-type': 'application/json', 'x-forwarded-for': '10.99.0.1' },
    body: JSON.stringify({ firstName: 'Wit', lastName: 'Ness', bio }),
  });
  const position = String(write.headers['x-event-position'] ?? '');
  if (write.status !== 200 || !position) problems.push(`the witness's write answered ${write.status}: ${write.text}`);
  const read = await rawRequest(app.url, {
    method: 'GET',
    path: '/api/user/profile',
    headers: { cookie, 'x-min-position': position },
  });
  const shown = read.status === 200 ? (JSON.parse(read.text) as { bio?: string }).bio : undefined;
  if (shown !== bio || read.headers['x-read-model-stale']) {
    problems.push(`the witness's write is not visible: ${read.status} ${read.text.slice(0, 200)}`);
  }
  return problems;
}

/** A new account's session cookie, for the witness of `invariantProblems`. */
export async function witnessCookie(app: TestApp, email: string): Promise<string> {
  const client = new TestClient(app.url);
  const sent = await client.post('/api/auth/send-registration-verification', { email });
  await client.post('/api/auth/register', {
    email,
    username: `witness${email.length}`,
    password: 'Witness-secret-12',
    code: sent.body.code,
  });
  const login = await rawRequest(app.url, {
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.99.0.2' },
    body: JSON.stringify({ email, password: 'Witness-secret-12' }),
  });
  if (login.status !== 200) throw new Error(`witness sign-in failed: ${login.status} ${login.text}`);
  return String([login.headers['set-cookie']].flat()[0] ?? '').split(';')[0] ?? '';
}

/**
 * An answer to a hostile request: below 500; a refusal is JSON `{ message }` showing no internals, and does not
 * repeat `mark` (a token the request carried) back.
 */
export function answerProblems(response: RawResponse, mark?: string): string[] {
  if (response.status >= 500) return [`status ${response.status}`];
  if (response.status < 400) return [];
  const problems = problemsWithAnswer(response);
  if (mark && response.text.includes(mark)) problems.push('input echoed');
  return problems;
}

/**
 * A request written to the socket byte for byte: header values Node's client refuses to send (NUL, CR, bytes of
 * lone surrogates) reach the server's parser as a hostile client would send them.
 */
export function socketRequest(baseUrl: string, head: Buffer): Promise<RawResponse> {
  const url = new URL(baseUrl);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Written, not ended: a client's half-close makes Node's server drop the connection before it answers.
    const socket = connect({ host: url.hostname, port: Number(url.port) }, () => socket.write(head));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const whole = Buffer.concat(chunks);
      const split = whole.indexOf('\r\n\r\n');
      const lines = whole.subarray(0, Math.max(0, split)).toString('latin1').split('\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0);
      const headers: Record<string, string> = {};
      for (const line of lines.slice(1)) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      let body: Buffer = split >= 0 ? whole.subarray(split + 4) : Buffer.alloc(0);
      if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = unchunk(body);
      resolve({ status, headers, text: body.toString('utf8'), ms: performance.now() - started });
    });
  });
}

function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
