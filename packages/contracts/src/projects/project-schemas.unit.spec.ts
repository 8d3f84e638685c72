import { describe, expect, it } from 'vitest';
import { formatMessageRef } from '../messages/refs.ts';
import { applicationStatusBody } from './application-schemas.ts';
import { projectCreateBody, projectUpdateBody } from './project-schemas.ts';

const valid = {
  titleEn: 'Acme AI - Senior LLM Engineer',
  titleZh: 'Acme AI - 高级大模型工程师',
  descriptionEn: '<p>Build agents.</p>',
  descriptionZh: '<p>构建智能体。</p>',
  locationEn: 'Remote',
  locationZh: '远程',
  typeEn: 'Full-time',
  typeZh: '全职',
};

/** The first refusal as an English reader sees it. */
const english = (message: string | undefined) => (message === undefined ? undefined : formatMessageRef('en', message));
const firstMessage = (body: unknown) => {
  const result = projectCreateBody.safeParse(body);
  return result.success ? null : english(result.error.issues[0]?.message);
};

describe('project form rules', () => {
  it.each([
    ['titleEn', 'English title is required'],
    ['titleZh', 'Chinese title is required'],
    ['descriptionEn', 'English description is required'],
    ['descriptionZh', 'Chinese description is required'],
    ['locationEn', 'English location is required'],
    ['locationZh', 'Chinese location is required'],
    ['typeEn', 'English type is required'],
    ['typeZh', 'Chinese type is required'],
  ])('requires %s: "%s"', (field, message) => {
    expect(firstMessage({ ...valid, [field]: '' })).toBe(message);
    expect(firstMessage({ ...valid, [field]: '   ' })).toBe(message);
    expect(firstMessage({ ...valid, [field]: undefined })).toBe(message);
  });

  it('counts an empty editor as an empty description', () => {
    expect(firstMessage({ ...valid, descriptionEn: '<p><br></p>' })).toBe('English description is required');
    expect(firstMessage({ ...valid, descriptionZh: '<p>&nbsp;</p>' })).toBe('Chinese description is required');
  });

  it('limits lengths as the columns do', () => {
    expect(firstMessage({ ...valid, titleEn: 'x'.repeat(256) })).toBe('English title must be at most 255 characters');
    expect(firstMessage({ ...valid, locationZh: '远'.repeat(101) })).toBe(
      'Chinese location must be at most 100 characters',
    );
    expect(firstMessage({ ...valid, salaryRangeEn: '1'.repeat(101) })).toBe(
      'English salary range must be at most 100 characters',
    );
  });

  it('makes salary ranges, benefits, role and position optional and active the default', () => {
    const parsed = projectCreateBody.parse({ ...valid, salaryRange: null });
    expect(parsed).toMatchObject({ salaryRange: '', salaryRangeEn: '', benefitsZh: '', role: '', isActive: true });
  });

  it('lets an update send only what changes, and null clear an optional field', () => {
    expect(projectUpdateBody.parse({ isActive: false })).toEqual({ isActive: false });
    expect(projectUpdateBody.parse({ salaryRangeEn: null, titleEn: ' New ' })).toEqual({
      salaryRangeEn: '',
      titleEn: 'New',
    });
    expect(english(projectUpdateBody.safeParse({ titleEn: '' }).error?.issues[0]?.message)).toBe(
      'English title is required',
    );
  });
});

describe('application status body', () => {
  it('knows the four statuses', () => {
    expect(applicationStatusBody.parse({ applicationStatus: 'approved', notes: null })).toEqual({
      applicationStatus: 'approved',
      notes: '',
    });
    expect(english(applicationStatusBody.safeParse({ applicationStatus: 'hired' }).error?.issues[0]?.message)).toBe(
      'Unknown application status',
    );
  });
});
