import { describe, expect, it } from 'vitest';
import { extractProjectFields } from './project/extract-project-fields.ts';
import { extractResumeFields } from './resume/extract-resume-fields.ts';
import { extractSkills, findSkills } from './skills/extract-skills.ts';
import { atRunsText } from './testing/hostile-documents.ts';
import { runStep } from './text/steps.ts';

/**
 * Every extraction entry point is linear in its input on adversarial text. Measured without any absolute
 * limit: one call on 100,000 characters against twenty calls on 5,000 (the same characters in all). Linear
 * work gives a ratio near 1 and quadratic work (a pattern rescanning a run from each of its positions) a ratio
 * near 20. The work is counted as the CPU time of this thread (`process.threadCpuUsage`), not the wall time: a
 * busy machine makes the test wait for a core, which costs no CPU time, so load does not move the ratio (a run
 * at load 15 once measured ×5.2 in wall time). What load still moves (caches, a collection landing in one run)
 * only ever makes a run slower, so a ratio over the bound is measured again, up to five tries, the lowest
 * counting: noise does not repeat, quadratic work does. The bound, 8, leaves linear work a wide margin and a
 * quadratic one no way through (the last test checks that the method still catches one).
 */
const N = 100_000;
const PARTS = 20;
const BOUND = 8;
const TRIES = 5;

/** Milliseconds of CPU this thread spent in `run`. */
function cpuMs(run: () => void): number {
  const start = process.threadCpuUsage();
  run();
  const end = process.threadCpuUsage();
  return (end.user - start.user + end.system - start.system) / 1000;
}

const entryPoints: Record<string, (text: string) => unknown> = {
  extractResumeFields,
  extractSkills,
  findSkills,
  extractProjectFields: (text) => extractProjectFields(text),
  'extractProjectFields (PDF lines)': (text) => extractProjectFields(text, { wrappedLines: true }),
  'text cleaning (parser thread)': (text) => runStep({ input: { text }, step: 'text' }, text),
};

const repeat = (unit: string) => (n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
const between = (left: string, run: string, right: string) => (n: number) =>
  `${left}${run.repeat(Math.max(0, n - left.length - right.length))}${right}`;

/** Inputs that have made or could make a backtracking engine rescan: runs of separators, "@", labels. */
const adversarial: Record<string, (n: number) => string> = {
  'spaces between words': between('x', ' ', 'x'),
  'tabs after a label': between('Name: ', '\t', '!'),
  'ideographic spaces after Han': between('数', '\u3000', '!'),
  'no-break spaces before a line end': between('x', '\u00a0', 'x\n'),
  'space and tab alternating': between('1. ', ' \t', '|'),
  '60 letters and an @, repeated': atRunsText,
  'a@, repeated': repeat('a@'),
  'dotted words': repeat('a.'),
  'labels without values': repeat('Name:'),
  'a list of one-letter skills': repeat('R, '),
  'short lines': repeat('a\n'),
  'Han characters': repeat('数'),
  'coordinated Chinese names': repeat('模型量化与部署，'),
  'tab-separated label cells': repeat('Sex\t'),
  'a school name and its continuation': repeat('Foo University\nand Technology\n'),
  'digits and dashes': repeat('1-'),
  'link prefixes': repeat('http://'),
  'skipped sections and references': repeat('Interests\n[1] R. Roe, et al. Swift Labs\nModules: Go\nPublications\n'),
};

/** CPU time of one call on n characters ÷ that of PARTS calls on n/PARTS characters, the lowest of a few tries. */
function growth(extract: (text: string) => unknown, make: (n: number) => string, n = N): number {
  const large = make(n);
  const small = make(n / PARTS);
  extract(small);
  let lowest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < TRIES && lowest > BOUND; i++) {
    const one = cpuMs(() => extract(large));
    const parts = cpuMs(() => {
      for (let k = 0; k < PARTS; k++) extract(small);
    });
    lowest = Math.min(lowest, one / Math.max(parts, 0.5));
  }
  return lowest;
}

describe('extraction entry points are linear on adversarial input', () => {
  for (const [name, extract] of Object.entries(entryPoints)) {
    it(`${name}`, { timeout: 180_000 }, () => {
      const ratios = Object.entries(adversarial).map(([input, make]) => [input, growth(extract, make)] as const);
      const superlinear = ratios.filter(([, ratio]) => ratio > BOUND).map(([input, r]) => `${input}: ×${r.toFixed(1)}`);
      expect(superlinear).toEqual([]);
    });
  }
});

describe('the linearity measure', () => {
  it('catches a quadratic pattern: a run of spaces rescanned from each of its positions', { timeout: 60_000 }, () => {
    // /\s+$/ on 'x' + spaces + 'x' (the kind the README lists as found and fixed); 20,000 characters suffice.
    const quadratic = (text: string) => /\s+$/.test(text);
    expect(growth(quadratic, between('x', ' ', 'x'), 20_000)).toBeGreaterThan(BOUND);
  });
});
