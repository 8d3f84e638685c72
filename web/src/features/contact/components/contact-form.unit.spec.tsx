// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { ContactForm } from './contact-form';

// Tells React this is a test that wraps its updates in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let cleanup = () => {};
afterEach(() => cleanup());

async function renderForm(): Promise<HTMLElement> {
  const element = document.createElement('div');
  document.body.append(element);
  const root = createRoot(element);
  await act(async () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <ContactForm />
        </QueryClientProvider>
      </I18nextProvider>,
    ),
  );
  cleanup = () => {
    act(() => root.unmount());
    element.remove();
  };
  return element;
}

/** Types into an input as a person does: React sees an input event with the new value. */
function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Fills the form, sends it, and answers what each refused field says under it. */
async function refusals(values: Record<string, string>): Promise<Record<string, string>> {
  const form = await renderForm();
  await act(async () => {
    for (const [id, value] of Object.entries(values)) {
      type(form.querySelector<HTMLInputElement>(`#contact-${id}`) as HTMLInputElement, value);
    }
  });
  await act(async () => {
    form.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  const said: Record<string, string> = {};
  for (const alert of form.querySelectorAll('.tb-contact__field')) {
    const id = alert.querySelector('label')?.getAttribute('for')?.replace('contact-', '') ?? '';
    const text = alert.querySelector('[role="alert"]')?.textContent;
    if (text) said[id] = text;
  }
  return said;
}

const filled = { name: 'Ana Li', message: 'Hello', company: 'x'.repeat(201) };

describe('the contact form', () => {
  it("says a refused field's message in Chinese when the page is in Chinese", async () => {
    await act(async () => i18n.changeLanguage('zh'));
    expect(await refusals({ ...filled, email: 'not-an-email' })).toEqual({
      email: '请输入有效的邮箱地址。',
      company: '公司名称过长',
    });
  });

  it('and in English when it is in English', async () => {
    await act(async () => i18n.changeLanguage('en'));
    expect(await refusals({ ...filled, email: 'not-an-email' })).toEqual({
      email: 'Please enter a valid email address.',
      company: 'Company name is too long',
    });
  });
});
