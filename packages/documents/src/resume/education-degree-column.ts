import { type Education, readEducation, unfinishedDegreeCell } from './education.ts';
import { degreesIn, NO_DEGREE } from './education-degrees.ts';
import { institutionsIn } from './education-institutions.ts';
import { sectionEnd } from './sections.ts';

/** A degree column's cell: a short line with a degree and no school ("信息技术硕士（Master of Information"). */
const degreeLine = (line: string) =>
  line.trim().length <= 40 && !NO_DEGREE.test(line) && degreesIn(line).length > 0 && institutionsIn(line).length === 0;

/**
 * "教育背景" / "2015.07 – 墨尔本大学（The University of" / "2011.09 – 西安电子科技大学" … "证书" … "信息技术硕士（Master of
 * Information" / "软件工程 本科 / 工学学士" (thirty-fourth round): a two-column page whose degree column the text layer read
 * after everything else, under other headings. When the education section names schools and no degree, the degree
 * lines after the section are read with it as a degree column: kept only when two or more pair with its schools as a
 * table's degree column does (highest first, the n-th degree the n-th school's), and not read otherwise.
 */
export function withDegreeColumnAfter(lines: string[], section: string[], education: Education): Education {
  if (education.degree) return education;
  const after = lines
    .slice(Math.max(0, sectionEnd(lines, 'education')))
    .filter((line) => degreeLine(line) || unfinishedDegreeCell(line));
  if (after.length < 2) return education;
  const paired = readEducation(section, '', '', after);
  return paired.degree ? paired : education;
}
