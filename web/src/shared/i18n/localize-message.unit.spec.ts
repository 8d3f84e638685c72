import { messageRef } from '@tb/contracts';
import { describe, expect, it } from 'vitest';
import { localizeMessage } from './localize-message';

describe('localizeMessage', () => {
  it("says a schema's message in the reader's language", () => {
    expect(localizeMessage(messageRef('auth.invalidEmail'), 'zh')).toBe('邮箱地址无效');
    expect(localizeMessage(messageRef('auth.invalidEmail'), 'en')).toBe('Invalid email address');
  });

  it('says its parameters too', () => {
    expect(localizeMessage(messageRef('common.atMost', { max: 2000 }), 'zh')).toBe('最多 2000 个字符');
    expect(localizeMessage(messageRef('common.atMost', { max: 2000 }), 'en')).toBe('At most 2000 characters');
  });

  it('shows any other text as it is: no English text is looked up', () => {
    expect(localizeMessage('该邮箱已注册', 'zh')).toBe('该邮箱已注册');
    expect(localizeMessage('Invalid email address', 'zh')).toBe('Invalid email address');
  });
});
