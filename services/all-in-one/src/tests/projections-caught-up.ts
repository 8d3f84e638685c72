import type { Pool } from '@tb/platform';

/**
 * Waits until every live projection's checkpoint is at the head of the event log. Writes that do not go through
 * HTTP (the seed, a restore) carry no position to read at, and each read model catches up on its own: a test that
 * reads two of them must wait for both, not only the one it polls.
 */
export async function projectionsCaughtUp(pool: Pool, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await pool.query<{ behind: number; live: number }>(
      `SELECT count(*) FILTER (WHERE c.position IS DISTINCT FROM h.position)::int AS behind, count(*)::int AS live
         FROM projections.catalog c,
              (SELECT lpad(transaction_id::text, 20, '0') || '-' || lpad(sequence::text, 20, '0') AS position
                 FROM event_store.events ORDER BY transaction_id DESC, sequence DESC LIMIT 1) h
        WHERE c.state = 'live'`,
    );
    if (rows[0] && rows[0].live > 0 && rows[0].behind === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('projections did not catch up');
}
