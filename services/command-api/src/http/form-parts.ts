import { DomainError, ValidationError } from '@tb/domain';
import type { FastifyRequest } from 'fastify';

/**
 * A form the multipart parser cannot read (no or overlong boundary, cut short, broken part headers) is the
 * sender's mistake: 400, not the parser's bare error as a 500.
 */
export function unreadableForm(error: unknown): unknown {
  // Typed errors, and system or database errors (they carry a `code`), keep their own answer.
  if (error instanceof DomainError || typeof (error as { code?: unknown } | null)?.code === 'string') return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new ValidationError('common.formUnreadable');
}

/** `source`, with a read error turned into `unreadableForm`'s 400. */
export async function* readable<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<T>;
    try {
      next = await iterator.next();
    } catch (error) {
      throw unreadableForm(error);
    }
    if (next.done) return;
    yield next.value;
  }
}

/** The parts of a multipart request; see `readable`. */
export const formParts = (request: FastifyRequest, options: Parameters<FastifyRequest['parts']>[0]) =>
  readable(request.parts(options));
