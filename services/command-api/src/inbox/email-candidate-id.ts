import { createHash } from 'node:crypto';

/**
 * The candidate saved from an email gets an id derived from the email's: a retried save finds the same
 * candidate stream instead of adding a second candidate. Formatted as an RFC 4122 version 5 UUID.
 */
export function candidateIdForEmail(emailId: string): string {
  const hex = createHash('sha256').update(`inbox-candidate:${emailId}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
