export { emailIdOf } from './email-id.ts';
export { registerInboxMetrics } from './inbox-metrics.ts';
export { inboxReadiness } from './readiness.ts';
export { type InboxWorker, type InboxWorkerOptions, type InboxWorkerStatus, startInboxWorker } from './worker.ts';
