import { type DocumentError, isStepLoadError } from '@tb/documents';
import { messageFor } from '@tb/platform';
import type { FastifyRequest } from 'fastify';

/**
 * Why a document could not be read (damaged, protected, over its time budget…), in the caller's language. Not a
 * refusal: the upload is kept and answered with a form to fill by hand or no skill tags, and this says why, so it
 * is part of a success answer (`readError`) rather than thrown. The one place that words a document error that
 * way, from the catalogue's 'document.<code>' (a busy parser is a 503: refuseWhenBusy).
 *
 * It also leaves a log line with the reader's `detail`, which the answer must not quote: a document the parser
 * threw on is reported to the uploader as damaged, and without the line a bug of ours (a parser step that throws
 * on some input, or a step module that fails to load) would look like bad files forever. A step that failed to
 * load is the server's fault, so an error; anything else is the document's, so a warning.
 */
export function documentReadError(request: FastifyRequest, error: DocumentError): string {
  const facts = { documentError: error.code, detail: error.detail };
  if (isStepLoadError(error)) request.log.error(facts, 'a document parser step failed to load');
  else request.log.warn(facts, 'document not read');
  return messageFor(request, `document.${error.code}`);
}
