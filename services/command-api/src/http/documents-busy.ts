import { isDocumentError } from '@tb/documents';
import { DomainError } from '@tb/domain';

/** 503: the parser threads' queue is full, or a document waited its longest for a thread. Nothing was stored. */
export class DocumentsBusyError extends DomainError {
  override readonly name = 'DocumentsBusyError';
  readonly status = 503;
  /** `Retry-After`: the message says "in a minute". */
  readonly retryAfterSeconds = 60;
}

/**
 * Rethrows a document refused for lack of a parser thread as a 503 in the caller's language; any other error
 * is left to the route (an unreadable document is the route's own answer).
 */
export function refuseWhenBusy(error: unknown): void {
  if (isDocumentError(error) && error.code === 'busy') {
    throw new DocumentsBusyError('document.busy');
  }
}
