import { candidateDetailsPart, interviewPart, type SaveCandidateBody, webLinkOf } from '@tb/contracts';
import { type AddCandidate, type CommandMetadata, candidateStream, ValidationError } from '@tb/domain';
import type { Position } from '@tb/event-store';
import type { BlobRef, BlobStore } from '@tb/platform';
import { hireOf, part } from './request-parts.ts';
import { claimUpload, isUploadLink, type LinkedUpload, settleUpload } from './upload-tokens.ts';

/** What saving a reviewed candidate needs; the routes wire the real ones, the unit test its own. */
export interface ReviewedCandidatePorts {
  blobs: Pick<BlobStore, 'claim' | 'release'>;
  /** The file and hold an upload link names; refuses an expired or forged link (409, upload again). */
  openUpload(link: string): Promise<LinkedUpload>;
  addCandidate(
    command: AddCandidate,
    options: { idempotencyKey?: string | undefined; requestHash?: string | undefined },
  ): Promise<{ position: Position | null; events: { data: { candidateId: string } }[] }>;
  /** Whether the candidate's stream holds an event (a retry's first attempt added it). */
  candidateAdded(candidateId: string): Promise<boolean>;
}

export interface ReviewedCandidate {
  candidateId: string;
  /** The review form as sent: typed fields, and the upload links of its resume and portfolio. */
  form: SaveCandidateBody;
  /** The inbox e-mail it was reviewed from: its resume attachment is the candidate's resume. */
  email?: { emailId: string; resume: BlobRef | null } | undefined;
  metadata: CommandMetadata;
  idempotency?: { idempotencyKey?: string | undefined; requestHash?: string | undefined } | undefined;
}

/**
 * Adds a candidate from the review form, after a resume upload or from an inbox e-mail. The uploaded files named by
 * the form's links (and the e-mail's resume) are claimed by the candidate before the event that references them,
 * so a crash in between keeps a file rather than losing one; a candidate that was not added lets go of them again
 * (the uploads' holds still keep them for a retry), and once it is added the holds are released.
 */
export async function saveReviewedCandidate(
  ports: ReviewedCandidatePorts,
  reviewed: ReviewedCandidate,
): Promise<{ candidateId: string; position: Position | null }> {
  const { form, email, candidateId } = reviewed;
  // A retry of a save that was stored (same Idempotency-Key) gets its first answer from the command: its files
  // were claimed then and may be gone since (the candidate erased, the link lapsed), so none is opened or claimed.
  const retried = !!reviewed.idempotency?.idempotencyKey && (await ports.candidateAdded(candidateId));
  // The e-mail's own attachment is its resume; a link in its form is not followed.
  const resumeUpload =
    !retried && !email && isUploadLink(form.resumeLink) ? await ports.openUpload(form.resumeLink) : null;
  const portfolioUpload =
    !retried && isUploadLink(form.portfolioLink) ? await ports.openUpload(form.portfolioLink) : null;
  const uploaded = resumeUpload?.ref ?? null;
  const resume = email
    ? email.resume
    : uploaded && form.resumeFileName
      ? { ...uploaded, fileName: form.resumeFileName }
      : uploaded;
  const portfolioFile = portfolioUpload?.ref ?? null;
  // A portfolio link that is not an upload link is a URL typed by hand.
  const typedLink =
    form.portfolioLink && !portfolioFile && !retried ? webLinkOf(form.portfolioLink.slice(0, 1024)) : '';
  if (typedLink === null) throw new ValidationError('security.linkScheme');
  const details = {
    ...part(candidateDetailsPart, form),
    ...(typedLink ? { portfolio: typedLink } : {}),
    name: form.name,
  };
  const interview = part(interviewPart, form);
  const hire = hireOf(form);
  const emailId = email?.emailId ?? (form.emailId || null);
  const owner = candidateStream(candidateId);
  const uploads = [resumeUpload, portfolioUpload].filter((upload) => upload !== null);
  const claimed: string[] = [];
  for (const upload of uploads) {
    await claimUpload(ports.blobs, upload, owner);
    claimed.push(upload.ref.id);
  }
  if (email?.resume && !retried) {
    await ports.blobs.claim(email.resume.id, owner);
    claimed.push(email.resume.id);
  }
  const command: AddCandidate = {
    type: 'AddCandidate',
    data: {
      candidateId,
      source: emailId ? 'email' : resume ? 'resume' : 'form',
      emailId,
      details,
      ...(interview ? { interview } : {}),
      ...(hire ? { hire } : {}),
      resume,
      portfolioFile,
    },
    metadata: reviewed.metadata,
  };
  const result = await ports.addCandidate(command, reviewed.idempotency ?? {}).catch(async (error: unknown) => {
    if (!(await ports.candidateAdded(candidateId))) for (const id of claimed) await ports.blobs.release(id, owner);
    throw error;
  });
  for (const upload of uploads) await settleUpload(ports.blobs, upload);
  return { candidateId: result.events[0]?.data.candidateId ?? candidateId, position: result.position };
}
