import { type PlainMessageKey, readMessageRef } from '@tb/contracts';
import { DomainError, NotFoundError } from '@tb/domain';
import { DuplicateEventIdConflict, WrongExpectedRevision } from '@tb/event-store';
import type { FastifyError, FastifyInstance } from 'fastify';
import pg from 'pg';
import { ZodError } from 'zod';
import { StorageQuotaExceededError } from '../blobs/blob-store.ts';
import { type Lang, requestLanguage } from './language.ts';
import { localize, localizeValidationMessage } from './messages.ts';

interface ErrorAnswer {
  status: number;
  message: string;
  /** Seconds for `Retry-After` (a 503 that will pass). */
  retryAfter?: number;
  /** What the answer says beside its message (`twoFactorRequired`), from the error (AnswerFields). */
  fields?: Readonly<Record<string, unknown>>;
}

/**
 * A refusal whose answer says more than its message, for the client to act on: a DomainError subclass declares
 * `answerFields` (`{ twoFactorRequired: true }`), and the error handler sends them beside the message it words, so
 * a route that needs them still throws instead of wording its own answer. They never replace the message.
 */
export interface AnswerFields {
  readonly answerFields: Readonly<Record<string, unknown>>;
}

function answerFieldsOf(error: DomainError): Readonly<Record<string, unknown>> | undefined {
  const fields = (error as Partial<AnswerFields>).answerFields;
  return typeof fields === 'object' && fields !== null ? fields : undefined;
}

/** Connection failures and server shutdowns (SQLSTATE class 08, 57P01–57P03), as pg reports them. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03']);

/** The database went away (killed, restarting): no fault of the request, and it may pass. */
export function isDatabaseUnreachable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && /^Connection terminated|^timeout exceeded when trying to connect/.test(message);
}

function answerFor(error: unknown, lang: Lang): ErrorAnswer {
  if (isDatabaseUnreachable(error))
    return { status: 503, message: localize('common.databaseUnreachable', lang), retryAfter: 30 };
  if (error instanceof DomainError) {
    const message = localize(error.key, lang, error.params);
    const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    const fields = answerFieldsOf(error);
    return {
      status: error.status,
      message,
      ...(typeof retryAfter === 'number' ? { retryAfter } : {}),
      ...(fields ? { fields } : {}),
    };
  }
  if (error instanceof ZodError) {
    const first = error.issues[0];
    return { status: 400, message: localizeValidationMessage(first?.message ?? 'common.invalidRequest', lang) };
  }
  if (error instanceof StorageQuotaExceededError) {
    const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    const sizes = { used: megabytes(error.usedBytes), quota: megabytes(error.limitBytes) };
    return { status: 413, message: localize('security.storageFull', lang, sizes) };
  }
  if (error instanceof WrongExpectedRevision || error instanceof DuplicateEventIdConflict) {
    return { status: 409, message: localize('common.changedMeanwhile', lang) };
  }
  // SQLSTATE class 22 (data exception: a NUL byte, an invalid escape, a value out of range) is PostgreSQL
  // refusing a value the request carried, not a failure on our side.
  // 08P01 (protocol violation) is a NUL in a parameter: PostgreSQL's protocol ends strings at NUL.
  if (error instanceof pg.DatabaseError && (error.code?.startsWith('22') || error.code === '08P01')) {
    return { status: 400, message: localize('common.invalidRequest', lang) };
  }
  const fastifyError = error as Partial<FastifyError> & {
    validation?: { message?: string }[];
    validationContext?: string;
  };
  if (fastifyError.validation) {
    const first = fastifyError.validation[0]?.message ?? '';
    // An address whose parameter no record can have (a malformed id, an index past the end) names nothing: not
    // found, as the same address with a well-formed id that names nothing, never a 400 saying 'not found'.
    if (fastifyError.validationContext === 'params')
      return { status: 404, message: localizeValidationMessage(first, lang, 'common.notFound') };
    return { status: 400, message: localizeValidationMessage(first, lang) };
  }
  const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (status >= 400 && status < 500) return { status, message: refusalMessage(fastifyError, status, lang) };
  return { status: 500, message: localize('common.serverFault', lang) };
}

/**
 * A library's refusal (Fastify's parsers, multipart, the router) words its own message, often with the caller's
 * input in it ('Unsupported Media Type: <the header>', the JSON parser's excerpt) and never in Chinese: answered
 * with ours for its status instead. A message of ours (a message ref) is said as it is.
 */
function refusalMessage(error: Partial<FastifyError>, status: number, lang: Lang): string {
  const ours = error.message ? readMessageRef(error.message) : undefined;
  if (ours) return localize(ours.key, lang, ours.params);
  return localize(REFUSALS[status] ?? 'common.invalidRequest', lang);
}

const REFUSALS: Record<number, PlainMessageKey> = {
  404: 'common.notFound',
  408: 'common.requestTooSlow',
  413: 'common.requestTooLarge',
  414: 'common.addressTooLong',
  415: 'common.contentTypeRefused',
  431: 'common.headersTooLarge',
};

/** The answer to a refusal outside any route (a URL the router cannot take, a request Node cannot parse). */
export function refusalAnswer(status: number, lang: Lang): string {
  return JSON.stringify({ message: localize(REFUSALS[status] ?? 'common.invalidRequest', lang) });
}

/** One place maps errors to `{ message }` answers in the caller's language; a 5xx never shows internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    // The client went away mid-request (an upload whose connection was cut): no one to answer, and no fault here.
    if ((error as { code?: unknown }).code === 'ECONNRESET' && request.raw.socket?.destroyed) {
      request.log.info('client went away');
      return reply.status(400).send({ message: localize('common.invalidRequest', requestLanguage(request)) });
    }
    const answer = answerFor(error, requestLanguage(request));
    if (answer.retryAfter !== undefined) reply.header('retry-after', String(answer.retryAfter));
    // A DomainError with a 5xx is a refusal the code chose (503: the parser threads are busy), not a fault; nor is
    // the database going away (logged once as a warning per request, the process keeps answering 503 meanwhile).
    const fault = answer.status >= 500 && !(error instanceof DomainError) && answer.retryAfter === undefined;
    if (fault) request.log.error({ err: error }, 'request failed');
    else if (answer.status >= 500)
      request.log.warn({ status: answer.status, message: answer.message }, 'request refused');
    else request.log.info({ status: answer.status, message: answer.message }, 'request refused');
    return reply.status(answer.status).send({ ...answer.fields, message: answer.message });
  });
}

/**
 * The 404 a hook or handler answers for a path it does not serve (/metrics to a stranger, a source map):
 * thrown, so the error handler words it in the caller's language like every other refusal.
 */
export const notFoundRefusal = (): DomainError => new NotFoundError('common.notFound');

/** A JSON 404 for a service that serves no web app. */
export function installNotFoundHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: localize('common.notFound', requestLanguage(request)) }),
  );
}
