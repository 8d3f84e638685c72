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
  type ProjectField,
  projectColumnOf,
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
    // Each its own column (the read model's DDL, pinned with its version: platform's tables.unit.spec.ts).
    expect(PROJECT_COLUMNS).toEqual(fields.map((field) => projectColumnOf(field as ProjectField)));
    expect(new Set(PROJECT_COLUMNS).size).toBe(fields.length);
  });

  /** What the product's rules say of today's fields; a field added beside them leaves these true. */
  const SPEC_PAIRS = ['title', 'description', 'location', 'type', 'salaryRange', 'benefits'];
  const spec = SPEC_PAIRS.flatMap((stem) => [`${stem}En`, `${stem}Zh`]);
  const only = (list: readonly string[], known: readonly string[]) => list.filter((field) => known.includes(field));

  it('keeps the rules of the spec: eight texts required, HTML descriptions, ten bilingual fields marked on the profile', () => {
    expect(PROJECT_MARKED_FIELDS.admin).toEqual(spec.slice(0, 8));
    expect(PROJECT_MARKED_FIELDS.profile).toEqual(spec.slice(0, 10));
    expect(PROJECT_RICH_FIELDS).toEqual(['descriptionEn', 'descriptionZh']);
  });

  it('keeps what a document fills, the pairs, and the form: its fields in their order, salaryRange carried', () => {
    expect(only(Object.keys(extractedProjectView.shape), spec)).toEqual(spec);
    expect(PROJECT_PAIRS).toEqual(expect.arrayContaining(SPEC_PAIRS.map((stem) => [`${stem}En`, `${stem}Zh`])));
    expect(only(PROJECT_DOCUMENT_PAIRS.flat(), spec)).toEqual(spec);
    expect(only(PROJECT_FORM_FIELDS, [...spec, 'salaryRange', 'role', 'position'])).toEqual(spec);
    expect(only(PROJECT_FORM_VALUE_FIELDS, ['salaryRange', 'role', 'position'])).toEqual(['salaryRange']);
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
