import { randomUUID } from 'node:crypto';
import { CONTACT_ATTACHMENT_MAX_BYTES, contactFields, contactForm, messageAnswer } from '@tb/contracts';
import { contactDecider, contactStream } from '@tb/domain';
import { handleCommand, messageFor, requestLanguage } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../http/actor.ts';
import { idempotency } from '../http/concurrency.ts';
import { commandMetadata, exposePosition, idempotencyKey } from '../http/context.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { receiveFile } from '../http/uploads.ts';
import { stableId } from '../projects/stable-id.ts';

export async function contactRoutes(app: FastifyInstance) {
  app.post(
    '/api/contact',
    {
      schema: {
        summary: 'Send a message through the contact form',
        operationId: 'sendContactMessage',
        tags: ['site'],
        response: { 200: messageAnswer },
      },
      config: { openapi: { form: contactForm }, access: 'visitor', rateLimited: true, honours: ['idempotency-key'] },
    },
    async (request, reply) => {
      await enforceRateLimit(request, `contact:${request.ip}`, 5, 10 * 60);
      const { fields, file: upload } = await receiveFile(request, {
        field: 'file',
        maxBytes: CONTACT_ATTACHMENT_MAX_BYTES,
        accept: ['pdf', 'doc', 'docx'],
        tooLarge: 'contact.fileTooLarge',
        wrongType: 'contact.fileType',
      });
      const parsed = contactFields.safeParse(fields);
      if (!parsed.success) {
        if (upload) await app.blobStore.release(upload.ref.id, upload.hold);
        throw parsed.error;
      }
      const lang = requestLanguage(request);
      const actor = await currentUser(request);
      // A retried message (same Idempotency-Key) is the same message: one event, so one mail.
      const key = idempotencyKey(request);
      const messageId = key ? stableId('contact', actor?.userId ?? 'visitor', key) : randomUUID();
      if (upload) await app.blobStore.claim(upload.ref.id, contactStream(messageId), upload.hold);
      const result = await handleCommand(
        app.eventStore,
        contactDecider,
        contactStream(messageId),
        {
          type: 'ReceiveContactMessage',
          data: { messageId, ...parsed.data, attachment: upload?.ref ?? null, lang },
          metadata: commandMetadata(request, actor?.userId ?? 'visitor'),
        },
        idempotency(request, { ...parsed.data, attachment: upload?.ref.sha256 ?? null }),
      );
      exposePosition(reply, result.position);
      return { message: messageFor(request, 'contact.sent') };
    },
  );
}
