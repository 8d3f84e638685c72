import { authMessagesZh } from './auth.ts';
import { commonMessagesZh } from './common.ts';

export const messagesZh: Record<string, string> = { ...commonMessagesZh, ...authMessagesZh };
