import type { CandidateListQuery } from '@tb/contracts';

export const DEFAULT_PAGE = 50;

/** True when the caller asked for a page (any parameter): the answer is then `{ candidates, total }`. */
export const wantsPage = (query: CandidateListQuery): boolean => Object.values(query).some((v) => v !== undefined);

/** LIKE treats % and _ as wildcards; a search for "50%" means the characters. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE clause and its parameters for the list's search and filters. */
export function whereOf(query: CandidateListQuery): { where: string; params: unknown[] } {
  const conditions = ['NOT erased'];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (query.q) add((n) => `search LIKE ${n}`, `%${likeEscape(query.q.toLowerCase())}%`);
  if (query.role) add((n) => `role = ${n}`, query.role);
  if (query.degree) add((n) => `degree_level = ${n}`, query.degree);
  if (query.interviewed) add((n) => `is_interviewed = ${n}`, query.interviewed === 'yes');
  if (query.result) add((n) => `interview_result = ${n}`, query.result);
  return { where: conditions.join(' AND '), params };
}
