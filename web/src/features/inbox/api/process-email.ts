import { type ProcessEmailAnswer, processEmailAnswer } from '@tb/contracts';
import { apiSend } from '@/shared/lib/api-client';

/** `POST /api/admin/process-email`: save (adds the candidate, or attaches to `attachTo`, linked to the email) or skip. */
export async function processEmail(input: {
  emailId: string;
  action: 'save' | 'skip';
  candidateData?: Record<string, string>;
  /** An existing candidate to attach the email's resume to, instead of adding one. */
  attachTo?: string;
}): Promise<ProcessEmailAnswer> {
  return processEmailAnswer.parse(await apiSend('POST', '/api/admin/process-email', input));
}
