import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateBody } from '@tb/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FieldErrors } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { FormField } from './form-field';

/** What react-hook-form's zod resolver answers for the profile form with these values. */
async function resolved(values: Record<string, string>): Promise<FieldErrors> {
  const resolve = zodResolver(profileUpdateBody);
  const result = await resolve({ firstName: 'Ana', lastName: 'Li', ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return result.errors;
}

async function shown(error: string | undefined, lang: 'en' | 'zh'): Promise<string> {
  await i18n.changeLanguage(lang);
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <FormField id="position" label="Position" error={error}>
        <input id="position" />
      </FormField>
    </I18nextProvider>,
  );
  return html.match(/role="alert">([^<]*)</)?.[1] ?? '';
}

describe('a refused profile field', () => {
  it('shows its limit in the language of the page (the limit travels from the schema as a parameter)', async () => {
    const errors = await resolved({ position: 'x'.repeat(256), bio: 'x'.repeat(5001) });
    expect(await shown(errors.position?.message as string, 'zh')).toBe('最多 255 个字符');
    expect(await shown(errors.position?.message as string, 'en')).toBe('At most 255 characters');
    expect(await shown(errors.bio?.message as string, 'zh')).toBe('最多 5000 个字符');
  });

  it('shows a link rule in Chinese', async () => {
    const errors = await resolved({ github: 'javascript:alert(1)' });
    expect(await shown(errors.github?.message as string, 'zh')).toBe('只能保存 http:// 或 https:// 链接。');
  });
});
