import { emailAttachmentParams } from '@tb/contracts';
import { NotFoundError } from '@tb/domain';
import { readEmailAttachments } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inlineDisposition, isStoredFile } from '../http/send-file.ts';

const notFound = () => new NotFoundError('inbox.attachmentNotFound');

/** Only these open in the browser; anything else a stranger mailed (HTML, SVG, scripts) is a download. */
const VIEWABLE = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'text/plain']);

/** GET /api/admin/email-attachment/{emailId}/{index}/{filename}: an inbox email's attachment, for admins. */
export async function inboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/email-attachment/:emailId/:index/:filename',
    {
      schema: {
        summary: "An inbox e-mail's attachment",
        operationId: 'downloadEmailAttachment',
        tags: ['inbox'],
        params: emailAttachmentParams,
      },
      config: {
        openapi: { answers: { 200: { description: 'The attachment', file: true } } },
        access: 'admin',
        readModels: ['inbox'],
      },
    },
    async (request, reply) => {
      const { emailId, index, filename } = request.params;
      const schema = await fastify.readModels.schemaOf('inbox');
      const file = (await readEmailAttachments(fastify.pool, schema, emailId))?.[index];
      // The name in the address must match too: a guessed index alone does not open a file.
      if (!isStoredFile(file) || file.fileName !== filename) throw notFound();
      const stream = await fastify.blobReader.read(file.id);
      if (!stream) throw notFound();
      const viewable = VIEWABLE.has(file.contentType.toLowerCase());
      const disposition = inlineDisposition(file.fileName);
      return reply
        .header('content-type', viewable ? file.contentType : 'application/octet-stream')
        .header('content-length', String(file.size))
        .header('content-disposition', viewable ? disposition : disposition.replace(/^inline/, 'attachment'))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
}
