/**
 * "unit tests with Jest", "单元测试（JUnit + Mockito）": a practice named together with the tool that does it
 * is the tool. Every outside labeller tagged the framework and left Unit Testing out (or optional) there, and
 * tagged Unit Testing where no framework is named beside it ("Unit Testing and Batch Applications").
 */

const PRACTICE = new Set(['Unit Testing']);
const TOOLS = new Set([
  'Jest',
  'Vitest',
  'pytest',
  'JUnit',
  'TestNG',
  'Mocha',
  'Jasmine',
  'Karma',
  'GoogleTest',
  'Catch2',
  'XCTest',
  'Mockito',
  'React Testing Library',
]);
/** Beside: on the same line, this close (a clause, not a paragraph). */
const WINDOW = 40;

interface Placed {
  skill: { en: string };
  start: number;
  end: number;
}

/** The matches without a practice named beside one of its tools. Matches are sorted by start (linear time). */
export function dropPracticeBesideTool<M extends Placed>(text: string, matches: M[]): M[] {
  const beside = (a: Placed, b: Placed) => {
    const [from, to] = a.start < b.start ? [a.end, b.start] : [b.end, a.start];
    return to - from <= WINDOW && !text.slice(Math.min(from, to), Math.max(from, to)).includes('\n');
  };
  return matches.filter((m, i) => {
    if (!PRACTICE.has(m.skill.en)) return true;
    for (let k = i - 1; k >= 0 && (matches[k] as M).end >= m.start - WINDOW; k--) {
      if (TOOLS.has((matches[k] as M).skill.en) && beside(matches[k] as M, m)) return false;
    }
    for (let k = i + 1; k < matches.length && (matches[k] as M).start <= m.end + WINDOW; k++) {
      if (TOOLS.has((matches[k] as M).skill.en) && beside(m, matches[k] as M)) return false;
    }
    return true;
  });
}
