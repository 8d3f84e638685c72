import type { ApplicationView, ProjectView } from '@tb/contracts';
import { describe, expect, it } from 'vitest';
import { filterApplications, statusBadge } from './application-filters';
import { documentProblem } from './document-check';
import {
  bothLanguages,
  emptyProjectForm,
  leftToTranslate,
  projectFormValues,
  withExtracted,
} from './project-form-values';

const project = { id: 'p1', titleEn: 'A - B' } as ProjectView;
const app = (id: string, projectId: string, status: ApplicationView['applicationStatus'], appliedAt: string) =>
  ({ id, projectId, applicationStatus: status, appliedAt, project }) as ApplicationView;

describe('applications view', () => {
  const all = [
    app('1', 'p1', 'applied', '2025-01-01T00:00:00Z'),
    app('2', 'p2', 'approved', '2025-03-01T00:00:00Z'),
    app('3', 'p1', 'rejected', '2025-02-01T00:00:00Z'),
  ];

  it('filters by project and status, newest first', () => {
    expect(filterApplications(all, '', 'all').map((a) => a.id)).toEqual(['2', '3', '1']);
    expect(filterApplications(all, 'p1', 'all').map((a) => a.id)).toEqual(['3', '1']);
    expect(filterApplications(all, 'p1', 'approved')).toEqual([]);
    expect(filterApplications(all, '', 'approved').map((a) => a.id)).toEqual(['2']);
  });

  it('styles approved default, rejected destructive, reviewing secondary, others outline', () => {
    expect(['approved', 'rejected', 'reviewing', 'applied', 'odd'].map(statusBadge)).toEqual([
      'default',
      'destructive',
      'secondary',
      'outline',
      'outline',
    ]);
  });
});

describe('document check', () => {
  it('takes PDF and Word up to 5 MB', () => {
    expect(documentProblem({ name: 'job.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(documentProblem({ name: 'JOB.DOCX', type: '', size: 5 * 1024 * 1024 })).toBeNull();
    expect(documentProblem({ name: 'job.png', type: 'image/png', size: 10 })).toBe('wrongType');
    expect(documentProblem({ name: 'job.doc', type: 'application/msword', size: 5 * 1024 * 1024 + 1 })).toBe(
      'tooLarge',
    );
  });
});

describe('project form values', () => {
  it('fills from a document only what it found', () => {
    const typed = { ...emptyProjectForm(), titleEn: 'Typed', locationEn: 'Remote' };
    const extracted = { ...emptyProjectForm(), titleEn: 'Acme - Engineer', locationEn: '' };
    const { isActive: _a, salaryRange: _s, ...fields } = extracted;
    expect(withExtracted(typed, fields)).toMatchObject({ titleEn: 'Acme - Engineer', locationEn: 'Remote' });
  });

  it('edits a project with its stored fields', () => {
    const values = projectFormValues({ ...emptyProjectForm(), id: 'x', titleZh: '标题', isActive: false } as never);
    expect(values).toMatchObject({ titleZh: '标题', isActive: false });
    expect(Object.keys(values)).not.toContain('id');
  });
});

describe('a document in one language', () => {
  const english = {
    titleEn: 'Northwind AI - LLM Engineer',
    titleZh: '',
    descriptionEn: '<p>Agents.</p>',
    descriptionZh: '',
    locationEn: 'Remote',
    locationZh: '',
    typeEn: 'Full-time',
    typeZh: '',
    salaryRangeEn: '$9k-13k',
    salaryRangeZh: '',
    benefitsEn: '',
    benefitsZh: '',
  };
  it('fills what needs no translation in the other language too', () => {
    expect(bothLanguages(english)).toMatchObject({ locationZh: '远程', typeZh: '全职', salaryRangeZh: '$9k-13k' });
  });
  it('leaves titles and descriptions for the admin, and names them', () => {
    expect(leftToTranslate(english)).toEqual(['titleZh', 'descriptionZh']);
  });
});
