import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createLogger } from '@tb/platform';

/**
 * `npm start`'s first step: builds the web app. In a terminal vite's lines pass through as they are; piped, each
 * becomes a JSON log line (name `web-build`), like everything the app prints after it, so `npm start | jq` or a log
 * shipper reads the whole stream.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const inTerminal = process.stdout.isTTY === true;
const build = spawn('npm', ['run', '--silent', 'build', '-w', 'web', '--if-present'], {
  cwd: root,
  stdio: inTerminal ? 'inherit' : ['ignore', 'pipe', 'pipe'],
});

if (!inTerminal) {
  const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
  const level = levels.includes(process.env.LOG_LEVEL ?? '') ? (process.env.LOG_LEVEL as string) : 'info';
  const logger = createLogger({ name: 'web-build', level });
  const relay = (stream: Readable | null, log: (line: string) => void) => {
    if (!stream) return;
    createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
      if (line.trim() !== '') log(line);
    });
  };
  relay(build.stdout, (line) => logger.info(line));
  // vite writes its warnings (chunk sizes, say) and errors to stderr.
  relay(build.stderr, (line) => logger.warn(line));
}

// 'close', not 'exit': every line of its output is relayed first.
build.on('close', (code) => process.exit(code ?? 1));
