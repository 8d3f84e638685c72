import { describe, expect, it } from 'vitest';
import { authEn } from './auth.ts';
import { candidateEn } from './candidates.ts';
import { commonEn } from './common.ts';
import { contactEn } from './contact.ts';
import { dashboardEn } from './dashboard.ts';
import { documentEn } from './documents.ts';
import { inboxEn } from './inbox.ts';
import { formatMessage, MESSAGES, type MessageArgs, type MessageKey } from './index.ts';
import { mailEn } from './mail.ts';
import { profileFileEn } from './profile-files.ts';
import { projectEn } from './projects.ts';
import { securityEn } from './security.ts';

const keys = Object.keys(MESSAGES.en) as MessageKey[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the message catalogues', () => {
  it('give every key a text in both languages, with the same parameters', () => {
    expect(keys.length).toBeGreaterThan(150);
    expect(Object.keys(MESSAGES.zh).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const { en, zh } = { en: MESSAGES.en[key], zh: MESSAGES.zh[key] };
      expect([key, en.trim().length > 0, zh.trim().length > 0]).toEqual([key, true, true]);
      expect([key, placeholders(zh)]).toEqual([key, placeholders(en)]);
    }
  });

  it('define each key in one area only (a later area would silently replace an earlier one)', () => {
    const areas = [
      commonEn,
      authEn,
      securityEn,
      contactEn,
      projectEn,
      candidateEn,
      dashboardEn,
      inboxEn,
      profileFileEn,
      documentEn,
      mailEn,
    ];
    const defined = areas.flatMap((area) => Object.keys(area));
    expect(defined.length).toBe(keys.length);
  });
});

describe('formatMessage', () => {
  it('says a message in the language asked, its parameters filled in', () => {
    expect(formatMessage('en', 'inbox.found', { n: 3 })).toBe('Found 3 emails to review');
    expect(formatMessage('zh', 'inbox.found', { n: 3 })).toBe('找到 3 封待审核邮件');
    expect(formatMessage('zh', 'candidate.notFound')).toBe('候选人不存在');
  });

  it('says a parameter that is itself a message in the same language', () => {
    const params = {
      from: { key: 'application.status.reviewing' },
      to: { key: 'application.status.applied' },
    } as const;
    expect(formatMessage('en', 'application.cannotMove', params)).toBe(
      'An application cannot go from "reviewing" to "applied"',
    );
    expect(formatMessage('zh', 'application.cannotMove', params)).toBe('申请状态不能从“审核中”改为“已申请”');
  });

  it("keeps a value's own braces and dollar signs as they are (a candidate may be named anything)", () => {
    expect(formatMessage('en', 'candidate.noneNamed', { name: '{name} $& $1' })).toBe(
      'No candidate is named "{name} $& $1".',
    );
  });

  it('types each key with its parameters', () => {
    const found: MessageArgs = ['inbox.found', { n: 2 }];
    const plain: MessageArgs = ['candidate.notFound'];
    // @ts-expect-error: 'inbox.found' needs its n
    const missing: MessageArgs = ['inbox.found'];
    // @ts-expect-error: no message has this key
    const unknown: MessageArgs = ['candidate.missing'];
    // @ts-expect-error: 'candidate.noneNamed' takes name, not n
    const wrong: MessageArgs = ['candidate.noneNamed', { n: 1 }];
    expect([found, plain, missing, unknown, wrong].map((args) => args[0])).toHaveLength(5);
  });
});
