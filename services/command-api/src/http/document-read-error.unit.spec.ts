import { DocumentError } from '@tb/documents';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { documentReadError } from './document-read-error.ts';

/** A request as the helper uses it: its language from the headers, and a log that keeps each line. */
function request(lang: 'en' | 'zh') {
  const lines: { level: string; facts: unknown; message: string }[] = [];
  const log = Object.fromEntries(
    ['error', 'warn', 'info'].map((level) => [
      level,
      (facts: unknown, message: string) => lines.push({ level, facts, message }),
    ]),
  );
  const req = { headers: { 'accept-language': lang === 'zh' ? 'zh-CN' : 'en-US' }, query: {}, log };
  return { req: req as unknown as FastifyRequest, lines };
}

describe('a document that could not be read', () => {
  it("is worded in the caller's language, and its detail goes to the log, not the answer", () => {
    const { req, lines } = request('zh');
    const message = documentReadError(req, new DocumentError('corrupt', 'pdf.js: bad XRef entry'));
    expect(message).toBe('文档已损坏或不完整，无法读取。');
    expect(message).not.toContain('XRef');
    expect(lines).toEqual([
      {
        level: 'warn',
        facts: { documentError: 'corrupt', detail: 'pdf.js: bad XRef entry' },
        message: 'document not read',
      },
    ]);
  });

  it('logs a parser step that failed to load as an error: the server is at fault, not the file', () => {
    const { req, lines } = request('en');
    const message = documentReadError(req, new DocumentError('corrupt', 'StepLoadError: Unexpected token'));
    expect(message).toBe('The document is damaged or incomplete and cannot be read.');
    expect(lines.map((line) => [line.level, line.message])).toEqual([
      ['error', 'a document parser step failed to load'],
    ]);
  });
});
