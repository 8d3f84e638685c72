import { DomainError } from '@tb/domain';
import { DuplicateEventIdConflict, WrongExpectedRevision } from '@tb/event-store';
import type { FastifyError, FastifyInstance } from 'fastify';
import pg from 'pg';
import { ZodError } from 'zod';
import { type Lang, requestLanguage } from './language.ts';
import { localizeMessage, localizeValidationMessage } from './messages.ts';

interface ErrorAnswer {
  status: number;
  message: string;
}

function answerFor(error: unknown, lang: Lang): ErrorAnswer {
  if (error instanceof DomainError) return { status: error.status, message: error.messageIn(lang) };
  if (error instanceof ZodError) {
    const first = error.issues[0];
    return { status: 400, message: localizeValidationMessage(first?.message ?? 'Invalid request', lang) };
  }
  if (error instanceof WrongExpectedRevision || error instanceof DuplicateEventIdConflict) {
    return {
      status: 409,
      message: localizeMessage('This record was changed by someone else. Reload the page and try again.', lang),
    };
  }
  // SQLSTATE class 22 (data exception: a NUL byte, an invalid escape, a value out of range) is PostgreSQL
  // refusing a value the request carried, not a failure on our side.
  if (error instanceof pg.DatabaseError && error.code?.startsWith('22')) {
    return { status: 400, message: localizeMessage('Invalid request', lang) };
  }
  const fastifyError = error as Partial<FastifyError> & { validation?: { message?: string }[] };
  if (fastifyError.validation) {
    const first = fastifyError.validation[0]?.message ?? 'Invalid request';
    return { status: 400, message: localizeValidationMessage(first, lang) };
  }
  const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (status >= 400 && status < 500) {
    return { status, message: localizeMessage(fastifyError.message ?? 'Invalid request', lang) };
  }
  return { status: 500, message: localizeMessage('Something went wrong on our side. Please try again.', lang) };
}

/** One place maps errors to `{ message }` answers in the caller's language; a 5xx never shows internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const answer = answerFor(error, requestLanguage(request));
    if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status: answer.status, message: answer.message }, 'request refused');
    return reply.status(answer.status).send({ message: answer.message });
  });
}

/** A JSON 404 for a service that serves no web app. */
export function installNotFoundHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: localizeMessage('Not found', requestLanguage(request)) }),
  );
}
