import { describe, expect, it } from 'vitest';
import { withLanguage } from './with-language';

describe('withLanguage', () => {
  it('adds ?lang=zh in Chinese and keeps the rest of the address', () => {
    expect(withLanguage('/profile', 'zh')).toBe('/profile?lang=zh');
    expect(withLanguage('/profile?tab=security#top', 'zh')).toBe('/profile?tab=security&lang=zh#top');
  });

  it('leaves English addresses without the parameter', () => {
    expect(withLanguage('/admin', 'en')).toBe('/admin');
    expect(withLanguage('/projects/1?lang=zh', 'en')).toBe('/projects/1');
  });
});
