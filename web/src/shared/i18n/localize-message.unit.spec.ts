import { describe, expect, it } from 'vitest';
import { localizeMessage } from './localize-message';

describe('localizeMessage', () => {
  it('shows the Chinese text of a contract message in Chinese', () => {
    expect(localizeMessage('Invalid email address', 'zh')).toBe('邮箱地址无效');
    expect(localizeMessage('Email already registered', 'zh')).toBe('该邮箱已注册');
  });

  it('keeps English in English and unknown texts as they are', () => {
    expect(localizeMessage('Invalid email address', 'en')).toBe('Invalid email address');
    expect(localizeMessage('该邮箱已注册', 'zh')).toBe('该邮箱已注册');
  });
});
