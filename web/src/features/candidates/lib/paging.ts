import type { CandidateListQuery, CandidateListRow, CandidatePage } from '@tb/contracts';

/** One page of the list; the contract caps `limit` at 500, so "Show more" asks for the next page, not a bigger one. */
export const PAGE_SIZE = 50;

/** The request for the page starting at `offset` (the filters stay; paging is ours). */
export function pageQuery(filters: CandidateListQuery, offset: number): CandidateListQuery {
  const { limit: _limit, offset: _offset, ...rest } = filters;
  return { ...rest, limit: PAGE_SIZE, offset };
}

/**
 * The candidates of the loaded pages in order, each once: a candidate added while the admin pages shifts the
 * later pages by one, and the row it pushes down must not appear twice.
 */
export function mergePages(pages: readonly CandidatePage[]): {
  candidates: CandidateListRow[];
  total: number;
  totalExact: boolean;
} {
  const seen = new Set<string>();
  const candidates: CandidateListRow[] = [];
  for (const page of pages) {
    for (const candidate of page.candidates) {
      if (seen.has(candidate.id)) continue;
      seen.add(candidate.id);
      candidates.push(candidate);
    }
  }
  const last = pages.at(-1);
  // Once everything is loaded the count is known, whatever the estimate said.
  const complete = last !== undefined && nextOffset(pages) === undefined;
  return {
    candidates,
    total: complete ? candidates.length : (last?.total ?? 0),
    totalExact: complete || (last?.totalExact ?? true),
  };
}

/** Where the next page starts, or undefined when every candidate is loaded (or the server had no more). */
export function nextOffset(pages: readonly CandidatePage[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.candidates.length === 0) return undefined;
  const loaded = pages.reduce((sum, page) => sum + page.candidates.length, 0);
  // An estimated total may be short: a full page means there may be more.
  if (!last.totalExact) return last.candidates.length >= PAGE_SIZE ? loaded : undefined;
  return loaded < last.total ? loaded : undefined;
}
