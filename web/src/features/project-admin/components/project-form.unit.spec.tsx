// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PROJECT_FORM_FIELDS, PROJECT_MARKED_FIELDS, projectTextKind } from '@tb/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import type { ManagementArea } from './area';
import { ProjectForm } from './project-form';

/**
 * The project form shows the catalogue's form fields, in their places, each as its kind of text, marked required
 * as the catalogue says for the area. The expectations come from the catalogue (contracts' projects/catalogue.ts),
 * so a field the form listed by hand, or left out, fails here.
 */
function render(area: ManagementArea): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <ProjectForm area={area} project={null} onDone={() => {}} onCancel={() => {}} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return element;
}

const fieldsShown = (element: HTMLElement) =>
  [...element.querySelectorAll('.tb-project-form__field label')].map((label) => ({
    id: label.getAttribute('for')?.replace(/^project-/, ''),
    text: label.textContent,
  }));

const language = i18n.language;
afterAll(() => i18n.changeLanguage(language));

describe.each(['en', 'zh'])('the project form (%s)', (lang) => {
  it.each(['admin', 'profile'] as const)(
    'shows the catalogue form fields in order, marked as it says (%s)',
    async (area) => {
      await i18n.changeLanguage(lang);
      const element = render(area);
      const required = i18n.t('projectAdmin:form.required');
      const marked = new Set<string>(PROJECT_MARKED_FIELDS[area]);
      expect(fieldsShown(element)).toEqual(
        PROJECT_FORM_FIELDS.map((field) => ({
          id: field,
          // The label, a space, and the mark when there is one (Blueprint's FormGroup).
          text: `${i18n.t(`projectAdmin:form.${field}`)} ${marked.has(field) ? required : ''}`,
        })),
      );
      for (const field of PROJECT_FORM_FIELDS) {
        const input = element.querySelector(`#project-${field}`);
        const tag = { line: 'INPUT', prose: 'TEXTAREA', rich: null }[projectTextKind(field)];
        // The rich-text editor loads lazily: the static markup has its label, not its box yet.
        if (tag) expect([field, input?.tagName]).toEqual([field, tag]);
      }
    },
  );
});
