import { type AddCandidate, candidateStream, ValidationError } from '@tb/domain';
import type { BlobRef } from '@tb/platform';
import { describe, expect, it } from 'vitest';
import type { ReviewedCandidatePorts } from './save-reviewed-candidate.ts';
import { saveReviewedCandidate } from './save-reviewed-candidate.ts';
import type { LinkedUpload } from './upload-tokens.ts';

const file = (id: string, fileName: string): BlobRef => ({
  id,
  fileName,
  contentType: 'application/pdf',
  size: 10,
  sha256: id,
});
const LINKS: Record<string, LinkedUpload> = {
  'upload:resume': { ref: file('r1', 'cv.pdf'), hold: 'upload:h-resume' },
  'upload:portfolio': { ref: file('p1', 'work.zip'), hold: 'upload:h-portfolio' },
};
const metadata = { actorId: 'admin-1', now: '2026-01-02T03:04:05.000Z' };
const owner = candidateStream('c1');

/** Ports that record every blob call and command, in order; `refuse` makes the command fail. */
function ports(options: { refuse?: Error; addedBefore?: boolean } = {}) {
  const calls: string[] = [];
  const commands: AddCandidate[] = [];
  const port: ReviewedCandidatePorts = {
    blobs: {
      claim: async (id, to) => void calls.push(`claim ${id} ${to}`),
      release: async (id, from) => void calls.push(`release ${id} ${from}`),
    },
    openUpload: async (link) => {
      const linked = LINKS[link];
      if (!linked) throw new Error(`unknown link ${link}`);
      return linked;
    },
    addCandidate: async (command, idempotency) => {
      calls.push(`add ${idempotency.idempotencyKey ?? '-'}`);
      commands.push(command);
      if (options.refuse) throw options.refuse;
      return { position: '42', events: [{ data: { candidateId: command.data.candidateId } }] };
    },
    candidateAdded: async () => options.addedBefore === true,
  };
  return { port, calls, commands };
}

describe('saveReviewedCandidate', () => {
  it('adds the reviewed candidate with its uploaded files, claimed before the event and their holds released after', async () => {
    const { port, calls, commands } = ports();
    const saved = await saveReviewedCandidate(port, {
      candidateId: 'c1',
      form: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        english: 4.5,
        resumeLink: 'upload:resume',
        resumeFileName: 'Ada CV.pdf',
        portfolioLink: 'upload:portfolio',
      },
      metadata,
      idempotency: { idempotencyKey: 'k1' },
    });
    expect(saved).toEqual({ candidateId: 'c1', position: '42' });
    expect(calls).toEqual([
      `claim r1 ${owner}`,
      `claim p1 ${owner}`,
      'add k1',
      'release r1 upload:h-resume',
      'release p1 upload:h-portfolio',
    ]);
    expect(commands[0]?.data).toEqual({
      candidateId: 'c1',
      source: 'resume',
      emailId: null,
      details: { name: 'Ada Lovelace', email: 'ada@example.com' },
      interview: { english: 4.5 },
      resume: { ...file('r1', 'cv.pdf'), fileName: 'Ada CV.pdf' },
      portfolioFile: file('p1', 'work.zip'),
    });
  });

  it('lets go of the files when the candidate was not added, keeping the holds for a retry', async () => {
    const refusal = new ValidationError('candidate.nameRequired');
    const { port, calls } = ports({ refuse: refusal });
    const saving = saveReviewedCandidate(port, {
      candidateId: 'c1',
      form: { name: 'Ada', resumeLink: 'upload:resume' },
      metadata,
    });
    await expect(saving).rejects.toBe(refusal);
    expect(calls).toEqual([`claim r1 ${owner}`, 'add -', `release r1 ${owner}`]);
  });

  it('keeps the files of a candidate that a first attempt of the same request added', async () => {
    const { port, calls } = ports({ refuse: new Error('lost connection'), addedBefore: true });
    await expect(
      saveReviewedCandidate(port, { candidateId: 'c1', form: { name: 'Ada', resumeLink: 'upload:resume' }, metadata }),
    ).rejects.toThrow('lost connection');
    expect(calls).toEqual([`claim r1 ${owner}`, 'add -']);
  });

  it('answers a retried request (same key, candidate added) from the command, opening and claiming no file', async () => {
    // The first attempt's files may be gone (the candidate erased) and its link lapsed: neither is touched again.
    const { port, calls } = ports({ addedBefore: true });
    const saved = await saveReviewedCandidate(port, {
      candidateId: 'c1',
      form: { name: 'Ada', resumeLink: 'upload:lapsed', portfolioLink: 'upload:lapsed' },
      email: { emailId: 'mail-1', resume: file('e1', 'resume.docx') },
      metadata,
      idempotency: { idempotencyKey: 'k1' },
    });
    expect(saved).toEqual({ candidateId: 'c1', position: '42' });
    expect(calls).toEqual(['add k1']);
  });

  it("takes an e-mail's own resume, never a link in its form, and records where it came from", async () => {
    const { port, calls, commands } = ports();
    const attachment = file('e1', 'resume.docx');
    await saveReviewedCandidate(port, {
      candidateId: 'c1',
      form: { name: 'Bo', phone: '555 0100', resumeLink: 'upload:resume' },
      email: { emailId: 'mail-1', resume: attachment },
      metadata,
      idempotency: { idempotencyKey: 'inbox-save-mail-1' },
    });
    expect(calls).toEqual([`claim e1 ${owner}`, 'add inbox-save-mail-1']);
    expect(commands[0]?.data).toMatchObject({ source: 'email', emailId: 'mail-1', resume: attachment });
    expect(commands[0]?.data.details).toEqual({ name: 'Bo', phone: '555 0100' });
  });

  it('lets go of the e-mail resume it claimed when the candidate was not added', async () => {
    const { port, calls } = ports({ refuse: new Error('store down') });
    await expect(
      saveReviewedCandidate(port, {
        candidateId: 'c1',
        form: { name: 'Bo' },
        email: { emailId: 'mail-1', resume: file('e1', 'resume.docx') },
        metadata,
      }),
    ).rejects.toThrow('store down');
    expect(calls).toEqual([`claim e1 ${owner}`, 'add -', `release e1 ${owner}`]);
  });

  it('keeps a typed portfolio address as the portfolio, and refuses a script address before claiming anything', async () => {
    const typed = ports();
    await saveReviewedCandidate(typed.port, {
      candidateId: 'c1',
      form: { name: 'Cy', portfolioLink: 'https://cy.example.com/work' },
      metadata,
    });
    expect(typed.commands[0]?.data).toMatchObject({
      source: 'form',
      details: { name: 'Cy', portfolio: 'https://cy.example.com/work' },
      resume: null,
      portfolioFile: null,
    });
    expect(typed.calls).toEqual(['add -']);

    const script = ports();
    await expect(
      saveReviewedCandidate(script.port, {
        candidateId: 'c1',
        form: { name: 'Cy', portfolioLink: 'javascript:alert(1)', resumeLink: 'upload:resume' },
        metadata,
      }),
    ).rejects.toMatchObject({ key: 'security.linkScheme' });
    expect(script.calls).toEqual([]);
  });
});
