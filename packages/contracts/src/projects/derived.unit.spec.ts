import { describe, expect, it } from 'vitest';
import { projectCompany, projectCompensation, projectTags } from './derived.ts';

const project = {
  titleEn: 'Acme AI - Senior LLM Engineer',
  titleZh: 'Acme AI - 高级大模型工程师',
  locationEn: 'Remote',
  locationZh: '远程',
  typeEn: 'Full-time',
  typeZh: '全职',
  salaryRange: '',
  salaryRangeEn: '$8k-12k/month',
  salaryRangeZh: '',
};

describe('derived project fields', () => {
  it('takes the company from the title before " - "', () => {
    expect(projectCompany(project.titleEn)).toBe('Acme AI');
    expect(projectCompany('Independent research role')).toBe('Independent research role');
    expect(projectCompany('Data-Labeling Co')).toBe('Data-Labeling Co');
  });

  it('tags with the type and the location of the language', () => {
    expect(projectTags(project, 'en')).toEqual(['Full-time', 'Remote']);
    expect(projectTags(project, 'zh')).toEqual(['全职', '远程']);
  });

  it('shows the language salary range, else salaryRange, else Competitive', () => {
    expect(projectCompensation(project, 'en')).toBe('$8k-12k/month');
    expect(projectCompensation(project, 'zh')).toBe('面议');
    expect(projectCompensation({ ...project, salaryRange: '$100/hour' }, 'zh')).toBe('$100/hour');
    expect(projectCompensation({ ...project, salaryRangeEn: null, salaryRange: null }, 'en')).toBe('Competitive');
  });
});
