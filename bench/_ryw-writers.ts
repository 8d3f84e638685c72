import { TestClient } from '@tb/all-in-one/test-client';

/**
 * The background load of `bench/read-your-writes.ts`, in a process of its own as real clients would be:
 * N signed-in users update their profiles back to back until SIGTERM, then print how many writes they made.
 * Arguments: base URL, then the users' emails (password `secret1`).
 */
const [url, ...emails] = process.argv.slice(2);
if (!url || emails.length === 0) throw new Error('usage: _ryw-writers.ts URL EMAIL…');

let stop = false;
let writes = 0;
let failures = 0;
process.on('SIGTERM', () => {
  stop = true;
});

const writers = await Promise.all(
  emails.map(async (email) => {
    const client = new TestClient(url);
    const login = await client.post('/api/auth/login', { email, password: 'secret1' });
    if (login.status !== 200) throw new Error(`sign-in failed for ${email}: ${login.status}`);
    return client;
  }),
);
process.send?.('ready');
const started = performance.now();
await Promise.all(
  writers.map(async (writer, i) => {
    while (!stop) {
      const answer = await writer.put('/api/user/profile', {
        firstName: 'Writer',
        lastName: String(i),
        bio: String(Math.random()),
      });
      if (answer.status === 200) writes += 1;
      else failures += 1;
    }
  }),
);
process.send?.({ writes, failures, seconds: (performance.now() - started) / 1000 });
process.exit(0);
