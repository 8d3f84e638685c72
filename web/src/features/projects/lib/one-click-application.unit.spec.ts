import type { ProjectView, UserView } from '@tb/contracts';
import { describe, expect, it } from 'vitest';
import { applicantName, applicationForm, resumeText } from './one-click-application';

const user: UserView = {
  id: 'u1',
  email: 'zhang.wei@example.com',
  username: 'zhangwei',
  firstName: 'Wei',
  lastName: 'Zhang',
  bio: '  Five years of LLM work.  ',
  github: 'https://github.com/zhangwei',
  portfolio: '',
  portfolioFileName: null,
  personalSite: '',
  position: 'AI Engineer',
  tagsEnglish: 'LLM, RAG',
  tagsChinese: '大模型',
  resumeFileName: null,
  isEmailVerified: true,
  isAdmin: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const project = {
  id: 'p1',
  titleEn: 'Acme AI - Senior LLM Engineer',
  titleZh: '极点智能 - 高级大模型工程师',
} as ProjectView;

describe('one-click application', () => {
  it('sends the multipart fields with the fixed texts and a generated plain-text resume', async () => {
    const form = applicationForm(project, user);
    expect([...form.keys()]).toEqual(['projectId', 'name', 'email', 'position', 'company', 'message', 'file']);
    expect(form.get('projectId')).toBe('p1');
    expect(form.get('name')).toBe('Wei Zhang');
    expect(form.get('email')).toBe('zhang.wei@example.com');
    expect(form.get('position')).toBe('Applied via profile');
    expect(form.get('company')).toBe('Acme AI');
    expect(form.get('message')).toBe('Applied via one-click application');
    const file = form.get('file');
    expect(file).toBeInstanceOf(File);
    const resume = file as File;
    expect(resume.name).toBe('resume-zhangwei.txt');
    expect(resume.type).toBe('text/plain;charset=utf-8');
    expect(await resume.text()).toBe(resumeText(user));
  });

  it('writes the resume from the profile, leaving out empty fields', () => {
    expect(resumeText(user)).toBe(
      [
        'Name: Wei Zhang',
        'Email: zhang.wei@example.com',
        'Position: AI Engineer',
        'GitHub: https://github.com/zhangwei',
        'Skills: LLM, RAG',
        'Skills (Chinese): 大模型',
        '',
        'About',
        'Five years of LLM work.',
        '',
      ].join('\n'),
    );
  });

  it('names the applicant by full name, else username, else email', () => {
    expect(applicantName(user)).toBe('Wei Zhang');
    expect(applicantName({ ...user, firstName: ' ', lastName: '' })).toBe('zhangwei');
    expect(applicantName({ ...user, firstName: '', lastName: '', username: '' })).toBe('zhang.wei@example.com');
  });

  it('keeps the resume file name safe for any username', () => {
    const file = applicationForm(project, { ...user, username: '张 伟/../x' }).get('file') as File;
    expect(file.name).toMatch(/^resume-[\w.-]+\.txt$/);
  });
});
