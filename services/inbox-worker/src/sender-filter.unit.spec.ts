import { describe, expect, it } from 'vitest';
import { emailIdOf } from './email-id.ts';
import { senderFilter } from './sender-filter.ts';

describe('sender filter', () => {
  it('accepts every sender when empty', () => {
    expect(senderFilter(' ')('anyone@example.com')).toBe(true);
  });

  it('matches domains with their subdomains, and exact addresses', () => {
    const accepts = senderFilter('zhipin.com, @lagou.com, jobs@liepin.com');
    expect(accepts('notify@zhipin.com')).toBe(true);
    expect(accepts('Notify@Mail.Zhipin.com')).toBe(true);
    expect(accepts('x@lagou.com')).toBe(true);
    expect(accepts('jobs@liepin.com')).toBe(true);
    expect(accepts('other@liepin.com')).toBe(false);
    expect(accepts('x@notzhipin.com')).toBe(false);
    expect(accepts('zhipin.com@evil.example')).toBe(false);
  });
});

describe('email id', () => {
  it('is the same for the same Message-ID wherever it was read, else follows the source', () => {
    expect(emailIdOf('<A@x>', 'imap:INBOX:1:1')).toBe(emailIdOf('<a@x> ', 'imap:INBOX:1:9'));
    expect(emailIdOf(null, 'imap:INBOX:1:1')).not.toBe(emailIdOf(null, 'imap:INBOX:1:2'));
    expect(emailIdOf('', 'drop:a.eml')).toMatch(/^[0-9a-f]{32}$/);
  });
});
