import { authMessagesZh } from './auth.ts';
import { candidateMessagesZh } from './candidates.ts';
import { commonMessagesZh } from './common.ts';
import { contactMessagesZh } from './contact.ts';
import { dashboardMessagesZh } from './dashboard.ts';
import { inboxMessagesZh } from './inbox.ts';
import { profileFileMessagesZh } from './profile-files.ts';
import { projectMessagesZh } from './projects.ts';
import { securityMessagesZh } from './security.ts';

export { DOCUMENTS_BUSY } from './common.ts';

export const messagesZh: Record<string, string> = {
  ...commonMessagesZh,
  ...authMessagesZh,
  ...contactMessagesZh,
  ...projectMessagesZh,
  ...candidateMessagesZh,
  ...dashboardMessagesZh,
  ...inboxMessagesZh,
  ...profileFileMessagesZh,
  ...securityMessagesZh,
};
