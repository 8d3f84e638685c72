import { describe, expect, it } from 'vitest';
import { formatScore, interviewStatus } from './status';

describe('interview status badge', () => {
  it('follows the spec colours', () => {
    expect(interviewStatus({ isInterviewed: true, interviewResult: 'Recommended' })).toEqual({
      kind: 'result',
      result: 'Recommended',
      intent: 'success',
    });
    expect(interviewStatus({ isInterviewed: true, interviewResult: 'Recommend' })).toMatchObject({
      result: 'Recommended',
      intent: 'success',
    });
    expect(interviewStatus({ isInterviewed: true, interviewResult: 'Pending' }).intent).toBe('warning');
    expect(interviewStatus({ isInterviewed: true, interviewResult: 'Not Recommended' }).intent).toBe('danger');
    expect(interviewStatus({ isInterviewed: true, interviewResult: 'Strong hire' }).intent).toBe('success');
    expect(interviewStatus({ isInterviewed: true, interviewResult: '' }).kind).toBe('interviewed');
    expect(interviewStatus({ isInterviewed: false, interviewResult: '' }).kind).toBe('notInterviewed');
  });

  it('shows scores with one decimal and a dash when missing', () => {
    expect(formatScore(4)).toBe('4.0');
    expect(formatScore(3.25)).toBe('3.3');
    expect(formatScore(null)).toBe('-');
  });
});
