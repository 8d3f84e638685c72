import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 25 item 5, one localisation step: a refusal is thrown with a message key and worded by the error handler in
 * the caller's language; texts live in the message catalogues. These scan the server code for what bypasses that.
 */
const ROOT = join(import.meta.dirname, '../../..');
const SERVER_SOURCES = [
  ...readdirSync(join(ROOT, 'services')).map((service) => `services/${service}/src`),
  ...['contracts', 'domain', 'event-store', 'platform'].map((name) => `packages/${name}/src`),
];
/** Test code and its data, demo data (people's and companies' own words), and the catalogues themselves. */
const NOT_SHIPPED = /\.spec\.ts$|\/(tests|testing|fixtures|seed)\/|\/messages\/|\.d\.ts$/;

function sourceFiles(): { path: string; code: string }[] {
  return SERVER_SOURCES.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .map((name) => `${dir}/${name}`)
      .filter((path) => !NOT_SHIPPED.test(path))
      .map((path) => ({ path, code: withoutComments(readFileSync(join(ROOT, path), 'utf8')) })),
  );
}

/** Comments may quote any language; what the code says is what counts. */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

/** The error handler's own module and the app's parser refusals: the one step itself. */
const THE_ONE_STEP = new Set([
  'packages/platform/src/http/error-handler.ts',
  'packages/platform/src/http/create-http-app.ts',
]);

describe('the server code', () => {
  const files = sourceFiles();

  it('is found (the scan reads the route files)', () => {
    const paths = files.map((file) => file.path);
    expect(paths).toContain('services/command-api/src/accounts/session-routes.ts');
    expect(paths.length).toBeGreaterThan(100);
  });

  it('sends no refusal itself: a 4xx or 5xx answer is thrown and worded by the error handler', () => {
    const sentByHand = /\.(?:status|code)\(\s*[45]\d\d\s*\)\s*\.send\(|\.send\(\s*\{\s*message\s*:\s*['"`]/;
    const offenders = files
      .filter((file) => !THE_ONE_STEP.has(file.path) && sentByHand.test(file.code))
      .map((file) => `${file.path}: ${sentByHand.exec(file.code)?.[0]}`);
    expect(offenders).toEqual([]);
  });

  it("answers no message worded in code: every answer's message comes from the catalogues (messageFor)", () => {
    const literal = /\bmessage\s*:\s*['"`]/;
    const answering = (path: string) => path.startsWith('services/') || path.startsWith('packages/platform/src/http/');
    const offenders = files
      .filter((file) => answering(file.path) && literal.test(file.code))
      .map((file) => `${file.path}: ${literal.exec(file.code)?.[0]}`);
    expect(offenders).toEqual([]);
  });

  /**
   * Chinese in code is only ever read, never said: words that recognise what people type or upload (本科 is a
   * Bachelor, 我叫 introduces a name). Anything said to a person comes from the catalogues.
   */
  const RECOGNISES_INPUT = new Set([
    'packages/contracts/src/candidates/choices.ts',
    'packages/contracts/src/candidates/views.ts',
    'services/inbox-worker/src/extract-candidate.ts',
    // The event-store contract suite (run by both adapters' tests) stores Chinese text to see it come back.
    'packages/event-store/src/contract.ts',
  ]);
  it('says no Chinese outside the message catalogues', () => {
    const han = /\p{Script=Han}+/u;
    const offenders = files
      .filter((file) => !RECOGNISES_INPUT.has(file.path) && han.test(file.code))
      .map((file) => `${file.path}: ${han.exec(file.code)?.[0]}`);
    expect(offenders).toEqual([]);
  });
});
