export type Namespace = Record<string, unknown>;

/** `{ '../locales/en/common.ts': module }` → `{ common: module.default }`. */
export function collectNamespaces(modules: Record<string, { default: Namespace }>): Record<string, Namespace> {
  const namespaces: Record<string, Namespace> = {};
  for (const [path, module] of Object.entries(modules)) {
    const name = /\/([^/]+)\.ts$/.exec(path)?.[1];
    if (name) namespaces[name] = module.default;
  }
  return namespaces;
}
