/**
 * Event schemas are versioned. Stored events keep the version they were written with; on every read an
 * upcaster chain lifts old versions to the current one, so history replays forever.
 */
export type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

export interface EventSchemaVersions {
  /** Current schema version per event type (1 when absent). */
  current: Record<string, number>;
  /** upcasters[type][v] lifts data from version v to v + 1. */
  upcasters: Record<string, Record<number, Upcaster>>;
}

export function upcast(
  registry: EventSchemaVersions,
  type: string,
  schemaVersion: number,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const target = registry.current[type] ?? 1;
  let version = schemaVersion;
  let result = data;
  while (version < target) {
    const step = registry.upcasters[type]?.[version];
    if (!step) throw new Error(`No upcaster for ${type} from schema version ${version}`);
    result = step(result);
    version += 1;
  }
  return result;
}

export const schemaVersionOf = (registry: EventSchemaVersions, type: string): number => registry.current[type] ?? 1;
