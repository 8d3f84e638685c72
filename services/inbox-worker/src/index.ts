export { emailIdOf } from './email-id.ts';
export { type InboxWorker, type InboxWorkerOptions, type InboxWorkerStatus, startInboxWorker } from './worker.ts';
