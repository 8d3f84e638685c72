import { CONTACT_ATTACHMENT_EXTENSIONS, CONTACT_ATTACHMENT_MAX_BYTES } from '@tb/contracts';

/** The attachment's states (none, accepted, too large), plus a wrong type, which is refused and never kept. */
export type AttachmentCheck = 'accepted' | 'too-large' | 'wrong-type';

/** What the file picker offers; the server checks the content again. */
export const ATTACHMENT_ACCEPT = CONTACT_ATTACHMENT_EXTENSIONS.join(',');

export function checkAttachment(file: { name: string; size: number }): AttachmentCheck {
  const name = file.name.toLowerCase();
  if (!CONTACT_ATTACHMENT_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'wrong-type';
  return file.size > CONTACT_ATTACHMENT_MAX_BYTES ? 'too-large' : 'accepted';
}

/** '3.0 MB', the way the 'File size (X)' message shows a size. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
