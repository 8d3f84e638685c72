import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Runtime } from '@tb/all-in-one';
import { TestClient } from '@tb/all-in-one/test-client';
import { ensureAdmin } from '@tb/command-api';

export interface InProcessApp {
  runtime: Runtime;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Stops the app (its database pool included) and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * The all-in-one app (`npm start`) in the bench's own process, on 127.0.0.1 over `databaseUrl`, with a throwaway
 * data folder, no demo data and errors-only logs. For benches whose client does little; a load generator should
 * use bench/lib/forked-app.ts so it does not share the server's event loop.
 */
export async function startInProcessApp(databaseUrl: string, dataDirPrefix: string): Promise<InProcessApp> {
  const dataDir = mkdtempSync(join(tmpdir(), dataDirPrefix));
  const { startRuntime } = await import('@tb/all-in-one');
  try {
    const runtime = await startRuntime(
      loadConfig({
        PORT: '0',
        LOG_LEVEL: 'error',
        SEED_DEMO: '0',
        TRUST_PROXY: '1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
      }),
    );
    const address = runtime.app.server.address();
    return {
      runtime,
      url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      async stop() {
        await runtime.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** An admin account (`password` default `secret1`) ensured through the command side, and a client signed in as it. */
export async function signedInAdmin(app: InProcessApp, email: string, password = 'secret1!'): Promise<TestClient> {
  await ensureAdmin(app.runtime.store, { email, password });
  const client = new TestClient(app.url);
  const login = await client.post('/api/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`sign-in as ${email} answered ${login.status}`);
  return client;
}
