import { describe, expect, it } from 'vitest';
import { formatMessageRef } from '../messages/refs.ts';
import { projectCatalogue } from './catalogue.ts';
import {
  extractedProjectView,
  PROJECT_COLUMNS,
  PROJECT_DOCUMENT_PAIRS,
  PROJECT_FIELDS,
  PROJECT_FORM_FIELDS,
  PROJECT_FORM_VALUE_FIELDS,
  PROJECT_MARKED_FIELDS,
  PROJECT_PAIRS,
  PROJECT_RICH_FIELDS,
  type ProjectColumn,
  projectCreateBody,
  projectFieldsOfRow,
  projectUpdateBody,
  projectView,
} from './project-schemas.ts';
import { deriveProjectShapes } from './shapes.ts';

const fields = Object.keys(projectCatalogue);
const english = (message: string | undefined) => (message === undefined ? undefined : formatMessageRef('en', message));

describe('the project catalogue', () => {
  it('is where the bodies, the view and the read model columns take their fields from, in its order', () => {
    expect(PROJECT_FIELDS).toEqual(fields);
    expect(Object.keys(projectCreateBody.shape)).toEqual([...fields, 'isActive']);
    expect(Object.keys(projectUpdateBody.shape)).toEqual([...fields, 'isActive']);
    expect(Object.keys(projectView.shape)).toEqual([
      'id',
      ...fields,
      'isActive',
      'createdAt',
      'updatedAt',
      'updatedBy',
    ]);
    expect(PROJECT_COLUMNS).toEqual([
      'title_en',
      'title_zh',
      'description_en',
      'description_zh',
      'location_en',
      'location_zh',
      'type_en',
      'type_zh',
      'role',
      'position',
      'salary_range',
      'salary_range_en',
      'salary_range_zh',
      'benefits_en',
      'benefits_zh',
    ]);
  });

  it('says which fields a document fills, which are HTML, which pair up and how the form shows them', () => {
    const documentFields = fields.filter((field) => !['role', 'position', 'salaryRange'].includes(field));
    expect(Object.keys(extractedProjectView.shape)).toEqual(documentFields);
    expect(PROJECT_RICH_FIELDS).toEqual(['descriptionEn', 'descriptionZh']);
    const pairs = ['title', 'description', 'location', 'type', 'salaryRange', 'benefits'].map((s) => [
      `${s}En`,
      `${s}Zh`,
    ]);
    expect(PROJECT_PAIRS).toEqual(pairs);
    expect(PROJECT_DOCUMENT_PAIRS).toEqual(pairs);
    expect(PROJECT_FORM_FIELDS).toEqual(documentFields);
    expect(PROJECT_FORM_VALUE_FIELDS).toEqual(fields.filter((field) => !['role', 'position'].includes(field)));
    expect(PROJECT_MARKED_FIELDS.admin).toEqual(documentFields.slice(0, 8));
    expect(PROJECT_MARKED_FIELDS.profile).toEqual(documentFields.slice(0, 10));
  });

  it('maps a projects read model row by its columns', () => {
    const row = Object.fromEntries(PROJECT_COLUMNS.map((column) => [column, `value of ${column}`])) as Record<
      ProjectColumn,
      string
    >;
    const fieldsOfRow = projectFieldsOfRow({ ...row, id: 'p1', is_active: true, revision: 3 } as typeof row);
    expect(Object.keys(fieldsOfRow)).toEqual(fields);
    expect(fieldsOfRow).toMatchObject({ titleEn: 'value of title_en', salaryRangeZh: 'value of salary_range_zh' });
  });
});

describe('a field added to the catalogue', () => {
  const referral = {
    text: 'line',
    max: 50,
    tooLong: 'project.roleTooLong',
    required: 'project.typeEnRequired',
    lang: 'en',
    column: 'referral_en',
    form: 2.5,
    document: true,
  } as const;
  const shapes = deriveProjectShapes({ ...projectCatalogue, referralEn: referral });

  it('reaches the bodies, the view, what a document fills, the columns and the form', () => {
    expect(shapes.createBody.shape).toHaveProperty('referralEn');
    expect(shapes.updateBody.shape).toHaveProperty('referralEn');
    expect(shapes.view.shape).toHaveProperty('referralEn');
    expect(shapes.extractedView.shape).toHaveProperty('referralEn');
    expect(shapes.columnOf('referralEn')).toBe('referral_en');
    expect(shapes.formFields.slice(0, 4)).toEqual(['titleEn', 'titleZh', 'referralEn', 'descriptionEn']);
    expect(shapes.formValueFields).toContain('referralEn');
    expect(shapes.markedFields.admin).toContain('referralEn');
    // No 'referralZh': no pair.
    expect(shapes.pairs.flat()).not.toContain('referralEn');
  });

  it('gets its rule: required with its message, limited with its own, one line', () => {
    const valid = projectCreateBody.parse({
      titleEn: 'T',
      titleZh: 'T',
      descriptionEn: '<p>D</p>',
      descriptionZh: '<p>D</p>',
      locationEn: 'L',
      locationZh: 'L',
      typeEn: 'T',
      typeZh: 'T',
    });
    const refusal = (body: object) => english(shapes.createBody.safeParse(body).error?.issues[0]?.message);
    expect(shapes.createBody.parse({ ...valid, referralEn: ' Ada ' })).toMatchObject({ referralEn: 'Ada' });
    expect(refusal({ ...valid, referralEn: ' ' })).toBe('English type is required');
    expect(refusal({ ...valid, referralEn: 'x'.repeat(51) })).toBe('Role must be at most 50 characters');
    expect(shapes.createBody.safeParse({ ...valid, referralEn: 'two\u2028lines' }).success).toBe(false);
    expect(shapes.updateBody.parse({ referralEn: 'Bo' })).toEqual({ referralEn: 'Bo' });
  });
});

describe('the derived rules', () => {
  it('say a limit without its number where the message has none (the descriptions)', () => {
    const body = projectUpdateBody.safeParse({ descriptionZh: `<p>${'x'.repeat(100_001)}</p>` });
    expect(body.error?.issues[0]?.message).toBe('project.descriptionZhTooLong');
    expect(projectUpdateBody.safeParse({ role: 'x'.repeat(256) }).error?.issues[0]?.message).toBe(
      'project.roleTooLong?max=255',
    );
  });

  it('let benefits and descriptions hold what prose may (a line separator), the one-line texts not', () => {
    expect(projectUpdateBody.safeParse({ benefitsEn: 'Health\u2028Lunch' }).success).toBe(true);
    expect(projectUpdateBody.safeParse({ salaryRangeEn: '1\u20282' }).success).toBe(false);
    expect(projectUpdateBody.safeParse({ descriptionEn: '<p>a</p>\u2028<p>b</p>' }).success).toBe(true);
  });
});
