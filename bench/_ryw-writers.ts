import { TestClient } from '@tb/all-in-one/test-client';
import autocannon from 'autocannon';

/**
 * The background load of `bench/read-your-writes.ts`, in a process of its own as real clients would be:
 * N signed-in users update their profiles back to back until SIGTERM, then report how many writes they made.
 * Arguments: base URL, then the users' emails (password `secret1`).
 *
 * The writes go out through autocannon, one connection per user, each sending its next update as soon as the
 * last is answered (so a user never has two updates in flight). Through fetch (undici) the same load took half a core of this 2-core machine away from the
 * server it measures; autocannon's client costs a fraction of that.
 */
const [url, ...emails] = process.argv.slice(2);
if (!url || emails.length === 0) throw new Error('usage: _ryw-writers.ts URL EMAIL…');

const cookies = await Promise.all(
  emails.map(async (email) => {
    const client = new TestClient(url);
    const login = await client.post('/api/auth/login', { email, password: 'secret1!' });
    const cookie = login.headers.get('set-cookie')?.split(';')[0];
    if (login.status !== 200 || !cookie) throw new Error(`sign-in failed for ${email}: ${login.status}`);
    return cookie;
  }),
);

let writes = 0;
let failures = 0;
const started = performance.now();
// One autocannon instance of one connection per user: each user has one update in flight at a time, as a person
// would. (One instance of N connections resets each connection's context after every request, so a user went to
// whichever connection asked next and two updates of one profile could race.)
const instances = cookies.map((cookie, user) =>
  autocannon({
    url,
    connections: 1,
    // Until stopped.
    duration: 3600,
    timeout: 30,
    requests: [
      {
        method: 'PUT',
        path: '/api/user/profile',
        headers: { 'content-type': 'application/json', cookie },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ firstName: 'Writer', lastName: String(user), bio: String(Math.random()) }),
        }),
      },
    ],
  }),
);
for (const instance of instances) {
  // The instance re-emits each client's response as (client, status, bytes, ms); the typings omit the client.
  (instance as unknown as NodeJS.EventEmitter).on('response', (_client: unknown, status: number) => {
    if (status === 200) writes += 1;
    else failures += 1;
  });
}
process.on('SIGTERM', () => {
  for (const instance of instances) (instance as unknown as { stop(): void }).stop();
});
process.send?.('ready');
await Promise.all(instances);
process.send?.({ writes, failures, seconds: (performance.now() - started) / 1000 });
process.exit(0);
