import type { CandidateListQuery } from '@tb/contracts';

export const DEFAULT_PAGE = 50;

/** True when the caller asked for a page (any parameter): the answer is then `{ candidates, total }`. */
export const wantsPage = (query: CandidateListQuery): boolean => Object.values(query).some((v) => v !== undefined);

/** Three word characters in a row: pg_trgm finds at least one trigram in the term. */
const HAS_TRIGRAM = /[\p{L}\p{N}]{3}/u;

/** LIKE treats % and _ as wildcards; a search for "50%" means the characters. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The WHERE clause and its parameters for the list's search and filters. `estimate`: for the planner's row
 * estimate only, the search always as LIKE, which it estimates from the column's statistics.
 */
export function whereOf(query: CandidateListQuery, estimate = false): { where: string; params: unknown[] } {
  const conditions = ['NOT erased'];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (query.q) {
    const term = query.q.toLowerCase();
    // The same substring match either way. A term with three letters or digits in a row has a trigram for the
    // index; one without (two characters of Chinese, "@@@") has none, and the trigram index would be read whole.
    if (estimate || HAS_TRIGRAM.test(term)) add((n) => `search LIKE ${n}`, `%${likeEscape(term)}%`);
    else add((n) => `strpos(search, ${n}) > 0`, term);
  }
  if (query.role) add((n) => `role = ${n}`, query.role);
  if (query.degree) add((n) => `degree_level = ${n}`, query.degree);
  if (query.interviewed) add((n) => `is_interviewed = ${n}`, query.interviewed === 'yes');
  if (query.result) add((n) => `interview_result = ${n}`, query.result);
  return { where: conditions.join(' AND '), params };
}
