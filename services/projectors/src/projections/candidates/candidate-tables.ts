/**
 * `state` is the domain state (with file references, for downloads); `view` the API answer; the other
 * columns serve the filters, the order and duplicate checks. Search is `LIKE` on a lower-cased text with a
 * trigram index. An erased candidate keeps a row with only its id, revision and `erased`.
 */
export const candidateTables = (schema: string): string[] => [
  'CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public',
  `CREATE TABLE ${schema}.candidates (
    id text PRIMARY KEY,
    state jsonb NOT NULL,
    revision int NOT NULL,
    erased boolean NOT NULL DEFAULT false,
    view jsonb,
    search text NOT NULL DEFAULT '',
    role text NOT NULL DEFAULT '',
    degree_level text NOT NULL DEFAULT 'other',
    is_interviewed boolean NOT NULL DEFAULT false,
    interview_result text NOT NULL DEFAULT '',
    apply_order timestamptz,
    email_norm text NOT NULL DEFAULT '',
    phone_norm text NOT NULL DEFAULT ''
  )`,
  `CREATE INDEX ON ${schema}.candidates USING gin (search public.gin_trgm_ops) WHERE NOT erased`,
  `CREATE INDEX ON ${schema}.candidates (apply_order DESC, id DESC) WHERE NOT erased`,
  `CREATE INDEX ON ${schema}.candidates (role, apply_order DESC) WHERE NOT erased`,
  `CREATE INDEX ON ${schema}.candidates (degree_level, apply_order DESC) WHERE NOT erased`,
  `CREATE INDEX ON ${schema}.candidates (interview_result, apply_order DESC) WHERE NOT erased`,
  `CREATE INDEX ON ${schema}.candidates (email_norm) WHERE email_norm <> ''`,
  `CREATE INDEX ON ${schema}.candidates (phone_norm) WHERE phone_norm <> ''`,
  `CREATE TABLE ${schema}.history (
    candidate_id text NOT NULL,
    revision int NOT NULL,
    event_id text NOT NULL,
    kind text NOT NULL,
    actor_id text NOT NULL,
    at timestamptz NOT NULL,
    source text,
    email_id text,
    changes jsonb NOT NULL,
    PRIMARY KEY (candidate_id, revision)
  )`,
];
