import type { PoolClient } from '../../postgres/pool.ts';

/** The applications projection's writes (services/projectors), inside its batch transaction. */

/** A submitted application: who applied to what, with what they wrote then. */
export interface ApplicationSubmission {
  id: string;
  userId: string;
  projectId: string;
  name: string;
  email: string;
  position: string;
  company: string;
  message: string;
  /** The attached resume's file reference, if any. */
  resume: object | null | undefined;
  /** When it was submitted (ISO time); also its first `updated_at`. */
  at: string;
}

/** A new application; one already there (the event applied before) is left as it is. */
export async function insertApplication(client: PoolClient, schema: string, a: ApplicationSubmission) {
  await client.query(
    `INSERT INTO ${schema}.applications
       (id, user_id, project_id, name, email, position, company, message, resume, applied_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) ON CONFLICT (id) DO NOTHING`,
    [
      a.id,
      a.userId,
      a.projectId,
      a.name,
      a.email,
      a.position,
      a.company,
      a.message,
      a.resume ? JSON.stringify(a.resume) : null,
      a.at,
    ],
  );
}

export async function setApplicationStatus(
  client: PoolClient,
  schema: string,
  change: { id: string; status: string; notes: string; at: string },
) {
  await client.query(
    `UPDATE ${schema}.applications SET application_status = $2, notes = $3, updated_at = $4 WHERE id = $1`,
    [change.id, change.status, change.notes, change.at],
  );
}

export async function setApplicationNotes(
  client: PoolClient,
  schema: string,
  change: { id: string; notes: string; at: string },
) {
  await client.query(`UPDATE ${schema}.applications SET notes = $2, updated_at = $3 WHERE id = $1`, [
    change.id,
    change.notes,
    change.at,
  ]);
}
