import type { Pool } from '../../postgres/pool.ts';
import { liveSchemaOf } from '../live-schema.ts';
import { readUnprocessedEmails, type UnprocessedEmailRow } from './queries.ts';

/**
 * What the command side asks the inbox read model (Load Emails' list to review), injected into its handlers so
 * they can be tested without PostgreSQL. Before the read model is first built there is nothing to review.
 */
export interface InboxLookup {
  unprocessed(sinceDate: string | undefined): Promise<UnprocessedEmailRow[]>;
}

export function inboxLookup(pool: Pool): InboxLookup {
  return {
    async unprocessed(sinceDate) {
      const schema = await liveSchemaOf(pool, 'inbox');
      return schema ? readUnprocessedEmails(pool, schema, sinceDate) : [];
    },
  };
}
