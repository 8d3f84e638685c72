/**
 * Business errors, each with the HTTP status it maps to. A message has an English and a Chinese text;
 * the service answers in the caller's language.
 */
export interface Bilingual {
  en: string;
  zh: string;
}

export abstract class DomainError extends Error {
  abstract readonly status: number;
  readonly zh: string;
  constructor(message: Bilingual | string) {
    const texts = typeof message === 'string' ? { en: message, zh: message } : message;
    super(texts.en);
    this.zh = texts.zh;
  }
  messageIn(lang: 'en' | 'zh'): string {
    return lang === 'zh' ? this.zh : this.message;
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
