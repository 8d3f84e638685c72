import { describe, expect, it } from 'vitest';
import { whereOf } from './list-query.ts';

describe('candidate list WHERE clause', () => {
  it('searches lower-cased, with LIKE (trigram index) when the term has three word characters in a row', () => {
    expect(whereOf({ q: 'PyTorch' })).toEqual({ where: 'NOT erased AND search LIKE $1', params: ['%pytorch%'] });
    expect(whereOf({ q: '清华大' }).params).toEqual(['%清华大%']);
    expect(whereOf({ q: '50%_off' }).params).toEqual(['%50\\%\\_off%']);
  });

  it('matches a term with no trigram by position: the trigram index cannot narrow it and would be read whole', () => {
    expect(whereOf({ q: '清华' })).toEqual({ where: 'NOT erased AND strpos(search, $1) > 0', params: ['清华'] });
    expect(whereOf({ q: 'A%' })).toEqual({ where: 'NOT erased AND strpos(search, $1) > 0', params: ['a%'] });
    expect(whereOf({ q: 'a b c' }).where).toContain('strpos');
    // The planner's row estimate (the total past the count cap) reads LIKE from the column's statistics.
    expect(whereOf({ q: '清华' }, true)).toEqual({ where: 'NOT erased AND search LIKE $1', params: ['%清华%'] });
  });

  it('adds each filter', () => {
    expect(whereOf({ role: 'AI Engineer', degree: 'phd', interviewed: 'no', result: 'Pending' })).toEqual({
      where: 'NOT erased AND role = $1 AND degree_level = $2 AND is_interviewed = $3 AND interview_result = $4',
      params: ['AI Engineer', 'phd', false, 'Pending'],
    });
  });
});
