import type { DocumentError } from '@tb/documents';
import { messageFor } from '@tb/platform';
import type { FastifyRequest } from 'fastify';

/**
 * Why a document could not be read (damaged, protected, over its time budget…), in the caller's language. Not a
 * refusal: the upload is kept and answered with a form to fill by hand or no skill tags, and this says why, so it
 * is part of a success answer (`readError`) rather than thrown. The one place that words a document error that
 * way, from the catalogue's 'document.<code>' (a busy parser is a 503: refuseWhenBusy).
 */
export const documentReadError = (request: FastifyRequest, error: DocumentError): string =>
  messageFor(request, `document.${error.code}`);
