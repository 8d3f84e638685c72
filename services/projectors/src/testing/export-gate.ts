import type { Pool } from '@tb/platform';

/** The advisory lock the gate is made of (any number no product code uses). */
const GATE_KEY = 42_420_026;

export interface ExportGate {
  /** Backends whose Kafka export checkpoint save waits at the gate. */
  waiting(): Promise<number[]>;
  /** Ends the waiting backends (as the death of their process ends them), then lets saves through again. */
  open(): Promise<void>;
}

/**
 * Test support: holds every Kafka export checkpoint save (a trigger on `projections.exports` in the test database
 * waits for an advisory lock the test holds), so a test can kill the exporter after the broker took a batch and
 * before its checkpoint is saved — the window at-least-once delivery repeats. The exporter's code is unchanged.
 * Call after the exporter created its tables.
 */
export async function closeExportGate(pool: Pool): Promise<ExportGate> {
  await pool.query(`CREATE OR REPLACE FUNCTION public.tb_test_export_gate() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_advisory_xact_lock_shared(${GATE_KEY}); RETURN NEW; END $$`);
  // BEFORE INSERT: the save is an INSERT … ON CONFLICT DO UPDATE, and the insert's trigger fires first either way.
  await pool.query('DROP TRIGGER IF EXISTS tb_test_export_gate ON projections.exports');
  await pool.query(`CREATE TRIGGER tb_test_export_gate BEFORE INSERT ON projections.exports FOR EACH ROW
    EXECUTE FUNCTION public.tb_test_export_gate()`);
  const holder = await pool.connect();
  await holder.query('SELECT pg_advisory_lock($1)', [GATE_KEY]);
  const waiting = async () => {
    const { rows } = await pool.query<{ pid: number }>(
      `SELECT pid FROM pg_locks
        WHERE locktype = 'advisory' AND objid = $1 AND NOT granted
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [GATE_KEY],
    );
    return rows.map((row) => row.pid);
  };
  return {
    waiting,
    async open() {
      // A killed process's backend would otherwise go on waiting, and save the checkpoint once the gate opens.
      for (const pid of await waiting()) await pool.query('SELECT pg_terminate_backend($1)', [pid]);
      await holder.query('SELECT pg_advisory_unlock($1)', [GATE_KEY]);
      holder.release();
    },
  };
}
