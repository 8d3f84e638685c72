import { z } from 'zod';

/**
 * The backup file: JSON lines. A header, every event in global order (in its stored form: personal fields stay
 * sealed), the subject keys those sealed fields need (destroyed keys as tombstones), and an end line with the
 * counts, so a truncated file is refused before anything is imported.
 */
export const BACKUP_FORMAT = 'talent-bridge-events';
export const BACKUP_VERSION = 1;

export const headerLine = z.object({
  kind: z.literal('header'),
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  exportedAt: z.iso.datetime(),
});

export const eventLine = z.object({
  kind: z.literal('event'),
  id: z.uuid(),
  streamId: z.string().min(1),
  revision: z.number().int().min(0),
  type: z.string().min(1),
  schemaVersion: z.number().int().min(1),
  data: z.record(z.string(), z.unknown()),
  metadata: z.record(z.string(), z.unknown()),
  recordedAt: z.iso.datetime({ offset: true }),
});

export const keyLine = z.object({
  kind: z.literal('key'),
  subject: z.string().min(1),
  /** Base64 data key; null for a destroyed key (an erased candidate), kept so it is never created again. */
  key: z.string().min(1).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  destroyedAt: z.iso.datetime({ offset: true }).nullable(),
});

export const endLine = z.object({
  kind: z.literal('end'),
  events: z.number().int().min(0),
  keys: z.number().int().min(0),
});

export const backupLine = z.discriminatedUnion('kind', [headerLine, eventLine, keyLine, endLine]);

export type EventLine = z.infer<typeof eventLine>;
export type KeyLine = z.infer<typeof keyLine>;
export type BackupLine = z.infer<typeof backupLine>;
