export type { ExportMessage, Publisher } from './kafka/export-batch.ts';
export type { KafkaExportOptions } from './kafka/start-kafka-export.ts';
export * from './projection.ts';
export { eventLogStatsProjection } from './projections/event-log-stats/event-log-stats-projection.ts';
export { projections } from './projections/index.ts';
export { startContactNotifier } from './reactors/contact-notifier.ts';
export { requestRebuild } from './runner/catalog-targets.ts';
export type { RunnerOptions } from './runner/runner-options.ts';
export { type Projectors, type StartProjectorsOptions, startProjectors } from './runner/start-projectors.ts';
