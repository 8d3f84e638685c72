/**
 * What the Schemathesis test prints of a run: the closing SUMMARY section, without the run's last line.
 *
 * Why the last line goes: Schemathesis closes like pytest (`===== 3 warnings in 150.01s =====`), and a reader of
 * the whole test log that knows pytest's closing lines takes a line with warnings and no passed count for a run in
 * which no test executed. CI's reader did exactly that to every run since this test came in, although vitest ran
 * some 2,200 tests after it. The same facts (cases generated and passed, warnings, time) are kept in a plain line.
 */
const PYTEST_BANNER = /^=+\s*(.*?)\s*=+$/;

export function plainSummary(name: string, output: string): string {
  const start = output.lastIndexOf('SUMMARY');
  const section = start >= 0 ? output.slice(start) : output;
  const kept: string[] = [];
  let closing = '';
  for (const line of section.split('\n')) {
    const banner = PYTEST_BANNER.exec(line.trim());
    if (banner) closing = banner[1] ?? '';
    else kept.push(line.replace(/\s*=+\s*$/, ''));
  }
  const body = kept.join('\n').trim();
  return `Schemathesis as ${name}${closing ? ` (${closing})` : ''}:\n${body}`;
}
