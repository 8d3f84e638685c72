import { ConfigError } from '../config.ts';

export interface RunningService {
  /** Finishes in-flight work (requests, the current batch), then releases everything. */
  stop(): Promise<void>;
}

/**
 * The entry of a deployable: a configuration error ends it with the message (exit 2); SIGINT or SIGTERM
 * stops it gracefully — also while it is still starting — and a second signal ends it at once.
 */
export function runService(name: string, start: () => Promise<RunningService>): void {
  const starting = start();
  let signals = 0;
  const shutdown = () => {
    signals += 1;
    if (signals > 1) process.exit(1);
    starting
      .then((service) => service.stop())
      .then(
        () => {
          // Under the tsx CLI the exit code after a signal becomes 128 + signal; this line says it was clean.
          process.stderr.write(`${name} stopped\n`, () => process.exit(0));
        },
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  starting.catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(error instanceof ConfigError ? 2 : 1);
  });
}
