import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(options: { level?: string; name?: string } = {}): Logger {
  return pino({
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
  });
}
