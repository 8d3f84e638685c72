import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The import boundaries live in biome.json's overrides, where a hole is silent: a pattern that matches one folder
// level ('../*'), or an override whose options replace a broader one's, lets an illegal import through without a
// word. This test lints one probe file per case, at the path the case names, with the repository's own biome.json in
// a scratch folder (nothing is written into the working tree), and checks each import is refused or allowed.

const repo = fileURLToPath(new URL('..', import.meta.url));
const biome = join(repo, 'node_modules/.bin/biome');

interface Case {
  /** The importing file, relative to the repository (the probe sits at this path in the scratch folder). */
  file: string;
  from: string;
  /** The names imported; `x` unless the rule looks at names. */
  names?: string;
  refused: boolean;
}

const rm = 'packages/platform/src/read-models';
const cases: Case[] = [
  // Read models reach PostgreSQL and the contracts only, however many folders up the path climbs.
  { file: `${rm}/candidates/queries.ts`, from: '../../http/route-access.ts', refused: true },
  { file: `${rm}/candidates/queries.ts`, from: '../inbox/queries.ts', refused: true },
  { file: `${rm}/candidates/queries.ts`, from: '../../postgres/pool.ts', refused: false },
  { file: `${rm}/candidates/queries.ts`, from: '../users/tables.ts', refused: false },
  { file: `${rm}/candidates/queries.ts`, from: '@tb/domain', refused: true },
  { file: `${rm}/candidates/queries.ts`, from: 'fastify', refused: true },
  { file: `${rm}/users/queries.ts`, from: '../../commands/handle-command.ts', refused: true },
  { file: `${rm}/users/queries.ts`, from: '../../postgres/pool.ts', refused: false },
  { file: `${rm}/applications/queries.ts`, from: '../projects/tables.ts', refused: false },
  { file: `${rm}/applications/queries.ts`, from: '../projects/queries.ts', refused: true },
  { file: `${rm}/inbox/lookup.ts`, from: '../catalog.ts', refused: false },
  { file: `${rm}/dashboard/queries.ts`, from: '../read-models.ts', refused: true },
  { file: `${rm}/event-log-stats/queries.ts`, from: '../../http/route-access.ts', refused: true },
  { file: `${rm}/event-log-stats/queries.ts`, from: '../../postgres/pool.ts', refused: false },
  // Their tests may seed another read model, and still nothing outside the read models but PostgreSQL.
  { file: `${rm}/applications/applications.int.spec.ts`, from: '../users/writes.ts', refused: false },
  { file: `${rm}/applications/applications.int.spec.ts`, from: '../../testing/db.ts', refused: false },
  { file: `${rm}/applications/applications.int.spec.ts`, from: '../../http/route-access.ts', refused: true },
  // The top-level files: the catalogue, read-your-writes, parked events.
  { file: `${rm}/parked-events.ts`, from: 'fastify', refused: true },
  { file: `${rm}/parked-events.ts`, from: '@tb/domain', refused: true },
  { file: `${rm}/parked-events.ts`, from: '../http/route-access.ts', refused: true },
  { file: `${rm}/parked-events.ts`, from: '../postgres/pool.ts', refused: false },
  { file: `${rm}/read-models.ts`, from: '@tb/domain', names: 'ValidationError', refused: false },
  { file: `${rm}/read-models.ts`, from: '@tb/domain', names: 'ValidationError, decideCandidate', refused: true },
  { file: `${rm}/read-models.ts`, from: '@tb/event-store', refused: false },
  { file: `${rm}/read-models.ts`, from: '../commands/handle-command.ts', refused: true },
  // Packages never import a service, its exported subpaths included.
  { file: 'packages/event-store/src/pg/store.ts', from: '@tb/projectors/testing', refused: true },
  { file: 'packages/event-store/src/pg/store.int.spec.ts', from: '@tb/platform/testing', refused: false },
  { file: 'packages/platform/src/http/plugins.ts', from: '@tb/command-api', refused: true },
  { file: 'packages/domain/src/candidates/decide.ts', from: '@tb/platform/testing', refused: true },
  { file: 'packages/domain/src/candidates/decide.ts', from: 'node:fs', refused: true },
  { file: 'packages/domain/src/candidates/decide.ts', from: '@tb/contracts', refused: false },
  // The domain does no I/O: bare Node built-in names are refused like node:*.
  { file: 'packages/domain/src/candidates/decide.ts', from: 'fs', refused: true },
  { file: 'packages/domain/src/candidates/decide.ts', from: 'crypto', refused: true },
  { file: 'packages/domain/src/candidates/decide.ts', from: 'fs/promises', refused: true },
  { file: 'packages/domain/src/candidates/decide.ts', from: 'child_process', refused: true },
  { file: 'packages/domain/src/candidates/decide.ts', from: 'zod', refused: false },
  { file: 'packages/domain/src/candidates/decide.ts', from: '../people/display.ts', refused: false },
  // A relative path never leaves its workspace, whatever the depth.
  { file: 'packages/domain/src/candidates/decide.ts', from: '../../../platform/src/index.ts', refused: true },
  { file: 'packages/domain/src/index.ts', from: '../../contracts/src/index.ts', refused: true },
  {
    file: 'services/query-api/src/candidates/detail-routes.ts',
    from: '../../../command-api/src/index.ts',
    refused: true,
  },
  {
    file: 'services/query-api/src/candidates/detail-routes.ts',
    from: '../../../../packages/platform/src/index.ts',
    refused: true,
  },
  { file: 'services/query-api/src/candidates/detail-routes.ts', from: '../http/errors.ts', refused: false },
  { file: 'services/projectors/src/runner/runner.ts', from: '../../../query-api/src/app.ts', refused: true },
  { file: `${rm}/candidates/queries.ts`, from: '../../../../event-store/src/pg/store.ts', refused: true },
  { file: 'web/src/features/candidates/list.tsx', from: '../../../../packages/contracts/src/index.ts', refused: true },
  // The documents package imports its parsers and node:*, no other workspace.
  { file: 'packages/documents/src/text/extract-text.ts', from: '@tb/domain', refused: true },
  { file: 'packages/documents/src/text/extract-text.ts', from: '@tb/contracts', refused: true },
  { file: 'packages/documents/src/text/extract-text.ts', from: 'fastify', refused: true },
  { file: 'packages/documents/src/text/extract-text.ts', from: '../../../domain/src/index.ts', refused: true },
  { file: 'packages/documents/src/text/extract-text.ts', from: 'pdf-parse', refused: false },
  { file: 'packages/documents/src/text/extract-text.ts', from: 'mammoth/lib/unzip.js', refused: false },
  { file: 'packages/documents/src/text/extract-text.ts', from: 'node:worker_threads', refused: false },
  { file: 'packages/documents/src/text/extract-text.ts', from: '../file-type.ts', refused: false },
  { file: 'packages/documents/scripts/render/render-pdf.ts', from: 'pdfkit', refused: false },
  // The contracts import zod only.
  { file: 'packages/contracts/src/candidates.ts', from: '@tb/platform', refused: true },
  { file: 'packages/contracts/src/candidates.ts', from: 'fastify', refused: true },
  { file: 'packages/contracts/src/candidates.ts', from: 'node:fs', refused: true },
  { file: 'packages/contracts/src/candidates.ts', from: '../../platform/src/index.ts', refused: true },
  { file: 'packages/contracts/src/candidates.ts', from: 'zod', refused: false },
  { file: 'packages/contracts/src/candidates.ts', from: './messages.ts', refused: false },
  { file: 'packages/contracts/src/people/display.ts', from: '../messages.ts', refused: false },
  // Services: what each README's "May import" names, never another service.
  {
    file: 'services/query-api/src/candidates/detail-routes.ts',
    from: '@tb/command-api',
    names: 'commandApi',
    refused: true,
  },
  {
    file: 'services/query-api/src/candidates/detail-routes.ts',
    from: '@tb/command-api',
    names: 'ensureAdmin',
    refused: true,
  },
  { file: 'services/query-api/src/candidates/detail-routes.ts', from: '@tb/projectors/testing', refused: true },
  { file: 'services/query-api/src/candidates/detail-routes.ts', from: '@tb/documents', refused: true },
  { file: 'services/query-api/src/candidates/detail-routes.ts', from: '@tb/platform', refused: false },
  { file: 'services/query-api/src/candidates/detail-routes.ts', from: '@tb/domain', refused: false },
  // …except the test helpers other services export, in tests and the test harness only.
  {
    file: 'services/query-api/src/testing/query-test-app.ts',
    from: '@tb/command-api',
    names: 'ensureAdmin',
    refused: false,
  },
  {
    file: 'services/query-api/src/testing/query-test-app.ts',
    from: '@tb/command-api',
    names: 'commandApi',
    refused: true,
  },
  { file: 'services/query-api/src/testing/query-test-app.ts', from: '@tb/projectors/testing', refused: false },
  { file: 'services/query-api/src/testing/query-test-app.ts', from: '@tb/inbox-worker', refused: true },
  {
    file: 'services/query-api/src/projects/routes.int.spec.ts',
    from: '@tb/command-api',
    names: 'ensureAdmin',
    refused: false,
  },
  { file: 'services/command-api/src/candidates/upload-routes.ts', from: '@tb/query-api', refused: true },
  { file: 'services/command-api/src/candidates/upload-routes.ts', from: '@tb/projectors/testing', refused: true },
  { file: 'services/command-api/src/candidates/upload-routes.ts', from: '@tb/documents', refused: false },
  { file: 'services/command-api/src/testing/command-test-app.ts', from: '@tb/projectors/testing', refused: false },
  { file: 'services/command-api/src/testing/command-test-app.ts', from: '@tb/projectors', refused: true },
  { file: 'services/command-api/src/accounts/accounts.int.spec.ts', from: '@tb/projectors/testing', refused: false },
  { file: 'services/projectors/src/runner/runner.ts', from: '@tb/documents', refused: true },
  { file: 'services/projectors/src/runner/runner.ts', from: '@tb/command-api', refused: true },
  { file: 'services/projectors/src/runner/runner.ts', from: '@tb/platform', refused: false },
  { file: 'services/inbox-worker/src/worker.ts', from: '@tb/query-api', refused: true },
  { file: 'services/inbox-worker/src/worker.ts', from: '@tb/documents', refused: false },
  { file: 'services/all-in-one/src/runtime.ts', from: '@tb/command-api', refused: false },
  // The web app: @tb/contracts only, in features too; features never import each other.
  { file: 'web/src/features/candidates/list.tsx', from: '@tb/platform', refused: true },
  { file: 'web/src/features/candidates/list.tsx', from: 'fastify', refused: true },
  { file: 'web/src/features/candidates/list.tsx', from: '@/features/projects/form.tsx', refused: true },
  { file: 'web/src/features/candidates/list.tsx', from: '@tb/contracts', refused: false },
  { file: 'web/src/app/routes.tsx', from: '@tb/projectors/testing', refused: true },
  // Shared web code depends on no feature and not on the app.
  { file: 'web/src/shared/ui/toasts.tsx', from: '@/features/candidates/list.tsx', refused: true },
  { file: 'web/src/shared/ui/toasts.tsx', from: '../../features/candidates/list.tsx', refused: true },
  { file: 'web/src/shared/lib/api.ts', from: '@/app/routes.tsx', refused: true },
  { file: 'web/src/shared/lib/api.ts', from: '@tb/platform', refused: true },
  { file: 'web/src/shared/ui/toasts.tsx', from: '@/shared/i18n/i18n', refused: false },
  { file: 'web/src/shared/ui/toasts.tsx', from: '../lib/storage', refused: false },
  { file: 'web/src/shared/lib/api.ts', from: '@tb/contracts', refused: false },
  { file: 'web/src/app/routes.tsx', from: '@/features/candidates/list.tsx', refused: false },
];

