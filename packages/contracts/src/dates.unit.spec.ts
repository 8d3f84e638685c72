import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { profileUpdateBody } from './auth/schemas.ts';
import { candidateAsOfQuery, saveCandidateBody, updateCandidateBody } from './candidates/requests.ts';
import { DATE_OUT_OF_RANGE, INVALID_DATE } from './dates.ts';
import { loadEmailsBody, processEmailBody } from './inbox/schemas.ts';
import { formatMessage } from './messages/index.ts';
import { applicationFields } from './projects/application-schemas.ts';
import { projectCreateBody, projectUpdateBody } from './projects/project-schemas.ts';

/**
 * Every date field of the requests, found from the contracts (a field is a date when it takes '2024-05-01' and
 * refuses 'someday'), takes only what the read models can store. Issue 22's review had the API answer 201 for these
 * and PostgreSQL refuse them afterwards. A new date field is covered without editing this file.
 */
const SCHEMAS: Record<string, z.ZodObject> = {
  saveCandidateBody,
  updateCandidateBody,
  candidateAsOfQuery,
  loadEmailsBody: loadEmailsBody.unwrap() as unknown as z.ZodObject,
  processEmailBody,
  profileUpdateBody,
  applicationFields,
  projectCreateBody,
  projectUpdateBody,
};
const SAMPLES = ['2024-05-01', '2024-05-01T10:00:00Z'];
const REFUSED = [
  '275760-09-13',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '0000-01-01',
  '0001-01-01',
  '99999-01-01',
  '1899-12-31',
  '2101-01-01',
  '2024-02-30',
  '2024-13-01',
  '2024-01-01T25:00:00Z',
];

const dateFields = Object.entries(SCHEMAS).flatMap(([body, schema]) =>
  Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([field, fieldSchema]) => {
    const sample = SAMPLES.find((s) => fieldSchema.safeParse(s).success);
    return sample && !fieldSchema.safeParse('someday').success
      ? [{ name: `${body}.${field}`, fieldSchema, sample }]
      : [];
  }),
);

describe('date fields of the requests', () => {
  it('finds them', () => {
    expect(dateFields.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        'saveCandidateBody.applyTime',
        'updateCandidateBody.interviewTime',
        'candidateAsOfQuery.asOf',
        'loadEmailsBody.sinceDate',
      ]),
    );
  });

  it.each(dateFields.map((f) => [f.name, f] as const))(
    '%s takes years 1900–2100 only',
    (_, { fieldSchema, sample }) => {
      for (const value of REFUSED) {
        const result = fieldSchema.safeParse(value.length > 10 || !sample.includes('T') ? value : `${value}T00:00:00Z`);
        expect(result.success, value).toBe(false);
        const message = result.error?.issues[0]?.message ?? '';
        expect([INVALID_DATE, DATE_OUT_OF_RANGE], value).toContain(message);
      }
      const edge = sample.includes('T')
        ? ['1900-01-01T00:00:00Z', '2100-12-31T23:59:59Z']
        : ['1900-01-01', '2100-12-31'];
      for (const value of edge) expect(fieldSchema.safeParse(value).success, value).toBe(true);
    },
  );

  it('says why in both languages', () => {
    const problem = (applyTime: string) =>
      saveCandidateBody.safeParse({ name: 'A', applyTime }).error?.issues[0]?.message;
    expect(problem('+275760-09-13T00:00:00Z')).toBe(INVALID_DATE);
    expect(problem('2101-01-01')).toBe(DATE_OUT_OF_RANGE);
    expect(formatMessage('en', DATE_OUT_OF_RANGE)).toBe('Please enter a date between 1900 and 2100');
    expect(formatMessage('zh', DATE_OUT_OF_RANGE)).toBe('请输入 1900 年至 2100 年之间的日期');
    expect(formatMessage('zh', INVALID_DATE)).toBe('日期无效');
  });
});
