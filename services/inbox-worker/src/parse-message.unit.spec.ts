import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { parseMessage, textToHtml } from './parse-message.ts';

const b64 = (text: string, charset: string) => iconv.encode(text, charset).toString('base64');

describe('parseMessage', () => {
  it('decodes encoded-word headers and a GB2312 body', async () => {
    const raw = Buffer.from(
      [
        `From: =?GB2312?B?${b64('招聘平台', 'gb2312')}?= <Notify@Zhipin.com>`,
        `Subject: =?GBK?B?${b64('应聘：张伟 · 算法工程师', 'gbk')}?=`,
        'Message-ID: <m1@zhipin.com>',
        'Content-Type: text/plain; charset=GB2312',
        'Content-Transfer-Encoding: base64',
        '',
        b64('您好，\n\n张伟 应聘 算法工程师。', 'gb2312'),
      ].join('\r\n'),
      'latin1',
    );
    const message = await parseMessage(raw);
    expect(message.subject).toBe('应聘：张伟 · 算法工程师');
    expect(message.from).toBe('招聘平台 <notify@zhipin.com>');
    expect(message.fromAddress).toBe('notify@zhipin.com');
    expect(message.messageId).toBe('<m1@zhipin.com>');
    expect(message.html).toBe('<p>您好，</p><p>张伟 应聘 算法工程师。</p>');
  });

  it('escapes plain text turned into HTML', () => {
    expect(textToHtml('<b>hi</b>\nthere')).toBe('<p>&lt;b&gt;hi&lt;/b&gt;<br>there</p>');
  });
});
