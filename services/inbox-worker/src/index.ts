export { emailIdOf } from './email-id.ts';
export { registerInboxMetrics } from './inbox-metrics.ts';
export { MAX_MESSAGE_BYTES } from './parse-message.ts';
export { inboxReadiness } from './readiness.ts';
export { type SetAsideMessage, SetAsideStore } from './set-aside.ts';
export { type InboxWorker, type InboxWorkerOptions, type InboxWorkerStatus, startInboxWorker } from './worker.ts';
