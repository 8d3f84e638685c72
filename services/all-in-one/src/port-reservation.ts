import { createServer, type Server } from 'node:net';
import { StartupError } from '@tb/platform';

export interface PortReservation {
  /** Gives the port back, just before the app listens on it. */
  release(): Promise<void>;
}

/**
 * Takes the entry port before anything else is done: a taken port then stops the start before the store is opened
 * or a password is shown, with one sentence naming the port. Held (connections closed at once) until the app can
 * serve, so nothing else takes it meanwhile. Port 0 (any free port) needs no reservation.
 */
export async function reservePort(port: number, host: string): Promise<PortReservation> {
  if (port === 0) return { release: async () => {} };
  try {
    const server = await listen(port, host);
    let released: Promise<void> | undefined;
    return {
      release: () => {
        released ??= new Promise((resolve) => server.close(() => resolve()));
        return released;
      },
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const free = await nextFreePort(port, host);
    throw new StartupError(
      `Talent Bridge could not start: port ${port} is already in use (another Talent Bridge, or another program): stop what runs there, or start on another port, e.g. PORT=${free ?? port + 1} npm start.`,
    );
  }
}

function listen(port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.destroy());
    server.once('error', reject);
    server.listen({ port, host, exclusive: true }, () => resolve(server));
  });
}

/** The first free port of the next few, to suggest one that works. */
async function nextFreePort(port: number, host: string): Promise<number | undefined> {
  for (let candidate = port + 1; candidate <= Math.min(port + 20, 65535); candidate++) {
    const server = await listen(candidate, host).catch(() => null);
    if (server) {
      await new Promise((resolve) => server.close(resolve));
      return candidate;
    }
  }
  return undefined;
}