let scratch: string;
const flagged = new Set<string>();
const probePath = (c: Case, i: number) => c.file.replace(/(\.[a-z]+\.spec)?\.tsx?$/, (end) => `-probe${i}${end}`);

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'tb-boundaries-'));
  copyFileSync(join(repo, 'biome.json'), join(scratch, 'biome.json'));
  cases.forEach((c, i) => {
    const path = join(scratch, probePath(c, i));
    mkdirSync(dirname(path), { recursive: true });
    const names = c.names ?? 'x';
    writeFileSync(path, `import { ${names} } from '${c.from}';\n\nexport const probe = [${names}];\n`);
  });
  const run = spawnSync(
    biome,
    [
      'lint',
      '--only=style/noRestrictedImports',
      '--reporter=json',
      '--max-diagnostics=none',
      '--vcs-enabled=false',
      '.',
    ],
    { cwd: scratch, encoding: 'utf8' },
  );
  const report = JSON.parse(run.stdout) as { diagnostics: { category: string; location: { path: string } }[] };
  for (const d of report.diagnostics) {
    if (d.category === 'lint/style/noRestrictedImports') flagged.add(d.location.path);
  }
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('import boundaries (biome.json)', () => {
  it.each(cases.map((c, i) => ({ ...c, names: c.names ?? 'x', probe: probePath(c, i) })))(
    '$file: import { $names } from $from → refused $refused',
    ({ probe, refused }) => {
      expect(flagged.has(probe)).toBe(refused);
    },
  );
});
