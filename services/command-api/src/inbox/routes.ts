import {
  loadEmailsAnswer,
  loadEmailsBody,
  processEmailAnswer,
  processEmailBody,
  saveCandidateBody,
} from '@tb/contracts';
import {
  type CommandMetadata,
  candidateStream,
  type EmailReceived,
  IllegalStateError,
  inboxDecider,
  inboxEmailStream,
  inboxSubjectOfStream,
  NotFoundError,
} from '@tb/domain';
import { handleCommand, inboxLookup, loadAggregate, messageFor, sealedEventStore } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { openCandidateStore, runCandidateCommand } from '../candidates/candidate-store.ts';
import { reviewedCandidatePorts } from '../candidates/reviewed-candidate-ports.ts';
import { saveReviewedCandidate } from '../candidates/save-reviewed-candidate.ts';
import { actorOf } from '../http/actor.ts';
import { commandMetadata, exposePosition } from '../http/context.ts';
import { candidateIdForEmail } from './email-candidate-id.ts';
import { unprocessedEmails } from './unprocessed-emails.ts';

const LOAD_EMAILS_WAIT_MS = 30_000;

/** Load Emails and the review's Save / Skip. */
export async function inboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const candidates = await openCandidateStore(fastify.pool, fastify.eventStore);
  const inbox = sealedEventStore(fastify.eventStore, candidates.keys, { subjectOf: inboxSubjectOfStream });
  const lookup = inboxLookup(fastify.pool);

  /**
   * The e-mail of someone who already is a candidate: recorded on that candidate (the application, a later
   * applied date, contacts the record lacks, the resume) instead of a second candidate.
   */
  async function attachEmailApplication(
    candidateId: string,
    emailId: string,
    email: EmailReceived['data'],
    candidateData: unknown,
    metadata: CommandMetadata,
  ) {
    const content = email.personal;
    if (!content) throw new NotFoundError('inbox.emailNotFound');
    const resume = content.resumeIndex === null ? null : (content.attachments[content.resumeIndex] ?? null);
    // The card's contacts as the admin may have corrected them, else as read from the e-mail.
    const reviewed = saveCandidateBody.safeParse(candidateData ?? {});
    const contact = (field: 'email' | 'phone') =>
      (reviewed.success ? reviewed.data[field] : undefined) || content.extracted[field] || '';
    const owner = candidateStream(candidateId);
    // The existing candidate owns the email's resume from now on, as a new one would.
    if (resume) await fastify.blobStore.claim(resume.id, owner);
    await runCandidateCommand(
      candidates,
      {
        type: 'AttachEmailApplication',
        data: {
          candidateId,
          emailId,
          receivedAt: email.receivedAt,
          subject: content.subject,
          from: content.from,
          email: contact('email'),
          phone: contact('phone'),
          resume,
        },
        metadata,
      },
      { idempotencyKey: `inbox-attach-${emailId}` },
    ).catch(async (error: unknown) => {
      // An unknown or erased candidate owned nothing before: its ownership is dropped again.
      if (resume && (error instanceof NotFoundError || error instanceof IllegalStateError)) {
        await fastify.blobStore.release(resume.id, owner);
      }
      throw error;
    });
  }

  app.post(
    '/api/admin/load-emails',
    {
      schema: {
        summary: "Load the HR mailbox's unprocessed e-mails",
        operationId: 'loadEmails',
        tags: ['inbox'],
        response: { 200: loadEmailsAnswer },
        body: loadEmailsBody,
      },
      config: { access: 'admin' },
    },
    async (request) => {
      try {
        // Mail that arrived seconds ago is included: the worker reads it before the answer is made.
        await fastify.syncInbox?.();
      } catch (error) {
        // The emails already read still deserve a review while the mailbox is unreachable.
        request.log.warn({ err: error }, 'inbox sync failed; answering the emails already read');
      }
      const head = await fastify.eventStore.headPosition();
      // The admin asked for everything that arrived: wait longer than a plain read-your-writes would.
      if (head && !(await fastify.waitForProjections(['inbox'], head, LOAD_EMAILS_WAIT_MS))) {
        request.log.warn('the inbox read model is behind; answering the emails it holds');
      }
      const emails = await unprocessedEmails(lookup, request.body?.sinceDate || undefined);
      const message =
        emails.length > 0
          ? messageFor(request, 'inbox.found', { n: emails.length })
          : messageFor(request, 'inbox.noneFound');
      return { emails, requiresReview: emails.length > 0, message };
    },
  );

  app.post(
    '/api/admin/process-email',
    {
      schema: {
        summary: 'Save an e-mail as a candidate, or skip it',
        operationId: 'processEmail',
        tags: ['inbox'],
        response: { 200: processEmailAnswer },
        body: processEmailBody,
      },
      config: { access: 'admin', openapi: { refuses: [404, 409] } },
    },
    async (request, reply) => {
      const admin = actorOf(request);
      const { emailId, action, attachTo } = request.body;
      const metadata = commandMetadata(request, admin.userId);
      const stream = inboxEmailStream(emailId);
      const { state } = await loadAggregate(inbox, inboxDecider, stream);
      // Deciding first refuses an unknown or already processed email before any candidate is added.
      inboxDecider.decide({ type: 'ProcessEmail', data: { emailId, action, candidateId: null }, metadata }, state);
      let candidateId: string | null = null;
      if (action === 'save' && state.status === 'received' && attachTo) {
        candidateId = attachTo;
        await attachEmailApplication(attachTo, emailId, state.email, request.body.candidateData, metadata);
      } else if (action === 'save' && state.status === 'received') {
        // A refused form says its first fault (a bad email, a score out of range), not always 'Name is required'.
        const form = saveCandidateBody.parse(request.body.candidateData ?? {});
        const content = state.email.personal;
        if (!content) throw new NotFoundError('inbox.emailNotFound');
        const resume = content.resumeIndex === null ? null : (content.attachments[content.resumeIndex] ?? null);
        // The candidate owns the resume too: it outlives the email if the email alone were ever dropped.
        ({ candidateId } = await saveReviewedCandidate(reviewedCandidatePorts(fastify, candidates), {
          candidateId: candidateIdForEmail(emailId),
          form,
          email: { emailId, resume },
          metadata,
          idempotency: { idempotencyKey: `inbox-save-${emailId}` },
        }));
      }
      const result = await handleCommand(inbox, inboxDecider, stream, {
        type: 'ProcessEmail',
        data: { emailId, action, candidateId },
        metadata,
      });
      exposePosition(reply, result.position);
      const message = messageFor(request, action === 'save' ? 'candidate.saved' : 'inbox.skipped');
      return { emailId, action, candidateId, message };
    },
  );
}
