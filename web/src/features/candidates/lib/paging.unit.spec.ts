import { type CandidateListRow, type CandidatePage, candidateListQuery } from '@tb/contracts';
import { describe, expect, it } from 'vitest';
import { mergePages, nextOffset, PAGE_SIZE, pageQuery } from './paging';

const candidate = (n: number) => ({ id: `c${n}` }) as CandidateListRow;
/** The server's answer for a page over `total` candidates c0…c(total-1). */
const serve = (total: number, offset: number, limit: number, totalExact = true): CandidatePage => ({
  candidates: Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => candidate(offset + i)),
  total,
  totalExact,
});

describe('candidate list paging', () => {
  it('loads 1,234 candidates a page at a time, every request valid, until all are shown', () => {
    const filters = { q: 'engineer', role: 'ML', limit: 999 };
    const pages: CandidatePage[] = [];
    let offset: number | undefined = 0;
    while (offset !== undefined) {
      const query = pageQuery(filters, offset);
      // The old "Show more" raised the limit instead: its tenth click asked for 550 and got a 400.
      expect(candidateListQuery.safeParse(query).success).toBe(true);
      expect(query).toEqual({ q: 'engineer', role: 'ML', limit: PAGE_SIZE, offset });
      pages.push(serve(1234, query.offset ?? 0, query.limit ?? 0));
      offset = nextOffset(pages);
    }
    expect(pages).toHaveLength(25);
    const merged = mergePages(pages);
    expect(merged.total).toBe(1234);
    expect(merged.candidates.map((c) => c.id)).toEqual(Array.from({ length: 1234 }, (_, i) => `c${i}`));
  });

  it('shows a row pushed onto the next page by a new candidate once, and stops when a page comes back empty', () => {
    const first = serve(60, 0, 50);
    // A new candidate arrived: the old c49 is now the 51st and opens the second page.
    const second: CandidatePage = {
      candidates: [candidate(49), ...serve(60, 50, 10).candidates],
      total: 61,
      totalExact: true,
    };
    expect(mergePages([first, second]).candidates).toHaveLength(60);
    // Offsets count rows as the server pages them: 61 rows read of 61, so there is nothing further to ask.
    expect(nextOffset([first, second])).toBeUndefined();
    expect(nextOffset([first, { candidates: [], total: 80, totalExact: true }])).toBeUndefined();
    expect(nextOffset([first])).toBe(50);
  });

  it('keeps paging past an estimated total that was too low, and shows the exact count once all are loaded', () => {
    // The server estimated 5,000 matches; there are 5,020.
    const pages: CandidatePage[] = [];
    let offset: number | undefined = 0;
    while (offset !== undefined) {
      const page = serve(5020, offset, PAGE_SIZE);
      pages.push({ ...page, total: 5000, totalExact: false });
      offset = nextOffset(pages);
      if (pages.length === 1) expect(mergePages(pages)).toMatchObject({ total: 5000, totalExact: false });
    }
    expect(mergePages(pages)).toMatchObject({ total: 5020, totalExact: true });
    expect(mergePages(pages).candidates).toHaveLength(5020);
  });
});
