import type { MessageArgs, MessageKey, MessageParam } from '@tb/contracts';

/**
 * Business errors, each with the HTTP status it maps to. An error names its message by a key of the contracts'
 * catalogues, with the parameters that key's text takes (both checked by the compiler); the domain knows no
 * language: the HTTP edge says the message in the caller's language. `message` is the key, for logs.
 */
export abstract class DomainError extends Error {
  abstract readonly status: number;
  readonly key: MessageKey;
  readonly params: Readonly<Record<string, MessageParam>>;
  constructor(...[key, params]: MessageArgs) {
    super(key);
    this.key = key;
    this.params = params ?? {};
  }
}

export class ValidationError extends DomainError {
  override readonly name = 'ValidationError';
  readonly status = 400;
}
export class UnauthorizedError extends DomainError {
  override readonly name = 'UnauthorizedError';
  readonly status = 401;
}
export class ForbiddenError extends DomainError {
  override readonly name = 'ForbiddenError';
  readonly status = 403;
}
export class NotFoundError extends DomainError {
  override readonly name = 'NotFoundError';
  readonly status = 404;
}
export class IllegalStateError extends DomainError {
  override readonly name = 'IllegalStateError';
  readonly status = 409;
}
export class TooManyRequestsError extends DomainError {
  override readonly name = 'TooManyRequestsError';
  readonly status = 429;
}
export class PayloadTooLargeError extends DomainError {
  override readonly name = 'PayloadTooLargeError';
  readonly status = 413;
}
/** The record moved on since the caller read it (`If-Match` named an older revision). */
export class PreconditionFailedError extends DomainError {
  override readonly name = 'PreconditionFailedError';
  readonly status = 412;
}
/** Well-formed but contradicting an earlier request (an `Idempotency-Key` reused with another body). */
export class UnprocessableError extends DomainError {
  override readonly name = 'UnprocessableError';
  readonly status = 422;
}
