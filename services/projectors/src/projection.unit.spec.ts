import type { EventSchemaVersions } from '@tb/domain';
import type { RecordedEvent } from '@tb/event-store';
import { describe, expect, it } from 'vitest';
import type { ProjectionContext } from './projection.ts';
import { applyEvents, type Projection } from './projection.ts';

const recorded = (type: string, schemaVersion: number, data: Record<string, unknown>): RecordedEvent => ({
  id: crypto.randomUUID(),
  streamId: 'user-1',
  revision: 0,
  position: '1',
  type,
  schemaVersion,
  data,
  metadata: {},
  recordedAt: new Date('2026-11-01T00:00:00Z'),
});

/** Version 2 of ProfileUpdated renamed `name` to `firstName`; version 3 split out `lastName`. */
const schemas: EventSchemaVersions = {
  current: { ProfileUpdated: 3 },
  upcasters: {
    ProfileUpdated: {
      1: ({ name, ...rest }) => ({ ...rest, firstName: name }),
      2: (data) => ({ ...data, lastName: data.lastName ?? '' }),
    },
  },
};

describe('applyEvents', () => {
  it('hands every event to the projection at its current schema version, leaving current ones alone', async () => {
    const seen: RecordedEvent[] = [];
    const projection: Projection = {
      name: 'seen',
      version: 1,
      tables: () => [],
      handlers: {
        ProfileUpdated: async (event) => void seen.push(event),
        Other: async (event) => void seen.push(event),
      },
    };
    const other = recorded('Other', 1, { n: 1 });
    await applyEvents(
      projection,
      [
        recorded('ProfileUpdated', 1, { name: 'Lin' }),
        recorded('ProfileUpdated', 3, { firstName: 'Mei', lastName: 'Wu' }),
        other,
      ],
      { client: null, schema: 'rm_seen_v1' } as unknown as ProjectionContext,
      schemas,
    );
    expect(seen.map((e) => [e.schemaVersion, e.data])).toEqual([
      [3, { firstName: 'Lin', lastName: '' }],
      [3, { firstName: 'Mei', lastName: 'Wu' }],
      [1, { n: 1 }],
    ]);
    expect(seen[2]).toBe(other);
  });

  it('leaves a sealed event for the projection to open first (an upcaster must see the personal fields)', async () => {
    const seen: RecordedEvent[] = [];
    const projection: Projection = {
      name: 'seen',
      version: 1,
      tables: () => [],
      handlers: { ProfileUpdated: async (event) => void seen.push(event) },
    };
    const sealed = recorded('ProfileUpdated', 1, { sealed: 'v1.abc' });
    await applyEvents(
      projection,
      [sealed],
      { client: null, schema: 'rm_seen_v1' } as unknown as ProjectionContext,
      schemas,
    );
    expect(seen).toEqual([sealed]);
  });
});
