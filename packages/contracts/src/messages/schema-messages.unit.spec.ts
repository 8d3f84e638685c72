import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../index.ts';
import { formatMessage, MESSAGES } from './index.ts';
import { readMessageRef } from './refs.ts';

/** A zod schema or check as zod 4 keeps it: its definition, with the message function it was given, if any. */
type Node = { _zod: { def: Record<string, unknown> & { error?: (issue: unknown) => unknown; checks?: Node[] } } };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof (value as Node)._zod?.def === 'object';

/**
 * Every message a schema names, found by walking its definition: its own (`z.string({ error })`), its checks'
 * (`.max(n, message)`, `.refine(f, message)`) and those of every schema inside it (fields, options, pipes, wrapped
 * schemas). Messages raised inside a refinement (`ctx.addIssue`) are not in a definition: the test below types in
 * what raises them.
 */
function namedMessages(root: unknown, found = new Map<string, string>(), seen = new Set<unknown>()) {
  const visit = (value: unknown, path: string): void => {
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) visit(item, `${path}[${i}]`);
      return;
    }
    if (!isNode(value)) {
      // An object's shape: its fields by name.
      if (typeof value === 'object' && value !== null && !seen.has(value) && Object.values(value).some(isNode)) {
        seen.add(value);
        for (const [name, item] of Object.entries(value)) visit(item, `${path}.${name}`);
      }
      return;
    }
    if (seen.has(value)) return;
    seen.add(value);
    const { def } = value._zod;
    const said = def.error?.({ code: 'custom', input: undefined });
    if (typeof said === 'string') found.set(said, path);
    for (const [name, item] of Object.entries(def)) if (name !== 'error') visit(item, path);
  };
  visit(root, '');
  return found;
}

const schemas = Object.entries(contracts).filter(([, value]) => value instanceof z.ZodType);
const named = new Map<string, string>();
for (const [name, schema] of schemas) {
  for (const [message, path] of namedMessages(schema)) named.set(message, name + path);
}

/** True when the text is a ref to a catalogued key whose placeholders its parameters fill in both languages. */
function catalogued(text: string): boolean {
  const ref = readMessageRef(text);
  if (!ref) return false;
  return (['en', 'zh'] as const).every((lang) => {
    const said = formatMessage(lang, ref.key, ref.params);
    return MESSAGES[lang][ref.key].trim() !== '' && !/\{\w+\}/.test(said);
  });
}

describe("the contracts' schemas", () => {
  it('name every message by a catalogued key with its parameters, said in both languages', () => {
    expect(schemas.length).toBeGreaterThan(60);
    expect(named.size).toBeGreaterThan(50);
    expect([...named].filter(([text]) => !catalogued(text)).map(([text, where]) => `${where}: ${text}`)).toEqual([]);
    // Limits travel as parameters; a parameter a message does not take is an error too.
    expect(named.has('common.atMost?max=2000')).toBe(true);
    expect(catalogued('project.titleEnTooLong?max=255')).toBe(true);
    expect(catalogued('project.titleEnTooLong')).toBe(false);
    expect(catalogued('English title is required')).toBe(false);
  });

  /** The forms the web checks itself (zodResolver), whose messages it shows before any request. */
  const FORMS: Record<string, z.ZodObject> = {
    loginBody: contracts.loginBody,
    registerBody: contracts.registerBody,
    resetPasswordBody: contracts.resetPasswordBody,
    changePasswordBody: contracts.changePasswordBody,
    profileUpdateBody: contracts.profileUpdateBody,
    contactFields: contracts.contactFields,
    projectCreateBody: contracts.projectCreateBody,
    saveCandidateBody: contracts.saveCandidateBody,
  };
  /** What a person can type: nothing, spaces, too much, hidden characters, wrong links, dates and addresses. */
  const TYPED = [
    '',
    '   ',
    'a',
    'bad name!',
    'not-an-email',
    'ana@example.com',
    'x'.repeat(101),
    'x'.repeat(300),
    'x'.repeat(1100),
    'x'.repeat(2100),
    'x'.repeat(5100),
    'x'.repeat(11_000),
    'x'.repeat(100_100),
    'a\u0000b',
    'a\u202Eb',
    'a\u200Bb',
    'javascript:alert(1)',
    'https://user:secret@example.com',
    '2101-01-01',
    '2024-02-30',
    '<p><br></p>',
  ];

  it('give a form only catalogued messages, whatever is typed in it', () => {
    const given = new Set<string>();
    for (const [form, schema] of Object.entries(FORMS)) {
      // A field that takes text (a checkbox takes none: the form sends true or false).
      const textFields = Object.entries(schema.shape as Record<string, z.ZodType>)
        .filter(([, field]) => TYPED.some((typed) => field.safeParse(typed).success))
        .map(([field]) => field);
      for (const field of textFields) {
        for (const typed of TYPED) {
          const result = schema.safeParse({ [field]: typed });
          for (const issue of result.error?.issues ?? [])
            given.add(`${form}.${issue.path.join('.')}: ${issue.message}`);
        }
      }
    }
    const messages = [...given].map((line) => line.slice(line.indexOf(': ') + 2));
    expect(given.size).toBeGreaterThan(80);
    expect([...given].filter((line) => !catalogued(line.slice(line.indexOf(': ') + 2)))).toEqual([]);
    // Those raised inside refinements (text rules, links, dates) are among them.
    expect(messages).toEqual(
      expect.arrayContaining([
        'common.unstorableText',
        'common.directionCharacters',
        'common.notOneLine',
        'security.linkScheme',
        'security.linkCredentials',
        'common.dateOutOfRange',
        'common.invalidDate',
        'common.atMost?max=1024',
        'project.descriptionEnRequired',
      ]),
    );
  });
});
