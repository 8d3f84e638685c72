import { LANGUAGES, type Language } from './language';

type Namespace = Record<string, unknown>;

/** Every `locales/<language>/<namespace>.ts`, found at build time. */
const modules = import.meta.glob<{ default: Namespace }>(['./locales/*/*.ts', '!./locales/**/*.spec.ts'], {
  eager: true,
});

function collect(): Record<Language, Record<string, Namespace>> {
  const resources: Record<Language, Record<string, Namespace>> = { en: {}, zh: {} };
  for (const [path, module] of Object.entries(modules)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.ts$/.exec(path);
    const language = LANGUAGES.find((l) => l === match?.[1]);
    const namespace = match?.[2];
    if (!language || !namespace) continue;
    resources[language][namespace] = module.default;
  }
  return resources;
}

export const resources = collect();
export const namespaces = Object.keys(resources.en).sort();
