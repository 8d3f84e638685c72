export * from './create-event-store.ts';
export * from './errors.ts';
export { createEsdbEventStore } from './esdb/esdb-event-store.ts';
export { CoalescedNotifier } from './postgres/coalesced-notifier.ts';
export { type ListenerOptions, listenForNotifications, type NotificationListener } from './postgres/listen.ts';
export { migrate } from './postgres/migrate.ts';
export { comparePositions as comparePostgresPositions } from './postgres/positions.ts';
export {
  createPostgresEventStore,
  migrateEventStore,
  type PostgresEventStore,
} from './postgres/postgres-event-store.ts';
export type * from './types.ts';
