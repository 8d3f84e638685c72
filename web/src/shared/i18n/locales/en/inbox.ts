/** The Load from Email card and the email review. */
const inbox = {
  title: 'Load from Email',
  description:
    "Candidates are loaded from the company's HR inbox. Only emails from the recruiting platform's sender are read.",
  since: 'Load emails since date:',
  load: 'Load Emails',
  loading: 'Loading...',
  found: 'Found {{n}} emails to review',
  foundMore: 'Found {{n}} more emails to process',
  none: 'No unprocessed emails found',
  loadFailed: 'Failed to load emails from inbox',
  finished: 'Finished processing available emails',
  allProcessed: 'All processed',
  mode: 'Sequential Processing Mode',
  reviewTitle: 'Email Review',
  progress: 'Email {{current}} of {{total}}',
  subject: 'Subject',
  from: 'From',
  received: 'Received',
  body: 'Message',
  attachments: 'Attachments',
  noAttachments: 'No attachments',
  /** An attachment the worker left in the mailbox, by why: named, with no link. */
  attachmentNotKept: {
    /** Over 25 MB. */
    tooLarge: '{{name}} · {{size}} — too large to copy (over 25 MB); it is still in the mailbox',
    /** Past the first 50 attachments of its e-mail. */
    tooMany: "{{name}} · {{size}} — not copied (only an e-mail's first 50 attachments are); it is still in the mailbox",
  },
  resume: 'Resume',
  resumePresent: 'Resume attached',
  resumeMissing: 'No resume found',
  extracted: 'Candidate data',
  save: 'Save',
  saving: 'Saving...',
  edit: 'Edit',
  doneEditing: 'Done',
  skip: 'Skip',
  next: 'Next Email',
  cancel: 'Cancel Review',
  cancelConfirm: 'Are you sure you want to cancel the review process? Unprocessed emails will remain in the inbox.',
  saved: 'Candidate saved successfully',
  skipped: 'Email skipped',
  processFailed: 'Failed to process email',
  nameRequired: 'Name is required',
  savedLocally: "Changes saved locally - Click 'Save Candidate' to finalize",
  duplicates: 'Possible duplicates: a candidate with the same email or phone exists.',
  matchedOn: 'same {{fields}}',
  matchFields: { email: 'email', phone: 'phone' },
  attach: 'Attach to {{name}}',
  attached: 'Email attached to the existing candidate',
};

export default inbox;

declare module '../../namespaces' {
  interface Namespaces {
    inbox: typeof inbox;
  }
}
