import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language';
import { namespaces, resources } from './resources';

/** Every leaf of a namespace as 'a.b.c' → value. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

describe('translation resources', () => {
  it('load the shell namespaces in both languages', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'errors']));
    for (const language of LANGUAGES) {
      expect(Object.keys(resources[language]).sort()).toEqual(namespaces);
    }
  });

  it.each(namespaces)('%s: en and zh have the same keys and no empty value', (namespace) => {
    const en = leaves(resources.en[namespace]);
    const zh = leaves(resources.zh[namespace]);
    expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, value] of [...en, ...zh]) {
      expect(typeof value, `${namespace}:${key}`).toBe('string');
      expect(String(value).trim(), `${namespace}:${key}`).not.toBe('');
    }
  });

  it('use the same interpolation variables in both languages', () => {
    for (const namespace of namespaces) {
      const zh = leaves(resources.zh[namespace]);
      for (const [key, value] of leaves(resources.en[namespace])) {
        const vars = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
        expect(vars(zh.get(key)), `${namespace}:${key}`).toEqual(vars(value));
      }
    }
  });

  it('say 404 Page Not Found in English', () => {
    expect(leaves(resources.en.errors).get('notFound.title')).toBe('404 Page Not Found');
  });
});
