/** The profile's Resume and Portfolio tabs. */
const resume = {
  view: 'View',
  viewHint: 'Opens in a new window',
  browse: 'Browse',
  uploading: 'Uploading…',
  uploadingPercent: 'Uploading… {{percent}}%',
  uploadFailedTitle: 'Upload Failed',
  uploadFailedBody: 'Please try again',
  resume: {
    title: 'Resume',
    subtitle: 'Upload your resume and we will suggest skill tags from it.',
    current: 'Current resume',
    none: 'No resume uploaded yet',
    choose: 'Choose a resume…',
    hint: 'PDF, DOC or DOCX, up to 20 MB.',
    upload: 'Upload Resume',
    uploaded: 'Resume uploaded',
    wrongType: 'Please upload a PDF or DOC file',
  },
  skills: {
    title: 'Extracted Skills',
    hint: 'Edit the tags (separated by commas), then add them to your profile. They are not saved until you do.',
    chinese: 'Chinese skill tags',
    english: 'English skill tags',
    none: 'No skill tags were found in this resume. You can type some here.',
    unreadableText: 'The text of this file could not be read; please fill in the fields by hand',
    notRead: 'Your resume was uploaded, but the skills in it could not be read. {{reason}} You can type them here.',
    add: 'Add to my skills',
    adding: 'Adding...',
    dismiss: 'Dismiss',
    addedTitle: 'Skills Added',
    addedBody: 'Your profile skill tags are updated.',
    addFailed: 'Failed to Add Skills',
  },
  portfolio: {
    title: 'Portfolio',
    subtitle: 'Share your work: a document or an archive of your projects.',
    current: 'Current portfolio',
    none: 'No portfolio uploaded yet',
    choose: 'Choose a portfolio file…',
    hint: 'PDF, DOC, DOCX, ZIP, RAR or 7Z, up to 20 MB.',
    upload: 'Upload Portfolio',
    uploaded: 'Portfolio uploaded',
    tooLarge: 'File size cannot exceed 20MB',
    wrongType: 'Please upload a PDF, DOC, DOCX, ZIP, RAR or 7Z file',
  },
};

export default resume;

declare module '../../namespaces' {
  interface Namespaces {
    resume: typeof resume;
  }
}
