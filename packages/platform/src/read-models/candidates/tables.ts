/**
 * `state` is the domain state (with file references, for downloads); `view` the API answer of one candidate;
 * `list_row` the JSON text of its row in a list page (the list screen's columns, `toCandidateListRow`); the other
 * columns serve the filters, the order and duplicate checks. An erased candidate keeps a row with only its id,
 * revision and `erased`.
 *
 * Laid out for the list's walk (newest first through an index, each visited row filtered on `search` and the
 * filter columns, up to 200 + 1 matches for the total): the filter columns and `search` come first, and the two
 * large JSON values (~1–2 KB a candidate) are kept out of the row (toast_tuple_target 256, `state` and `view`
 * stored out of line) so a page of the table holds ~15 rows instead of ~4 and a visited row is not taken apart
 * past them. `search` and `list_row` are STORAGE MAIN: they stay in the row uncompressed unless it could not fit
 * in a page at all.
 *
 * Search is `LIKE` on a lower-cased text with a trigram index. GiST with a 256-byte signature, not GIN: a long
 * search such as an email address holds trigrams that nearly every candidate has ("can", "ate", "exa"…), and
 * GIN reads each of their posting lists in full (3–6 ms for one search over 50,000 candidates), where GiST
 * checks each entry against all the search's trigrams at once (~0.5 ms). Searches under three characters have
 * no trigram and do not use it (list-query.ts).
 */
export const candidateTables = (schema: string): string[] => [
  'CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public',
  `CREATE TABLE ${schema}.candidates (
    id text PRIMARY KEY,
    erased boolean NOT NULL DEFAULT false,
    is_interviewed boolean NOT NULL DEFAULT false,
    revision int NOT NULL,
    apply_order timestamptz,
    role text NOT NULL DEFAULT '',
    degree_level text NOT NULL DEFAULT 'other',
    interview_result text NOT NULL DEFAULT '',
    search text STORAGE MAIN NOT NULL DEFAULT '',
    list_row text STORAGE MAIN,
    email_norm text NOT NULL DEFAULT '',
    phone_norm text NOT NULL DEFAULT '',
    view jsonb STORAGE EXTERNAL,
    state jsonb STORAGE EXTERNAL NOT NULL
  ) WITH (toast_tuple_target = 256)`,
  `CREATE INDEX ON ${schema}.candidates USING gist (search public.gist_trgm_ops (siglen = 256)) WHERE NOT erased`,
  `CREATE INDEX ON ${schema}.candidates (apply_order DESC, id DESC) WHERE NOT erased`,
  `CREATE INDEX ON ${schema}.candidates (role, apply_order DESC, id DESC) WHERE NOT erased`,
  `CREATE INDEX ON ${schema}.candidates (degree_level, apply_order DESC, id DESC) WHERE NOT erased`,
  `CREATE INDEX ON ${schema}.candidates (interview_result, apply_order DESC, id DESC) WHERE NOT erased`,
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
