import { type LastEditor, personName } from '@tb/contracts';
import { readUserName } from '@tb/platform';
import type { FastifyInstance } from 'fastify';

/** A users read model row's name as the candidate history names its actors: the full name, else the e-mail. */
export const displayName = (row: { first_name: string; last_name: string; email: string }) =>
  personName(row.first_name, row.last_name) || row.email;

/**
 * Who made a record's last change, from the actor id its read model keeps, named from the users read model. An actor
 * that is no user ('system' for demo data and the admin CLI, '' when the event named none) is the system: null, as
 * the candidate history has it.
 */
export async function lastEditor(app: FastifyInstance, actorId: string | null | undefined): Promise<LastEditor> {
  if (!actorId) return null;
  const row = await readUserName(app.pool, await app.readModels.schemaOf('users'), actorId);
  return row ? { id: actorId, name: displayName(row) } : null;
}
