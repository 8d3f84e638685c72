import { collectNamespaces } from './collect';

/** Every other en namespace (accounts, projects, admin), loaded with the first screen that is not the landing page. */
export default collectNamespaces(
  import.meta.glob<{ default: Record<string, unknown> }>(
    ['../locales/en/*.ts', '!../locales/en/{common,errors,landing,contact}.ts', '!../locales/**/*.spec.ts'],
    { eager: true },
  ),
);
