import { describe, expect, it } from 'vitest';
import {
  type LanguageInputs,
  languageFromBrowser,
  languageFromCountry,
  searchForLanguage,
  selectLanguage,
} from './language';

const noDetection = () => Promise.reject(new Error('unreachable'));

function inputs(overrides: Partial<LanguageInputs>): LanguageInputs {
  return { search: '', stored: null, detectCountry: noDetection, browserLanguages: ['en-US'], ...overrides };
}

describe('selecting the language of a visit', () => {
  it('takes the lang parameter first, over storage, location and browser', async () => {
    let asked = false;
    const result = await selectLanguage(
      inputs({
        search: '?lang=zh',
        stored: 'en',
        detectCountry: async () => {
          asked = true;
          return 'US';
        },
      }),
    );
    expect(result).toEqual({ language: 'zh', source: 'query' });
    expect(asked).toBe(false);
    expect(await selectLanguage(inputs({ search: '?x=1&lang=en', stored: 'zh', browserLanguages: ['zh-CN'] }))).toEqual(
      {
        language: 'en',
        source: 'query',
      },
    );
  });

  it('ignores an unsupported lang parameter and uses the stored preference', async () => {
    expect(await selectLanguage(inputs({ search: '?lang=fr', stored: 'zh' }))).toEqual({
      language: 'zh',
      source: 'stored',
    });
  });

  it('uses the stored preference before asking for the location', async () => {
    let asked = false;
    const detectCountry = async () => {
      asked = true;
      return 'CN';
    };
    expect(await selectLanguage(inputs({ stored: 'en', detectCountry }))).toEqual({ language: 'en', source: 'stored' });
    expect(asked).toBe(false);
  });

  it('selects Chinese when the location is CN or China, English for another country', async () => {
    for (const country of ['CN', 'China', 'cn']) {
      expect(await selectLanguage(inputs({ stored: 'de', detectCountry: async () => country }))).toEqual({
        language: 'zh',
        source: 'location',
      });
    }
    expect(await selectLanguage(inputs({ detectCountry: async () => 'US', browserLanguages: ['zh-CN'] }))).toEqual({
      language: 'en',
      source: 'location',
    });
  });

  it('falls back to the browser language when detection fails or names no country', async () => {
    expect(await selectLanguage(inputs({ browserLanguages: ['zh-TW', 'en'] }))).toEqual({
      language: 'zh',
      source: 'browser',
    });
    expect(await selectLanguage(inputs({ detectCountry: async () => undefined, browserLanguages: ['zh'] }))).toEqual({
      language: 'zh',
      source: 'browser',
    });
    expect(await selectLanguage(inputs({ detectCountry: async () => '', browserLanguages: ['fr-FR'] }))).toEqual({
      language: 'en',
      source: 'browser',
    });
  });
});

describe('language helpers', () => {
  it('reads the browser language: a zh prefix means Chinese, anything else English', () => {
    expect(languageFromBrowser(['zh-Hans-CN'])).toBe('zh');
    expect(languageFromBrowser(['en-GB', 'zh-CN'])).toBe('en');
    expect(languageFromBrowser([])).toBe('en');
  });

  it('reads a country', () => {
    expect(languageFromCountry('China')).toBe('zh');
    expect(languageFromCountry('Chinatown')).toBe('en');
    expect(languageFromCountry(null)).toBeNull();
  });

  it('puts Chinese in the address and removes the parameter for English, keeping other parameters', () => {
    expect(searchForLanguage('', 'zh')).toBe('?lang=zh');
    expect(searchForLanguage('?lang=zh', 'en')).toBe('');
    expect(searchForLanguage('?redirect=%2Fprojects%2F1&lang=zh', 'en')).toBe('?redirect=%2Fprojects%2F1');
    expect(searchForLanguage('?redirect=%2Fprofile', 'zh')).toBe('?redirect=%2Fprofile&lang=zh');
  });
});
