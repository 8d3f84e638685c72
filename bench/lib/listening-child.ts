import type { ChildProcess } from 'node:child_process';

/**
 * The bench's side of a server forked with lib/forked-app.ts: waits for the `{ port }` the child sends once it
 * listens (or fails when it exits first), and stops it with SIGTERM.
 */
export async function listeningChild(child: ChildProcess): Promise<{ url: string; stop: () => Promise<void> }> {
  let stopping = false;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // A server that dies under the bench's load must say so (and how), not only as the clients' refused connections.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`the bench server exited during the run: code ${code}, signal ${signal}`);
  });
  const port = await Promise.race([
    new Promise<number>((resolve) =>
      child.on('message', (message: { port?: number }) => {
        if (message.port) resolve(message.port);
      }),
    ),
    exited.then(() => Promise.reject(new Error('the bench server exited before listening'))),
  ]);
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      stopping = true;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
