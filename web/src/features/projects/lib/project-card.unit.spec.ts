// @vitest-environment jsdom
import { emptyProjectFields, type ProjectView } from '@tb/contracts';
import { describe, expect, it } from 'vitest';
import { projectCard, stripMarkup } from './project-card';

const project: ProjectView = {
  ...emptyProjectFields(),
  id: 'p1',
  titleEn: 'Acme AI - Senior LLM Engineer',
  titleZh: '极点智能 - 高级大模型工程师',
  descriptionEn: '<h2>About</h2><p>Build <strong>agents</strong> &amp; tools.</p><ul><li>Python</li><li>RAG</li></ul>',
  descriptionZh: '<p>构建<em>智能体</em>。</p>',
  locationEn: 'Remote',
  locationZh: '远程',
  typeEn: 'Part-time',
  typeZh: '兼职',
  salaryRangeEn: '$8k-12k/month',
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('project card', () => {
  it('shows the English fields in English', () => {
    expect(projectCard(project, 'en')).toMatchObject({
      title: 'Acme AI - Senior LLM Engineer',
      company: 'Acme AI',
      location: 'Remote',
      commitment: 'Part-time',
      tags: ['Part-time', 'Remote'],
      summary: 'About · Build agents & tools. Python · RAG',
      compensation: '$8k-12k/month',
    });
  });

  it('shows the Chinese fields in Chinese, negotiable pay when no range applies', () => {
    expect(projectCard(project, 'zh')).toMatchObject({
      company: '极点智能',
      tags: ['兼职', '远程'],
      summary: '构建智能体。',
      compensation: '面议',
    });
    expect(projectCard({ ...project, salaryRange: '$50/h' }, 'zh').compensation).toBe('$50/h');
    expect(projectCard({ ...project, salaryRangeEn: '' }, 'en').compensation).toBe('Competitive');
  });

  it('uses the whole title as the company without " - "', () => {
    expect(projectCard({ ...project, titleEn: 'Data-Labeling Co' }, 'en').company).toBe('Data-Labeling Co');
  });

  it('drops empty tags', () => {
    expect(projectCard({ ...project, typeEn: ' ' }, 'en').tags).toEqual(['Remote']);
  });
});

describe('stripMarkup', () => {
  it('removes tags, decodes entities and never keeps script text as markup', () => {
    expect(stripMarkup('<p>a<br>b</p><p>c &lt;d&gt;</p>')).toBe('a b · c <d>');
    expect(stripMarkup('<ul><li>Figma</li><li>Build and maintain.</li></ul><p>Remote.</p>')).toBe(
      'Figma · Build and maintain. Remote.',
    );
    expect(stripMarkup('')).toBe('');
  });
});
