import { afterAll, describe, expect, it } from 'vitest';
import {
  evaluateProjects,
  evaluateResumes,
  formatReport,
  precision,
  recall,
  type SetReport,
} from './testing/labelled-set.ts';
import { closeDocumentWorkers } from './text/extract-text.ts';

// Floors set from the measured results (README: Accuracy), a little under them so that a real regression
// fails while the required minimums (tags P ≥ 0.9 / R ≥ 0.85, email and phone 1.0) are always enforced.
const RESUME_FLOORS: Record<string, [precision: number, recall: number]> = {
  email: [1, 1],
  phone: [1, 1],
  tags: [0.95, 0.95],
  tagsZh: [0.95, 0.95],
  name: [0.9, 0.9],
  gender: [0.9, 0.9],
  birthday: [0.9, 0.9],
  github: [0.9, 0.9],
  personalSite: [0.9, 0.9],
  degree: [0.9, 0.9],
  university: [0.9, 0.9],
  bachelor: [0.9, 0.9],
  master: [0.9, 0.9],
  phd: [0.8, 0.8],
  position: [0.9, 0.9],
  role: [0.9, 0.9],
};
const PROJECT_FLOOR: [number, number] = [0.85, 0.85];

function belowFloors(report: SetReport, floors: (field: string) => [number, number]): string[] {
  return Object.entries(report.fields).flatMap(([field, score]) => {
    const [p, r] = floors(field);
    const problems: string[] = [];
    if (precision(score) < p) problems.push(`${field} precision ${precision(score).toFixed(3)} < ${p}`);
    if (recall(score) < r) problems.push(`${field} recall ${recall(score).toFixed(3)} < ${r}`);
    return problems;
  });
}

afterAll(() => closeDocumentWorkers());

describe('the labelled document set', () => {
  it('extracts resume fields and skill tags above the floors', async () => {
    const report = await evaluateResumes(() => true);
    console.log(formatReport('Resumes', report));
    expect(report.documents.length).toBeGreaterThanOrEqual(12);
    expect(belowFloors(report, (field) => RESUME_FLOORS[field] ?? [0.9, 0.9])).toEqual([]);
  });

  it('extracts project fields from opening documents above the floors', async () => {
    const report = await evaluateProjects(() => true);
    console.log(formatReport('Openings', report));
    expect(report.documents.length).toBeGreaterThanOrEqual(4);
    expect(belowFloors(report, () => PROJECT_FLOOR)).toEqual([]);
  });
});
