import type { InboxLookup, UnprocessedEmailRow } from '@tb/platform';
import { describe, expect, it } from 'vitest';
import { unprocessedEmails } from './unprocessed-emails.ts';

/** The rows come from an injected lookup; what the review is shown of them is the unit's own. */
const row: UnprocessedEmailRow = {
  email_id: 'e-1',
  subject: 'Application: AI Engineer',
  from_address: 'li.wei@example.com',
  received_at: new Date('2025-03-04T22:30:00Z'),
  html: '<p>Hello</p>',
  has_resume: true,
  attachments: [
    { id: 'blob-a', fileName: 'cover letter.txt', contentType: 'text/plain', size: 12 },
    { id: 'blob-b', fileName: '李伟 简历.pdf', contentType: 'application/pdf', size: 3400 },
  ],
  // The first written before the reason was: too large, the only reason then.
  attachments_not_kept: [
    { fileName: '作品集 portfolio.zip', size: 30_000_000 },
    { fileName: 'page 51.pdf', size: 2_000, reason: 'tooMany' },
    { fileName: 'reel.mov', size: 27_000_000, reason: 'tooLarge' },
  ],
  extracted: { name: '李伟', degree: '硕士', notAReviewField: 'dropped' },
  resume_index: 1,
};

describe('unprocessed emails', () => {
  it('passes the date on and shows each row as the review form expects', async () => {
    const asked: (string | undefined)[] = [];
    const lookup: InboxLookup = {
      unprocessed: async (sinceDate) => {
        asked.push(sinceDate);
        return [
          row,
          { ...row, email_id: 'e-2', attachments: [], attachments_not_kept: [], resume_index: null, has_resume: false },
        ];
      },
    };
    const [first, second] = await unprocessedEmails(lookup, '2025-03-01');
    expect(asked).toEqual(['2025-03-01']);
    expect(first).toMatchObject({
      id: 'e-1',
      from: 'li.wei@example.com',
      receivedAt: '2025-03-04T22:30:00.000Z',
      hasResume: true,
      attachments: [
        { filename: 'cover letter.txt', url: '/api/admin/email-attachment/e-1/0/cover%20letter.txt' },
        { filename: '李伟 简历.pdf', size: 3400 },
      ],
    });
    // Left in the mailbox: named with its size and why (always given), and no link (there is no copy to serve).
    expect(first?.attachmentsNotKept).toEqual([
      { filename: '作品集 portfolio.zip', size: 30_000_000, reason: 'tooLarge' },
      { filename: 'page 51.pdf', size: 2_000, reason: 'tooMany' },
      { filename: 'reel.mov', size: 27_000_000, reason: 'tooLarge' },
    ]);
    expect(second?.attachmentsNotKept).toEqual([]);
    // The resume is the attachment at resume_index; the form's fields only, degree in its stored word.
    expect(first?.extractedData).toMatchObject({
      name: '李伟',
      degree: 'Master',
      email: '',
      applyTime: '2025-03-04',
      resumeLink: `/api/admin/email-attachment/e-1/1/${encodeURIComponent('李伟 简历.pdf')}`,
      resumeFileName: '李伟 简历.pdf',
      emailId: 'e-1',
    });
    expect(first?.extractedData).not.toHaveProperty('notAReviewField');
    expect(second?.extractedData).toMatchObject({ resumeLink: '', resumeFileName: '' });
  });

  it('shows nothing when the read model holds nothing to review', async () => {
    expect(await unprocessedEmails({ unprocessed: async () => [] }, undefined)).toEqual([]);
  });
});
