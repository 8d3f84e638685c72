import { describe, expect, it } from 'vitest';
import { buildCandidateView } from './build-view.ts';
import { emptyCandidateValues } from './catalogue.ts';
import { candidateView } from './views.ts';

describe('buildCandidateView', () => {
  // Found by Schemathesis: the projection passes the whole domain state, and its candidateId and status were stored
  // in the view and answered by the API beside its contract.
  it('answers the view’s fields only, whatever else the record passed in carries', () => {
    const state = { ...emptyCandidateValues<{ fileName: string }>(), candidateId: 'c1', status: 'active' as const };
    const meta = { id: 'c1', source: 'form' as const, emailId: null, createdAt: 'then', updatedAt: 'now' };
    const view = buildCandidateView(state, meta);
    expect(Object.keys(view).sort()).toEqual(Object.keys(candidateView.shape).sort());
    expect(candidateView.strict().safeParse(view).success).toBe(true);
  });
});
