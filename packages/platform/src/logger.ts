import pino from 'pino';

export type Logger = pino.Logger;

/** Lines go to stdout, or to `destination` (a test keeps them to show with a failure). */
export function createLogger(
  options: { level?: string; name?: string; destination?: pino.DestinationStream } = {},
): Logger {
  const settings: pino.LoggerOptions = {
    name: options.name ?? 'talent-bridge',
    level: options.level ?? 'info',
    // Secrets never reach the log, whatever a caller passes in.
    redact: {
      paths: [
        'password',
        '*.password',
        'currentPassword',
        'newPassword',
        '*.code',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
