import { authMessagesZh } from './auth.ts';
import { commonMessagesZh } from './common.ts';
import { contactMessagesZh } from './contact.ts';

export const messagesZh: Record<string, string> = { ...commonMessagesZh, ...authMessagesZh, ...contactMessagesZh };
