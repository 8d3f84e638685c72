import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../index.ts';
import { candidateListQuery } from '../index.ts';
import { formatMessage, MESSAGES } from './index.ts';
import { formatMessageRef, messageRef, readMessageRef } from './refs.ts';

/** A zod schema or check as zod 4 keeps it: its definition, with the message function it was given, if any. */
type Node = { _zod: { def: Record<string, unknown> & { error?: (issue: unknown) => unknown; checks?: Node[] } } };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof (value as Node)._zod?.def === 'object';

/**
 * Every message a schema names, found by walking its definition: its own (`z.string({ error })`), its checks'
 * (`.max(n, message)`, `.refine(f, message)`) and those of every schema inside it (fields, options, pipes, wrapped
 * schemas). Messages raised inside a refinement (`ctx.addIssue`) are not in a definition: the test below types in
 * what raises them. A check that names none (`.max(200)`, `z.enum([...])`) is listed in `unnamed`: zod would word
 * its refusal, in English only.
 */
function namedMessages(root: unknown, found = new Map<string, string>(), unnamed: string[] = []) {
  const seen = new Set<unknown>();
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
    else if (refusesByItself(def)) unnamed.push(`${path} ${String(def.check ?? def.type)}`);
    for (const [name, item] of Object.entries(def)) if (name !== 'error') visit(item, path);
  };
  visit(root, '');
  return { found, unnamed };
}

/**
 * What refuses a value by its own rule and so must name its message: a check (length, bounds, integer, format,
 * pattern), a choice (`z.enum`, `z.literal`) and a coercion (text read as a number). A trim (`overwrite`) refuses
 * nothing, a refinement's messages are typed in below, and a value of the wrong type (an object for a string) is
 * answered 'Invalid request' by the server's error handler.
 */
function refusesByItself(def: Record<string, unknown>): boolean {
  if (typeof def.check === 'string') return def.check !== 'overwrite' && def.check !== 'custom';
  return def.type === 'enum' || def.type === 'literal' || def.coerce === true;
}

/** Schemas of answers, which callers never send; those whose names do not end in Answer, View or Refusal. */
const ANSWER_PARTS = new Set([
  'candidateAsOf',
  'candidateHistory',
  'candidateListRow',
  'candidatePage',
  'historyChange',
  'historyEntry',
  'possibleDuplicate',
  'twoFactorStatus',
]);
const isAnswer = (name: string) => /(Answer|View|Refusal)$/.test(name) || ANSWER_PARTS.has(name);

const schemas = Object.entries(contracts).filter(([, value]) => value instanceof z.ZodType);
const named = new Map<string, string>();
/** Checks a caller can fail (every schema but the answers') that name no message. */
const unnamedInRequests: string[] = [];
for (const [name, schema] of schemas) {
  const { found, unnamed } = namedMessages(schema);
  for (const [message, path] of found) named.set(message, name + path);
  if (!isAnswer(name)) unnamedInRequests.push(...unnamed.map((where) => name + where));
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

  it('name a message for every check a caller can fail: query strings, paths and bodies alike', () => {
    expect(unnamedInRequests).toEqual([]);
    for (const name of ANSWER_PARTS) expect([name, name in contracts]).toEqual([name, true]);
    // The walk sees the checks of a query: a number read from text and a choice each name theirs.
    expect(named.get('common.wholeNumberBetween?min=1&max=500')).toMatch(/^candidateListQuery\.limit/);
    expect(named.get('common.oneOf?options=phd%2C+master%2C+bachelor%2C+other')).toBe('candidateListQuery.degree');
    // …and would list one that names none.
    const bare = z.object({
      limit: z.coerce
        .number()
        .int()
        .max(500, messageRef('common.atMost', { max: 500 })),
    });
    expect(namedMessages(bare).unnamed).toEqual(['.limit number', '.limit[0] number_format']);
  });

  it("refuse a query's values with catalogued messages only", () => {
    const refusals = [
      { limit: '501' },
      { limit: '0' },
      { limit: '1.5' },
      { limit: 'ten' },
      { offset: '-1' },
      { degree: 'doctor' },
      { interviewed: 'maybe' },
      { q: 'x'.repeat(201) },
    ].map((query) => candidateListQuery.safeParse(query).error?.issues.map((issue) => issue.message));
    expect(refusals.every((messages) => messages && messages.length > 0 && messages.every(catalogued))).toBe(true);
    expect(formatMessageRef('zh', refusals[0]?.[0] ?? '')).toBe('请输入 1 到 500 之间的整数');
    expect(formatMessageRef('en', refusals[5]?.[0] ?? '')).toBe('Please choose one of: phd, master, bachelor, other');
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
