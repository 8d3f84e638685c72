import { type LoadEmailsAnswer, loadEmailsAnswer } from '@tb/contracts';
import { apiSend } from '@/shared/lib/api-client';

/** `POST /api/admin/load-emails`: the worker reads the mailbox, then the unprocessed emails since the date. */
export async function loadEmails(sinceDate: string): Promise<LoadEmailsAnswer> {
  return loadEmailsAnswer.parse(await apiSend('POST', '/api/admin/load-emails', sinceDate ? { sinceDate } : {}));
}
