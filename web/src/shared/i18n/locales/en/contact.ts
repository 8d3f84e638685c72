/** The contact form: labels, the attachment's three messages and the toasts. */
const contact = {
  formLabel: 'Contact form',
  fields: {
    name: 'Name',
    namePlaceholder: 'Jane Smith',
    email: 'Email',
    emailPlaceholder: 'jane@startup.com',
    company: 'Company',
    companyPlaceholder: 'Acme AI',
    message: 'Message',
    messagePlaceholder: 'Tell us about the role, the skills you need and when you would like to start.',
    attachment: 'Attachment',
    attachmentHint: 'PDF, DOC or DOCX, up to 2 MB.',
    chooseFile: 'Choose file',
    browse: 'Browse',
    removeFile: 'Remove file',
    required: '(required)',
    optional: '(optional)',
  },
  submit: 'Send Message',
  sending: 'Sending...',
  privacy: 'We only use your details to answer your message.',
  toast: {
    errorTitle: 'Error',
    requiredFields: 'Please fill out all required fields.',
    invalidEmail: 'Please enter a valid email address.',
    sentTitle: 'Message Sent',
    sentFallback: "Thank you for contacting us. We'll be in touch soon!",
    failed: 'There was a problem sending your message. Please try again.',
    network: 'There was a problem sending your message. Please try again or email us directly.',
    fileTooLargeTitle: 'File Too Large',
    fileTooLargeBody: 'File size ({{size}}) exceeds the maximum allowed size of 2.0 MB.',
    fileTooLargeInline: 'File exceeds 2MB limit. Please choose a smaller file.',
    submitBlocked: 'Cannot submit form with file exceeding 2.0 MB. Please remove or choose a smaller file.',
    wrongTypeTitle: 'Unsupported File',
    wrongTypeBody: 'Please attach a PDF, DOC or DOCX file.',
  },
};

export default contact;

declare module '../../namespaces' {
  interface Namespaces {
    contact: typeof contact;
  }
}
