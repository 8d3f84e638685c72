import { collectNamespaces } from './collect';

/** Every other zh namespace (accounts, projects, admin), loaded with the first screen that is not the landing page. */
export default collectNamespaces(
  import.meta.glob<{ default: Record<string, unknown> }>(
    ['../locales/zh/*.ts', '!../locales/zh/{common,errors,landing,contact}.ts', '!../locales/**/*.spec.ts'],
    { eager: true },
  ),
);
