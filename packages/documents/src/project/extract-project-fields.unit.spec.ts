import { describe, expect, it } from 'vitest';
import { extractProjectFields } from './extract-project-fields.ts';

describe('extractProjectFields', () => {
  it('fills the English fields of an English opening and leaves the Chinese ones empty', () => {
    const project = extractProjectFields(
      [
        'Senior Data Engineer',
        'Company: Acme AI',
        'Location: Remote',
        'Type: Contract',
        'Salary: $60 - $80 / hour',
        'About the role',
        'You will build our data platform.',
        'Responsibilities',
        '• Build pipelines <fast>',
        '• Own data quality',
      ].join('\n'),
    );
    expect(project).toMatchObject({
      titleEn: 'Acme AI - Senior Data Engineer',
      titleZh: '',
      locationEn: 'Remote',
      typeEn: 'Contract',
      salaryRangeEn: '$60 - $80 / hour',
      descriptionZh: '',
      locationZh: '',
    });
    expect(project.descriptionEn).toBe(
      '<h3>About the role</h3><p>You will build our data platform.</p><h3>Responsibilities</h3><ul><li>Build pipelines &lt;fast&gt;</li><li>Own data quality</li></ul>',
    );
  });

  it('splits values written in both languages', () => {
    const project = extractProjectFields(
      [
        'AI Trainer / AI训练师',
        'Location 工作地点: Remote / 远程',
        'Type 类型: Part-time / 兼职',
        '职位介绍',
        '标注与评测大模型回答。',
      ].join('\n'),
    );
    expect(project).toMatchObject({
      titleEn: 'AI Trainer',
      titleZh: 'AI训练师',
      locationEn: 'Remote',
      locationZh: '远程',
      typeEn: 'Part-time',
      typeZh: '兼职',
      descriptionZh: '<h3>职位介绍</h3><p>标注与评测大模型回答。</p>',
    });
  });

  it('joins the wrapped lines of PDF paragraphs', () => {
    const project = extractProjectFields(
      [
        'Compiler Engineer',
        'We are building a compiler for our',
        'accelerator and need help.',
        '岗位职责',
        '负责编译器后端的开发与',
        '优化工作。',
      ].join('\n'),
      { wrappedLines: true },
    );
    expect(project.descriptionEn).toBe('<p>We are building a compiler for our accelerator and need help.</p>');
    expect(project.descriptionZh).toBe('<h3>岗位职责</h3><p>负责编译器后端的开发与优化工作。</p>');
  });
});
