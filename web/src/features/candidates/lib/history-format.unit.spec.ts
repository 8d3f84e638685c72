import type { HistoryEntry } from '@tb/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { formatHistoryEntry } from './history-format';

const admin = { id: 'u1', name: 'Ada Admin', email: 'ada@example.com' };
const entry = (patch: Partial<HistoryEntry>): HistoryEntry => ({
  id: 'e1',
  revision: 1,
  kind: 'interviewScored',
  at: '2026-05-03T10:04:00.000Z',
  actor: admin,
  source: null,
  emailId: null,
  changes: [],
  ...patch,
});
const change = (field: string, old: HistoryEntry['changes'][number]['old'], next: typeof old, redacted = false) => ({
  field,
  old,
  new: next,
  personal: redacted,
  redacted,
});

describe('history formatting', () => {
  const en = i18n.getFixedT('en', 'candidates');
  const zh = i18n.getFixedT('zh', 'candidates');

  it('says who changed what and when, scores first with one decimal, old → new', () => {
    const scored = entry({
      changes: [
        change('interviewResult', 'Pending', 'Recommended'),
        change('english', 3.5, 4.2),
        change('isInterviewed', false, true),
        change('education', null, 4),
      ],
    });
    const formatted = formatHistoryEntry(scored, en, 'en-US');
    expect(formatted.headline).toBe(`Interview scored by Ada Admin at ${formatted.when}`);
    expect(formatted.when).toContain('2026');
    expect(formatted.changes.map((c) => `${c.label}: ${c.old} → ${c.new}`)).toEqual([
      'English: 3.5 → 4.2',
      'Education: (empty) → 4.0',
      'Interview Result: Pending → Recommended',
      'Interviewed: No → Yes',
    ]);
  });

  it('localizes field names, results and the sentence in Chinese', () => {
    const scored = entry({ changes: [change('interviewResult', 'Pending', 'Not Recommended')] });
    const formatted = formatHistoryEntry(scored, zh, 'zh');
    expect(formatted.headline).toBe(`Ada Admin 于 ${formatted.when} 录入了面试评分`);
    expect(formatted.changes[0]).toMatchObject({ label: '面试结果', old: '待定', new: '不推荐' });
  });

  it('names the source of a creation and lists only what was filled in', () => {
    const added = entry({
      kind: 'added',
      source: 'resume',
      actor: null,
      changes: [change('name', null, 'Priya Raman'), change('github', null, ''), change('isInterviewed', null, false)],
    });
    const formatted = formatHistoryEntry(added, en, 'en-US');
    expect(formatted.headline).toBe(`Candidate added from a resume by the system at ${formatted.when}`);
    expect(formatted.changes).toEqual([{ field: 'name', label: 'Name', new: 'Priya Raman', redacted: false }]);
  });

  it('keeps the fact of a personal change after erasure but not its values', () => {
    const edited = entry({ kind: 'detailsEdited', changes: [change('email', null, null, true)] });
    expect(formatHistoryEntry(edited, en, 'en-US').changes[0]).toMatchObject({
      label: 'Email',
      old: '(personal data erased)',
      new: '(personal data erased)',
    });
    const erased = formatHistoryEntry(entry({ kind: 'erased' }), en, 'en-US');
    expect(erased.headline).toBe(`Candidate erased by Ada Admin at ${erased.when}`);
  });

  it('shows dates in the reader locale', () => {
    const dated = entry({ changes: [change('interviewTime', null, '2026-05-03T00:00:00.000Z')] });
    expect(formatHistoryEntry(dated, zh, 'zh').changes[0]?.new).toMatch(/2026\/5\/3/);
  });
});
