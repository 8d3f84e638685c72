import type { Namespace } from './bundles/collect';
import enApp from './bundles/en-app';
import enLanding from './bundles/en-landing';
import zhApp from './bundles/zh-app';
import zhLanding from './bundles/zh-landing';
import type { Language } from './language';

/**
 * Both languages whole, for tests and checks. The app never imports this: it loads one language at a time, and
 * of it first only the shell and landing texts (i18n.ts), so the landing page downloads only what it shows.
 */
export const resources: Record<Language, Record<string, Namespace>> = {
  en: { ...enLanding, ...enApp },
  zh: { ...zhLanding, ...zhApp },
};
export const namespaces = Object.keys(resources.en).sort();
