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

  it('shows an e-mail application: the e-mail, then what it changed, in both languages', () => {
    const applied = entry({
      kind: 'appliedByEmail',
      emailId: 'm1',
      changes: [
        change('emailReceivedAt', null, '2026-05-03T09:15:00.000Z'),
        change('emailSubject', null, 'Applying again'),
        change('emailFrom', null, 'Peter Novak <peter@example.net>'),
        change('applyTime', '2026-01-05T00:00:00.000Z', '2026-05-03T00:00:00.000Z'),
      ],
    });
    const english = formatHistoryEntry(applied, en, 'en-US');
    expect(english.headline).toBe(`Applied again by email by Ada Admin at ${english.when}`);
    expect(english.changes.map((c) => [c.label, c.old, c.new])).toEqual([
      ['Email received', undefined, english.changes[0]?.new],
      ['Email subject', undefined, 'Applying again'],
      ['Sender', undefined, 'Peter Novak <peter@example.net>'],
      [expect.any(String), '1/5/2026', '5/3/2026'],
    ]);
    expect(english.changes[0]?.new).toMatch(/2026/);
    const chinese = formatHistoryEntry(applied, zh, 'zh');
    expect(chinese.headline).toBe(`Ada Admin 于 ${chinese.when} 通过邮件再次申请`);
    expect(chinese.changes.slice(0, 3).map((c) => c.label)).toEqual(['邮件接收时间', '邮件主题', '发件人']);
  });
});
