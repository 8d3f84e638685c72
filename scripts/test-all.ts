// `npm test`: the three test levels one after another (unit, then int, then e2e on a fresh web build), each in
// its own vitest run, and then one closing line that counts them all: `tests: N passed, N failed, N skipped`.
//
// Why a closing line of our own: vitest's summaries ("Tests  159 passed (159)") are per run and in vitest's own
// layout, which a reader of the whole log (CI's, or a person scrolling back) does not find at the end once three runs
// have printed. The counts come from each run's JSON report, so the line says what vitest ran, never more.
// Every level runs even when an earlier one failed, so one run shows every failure; the exit code is 1 if any test
// failed or any run ended without a report (a crash, a config error). Arguments go to each vitest run as they are
// (`npm test -- packages/documents` runs that folder's tests of every level).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  success: boolean;
}

const levels = ['unit', 'int', 'e2e'] as const;
const filters = process.argv.slice(2);
const reportDir = join(process.cwd(), 'test-results', 'summary');

function run(command: string, args: string[]): number {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  return result.status ?? 1;
}

function readReport(file: string): VitestJsonReport | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as VitestJsonReport;
  } catch {
    return undefined;
  }
}

function runLevel(level: (typeof levels)[number]): { counts: Counts; ok: boolean } {
  if (level === 'e2e' && run('npm', ['run', 'build', '-w', 'web']) !== 0) {
    console.log('e2e: the web build failed, so no e2e test ran');
    return { counts: { passed: 0, failed: 0, skipped: 0 }, ok: false };
  }
  const file = join(reportDir, `${level}.json`);
  rmSync(file, { force: true });
  const exitCode = run('vitest', [
    'run',
    '--project',
    level,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
    // A filter that leaves a level without test files is no failure of that level; the whole suite without one is.
    ...(filters.length > 0 ? ['--passWithNoTests', ...filters] : []),
  ]);
  const report = readReport(file);
  if (!report) {
    console.log(`${level}: vitest ended (exit code ${exitCode}) without a report`);
    return { counts: { passed: 0, failed: 0, skipped: 0 }, ok: false };
  }
  const counts = {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
  return { counts, ok: exitCode === 0 && report.success };
}

function line(counts: Counts): string {
  return `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;
}

mkdirSync(reportDir, { recursive: true });
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const perLevel: string[] = [];
let ok = true;
for (const level of levels) {
  const result = runLevel(level);
  ok &&= result.ok;
  total.passed += result.counts.passed;
  total.failed += result.counts.failed;
  total.skipped += result.counts.skipped;
  perLevel.push(`${level}: ${line(result.counts)}${result.ok ? '' : ' (this level failed)'}`);
}
console.log('');
for (const summary of perLevel) console.log(summary);
console.log(`tests: ${line(total)}`);
process.exit(ok ? 0 : 1);
