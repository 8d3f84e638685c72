import { emptyProjectFields } from '@tb/contracts';
import { describe, it } from 'vitest';
import { IllegalStateError, NotFoundError } from '../shared/errors.ts';
import { specFor } from '../shared/testing.ts';
import { type CreateProject, projectDecider, type UpdateProject } from './decide-project.ts';
import type { ProjectEvent, ProjectFields } from './project.ts';

const given = specFor(projectDecider);
const now = '2026-11-22T10:00:00.000Z';
const meta = { actorId: 'admin', now };
const at = { actorId: 'admin', at: now };
const fields: ProjectFields = {
  ...emptyProjectFields(),
  titleEn: 'Acme AI - Senior LLM Engineer',
  titleZh: 'Acme AI - 高级大模型工程师',
  descriptionEn: '<p>Build agents.</p>',
  descriptionZh: '<p>构建智能体。</p>',
  locationEn: 'Remote',
  locationZh: '远程',
  typeEn: 'Full-time',
  typeZh: '全职',
  role: 'AI Engineer',
  position: 'LLM Engineer',
  salaryRangeEn: '$8k-12k/month',
  salaryRangeZh: '每月 5-8 万元',
};
const create: CreateProject = {
  type: 'CreateProject',
  data: { projectId: 'p1', fields, isActive: true },
  metadata: meta,
};
const created: ProjectEvent = {
  type: 'ProjectCreated',
  data: { projectId: 'p1', fields, isActive: true },
  metadata: at,
};
const deleted: ProjectEvent = { type: 'ProjectDeleted', data: { projectId: 'p1' }, metadata: at };
const update = (data: Omit<UpdateProject['data'], 'projectId'>): UpdateProject => ({
  type: 'UpdateProject',
  data: { projectId: 'p1', ...data },
  metadata: meta,
});

describe('project decider', () => {
  it('creates a project once', () => {
    given([]).when(create).expectEvents([created]);
    given([created]).when(create).expectError(IllegalStateError, 'project.exists');
  });

  it('records only the fields that changed', () => {
    given([created])
      .when(update({ fields: { titleEn: fields.titleEn, locationEn: 'Shanghai', locationZh: '上海' } }))
      .expectEvents([
        {
          type: 'ProjectUpdated',
          data: { projectId: 'p1', changes: { locationEn: 'Shanghai', locationZh: '上海' } },
          metadata: at,
        },
      ]);
  });

  it('records nothing when nothing changed', () => {
    given([created])
      .when(update({ fields: { ...fields }, isActive: true }))
      .expectEvents([]);
  });

  it('deactivates and activates through the isActive switch', () => {
    const deactivated: ProjectEvent = { type: 'ProjectDeactivated', data: { projectId: 'p1' }, metadata: at };
    given([created])
      .when(update({ fields: {}, isActive: false }))
      .expectEvents([deactivated]);
    given([created, deactivated])
      .when(update({ fields: {}, isActive: true }))
      .expectEvents([{ type: 'ProjectActivated', data: { projectId: 'p1' }, metadata: at }]);
  });

  it('records field changes and the switch of one save together', () => {
    given([created])
      .when(update({ fields: { typeEn: 'Part-time' }, isActive: false }))
      .expectEvents([
        { type: 'ProjectUpdated', data: { projectId: 'p1', changes: { typeEn: 'Part-time' } }, metadata: at },
        { type: 'ProjectDeactivated', data: { projectId: 'p1' }, metadata: at },
      ]);
  });

  it('deletes an existing project', () => {
    given([created])
      .when({ type: 'DeleteProject', data: { projectId: 'p1' }, metadata: meta })
      .expectEvents([deleted]);
  });

  it('refuses to update or delete an unknown or deleted project', () => {
    given([])
      .when(update({ fields: { titleEn: 'x' } }))
      .expectError(NotFoundError, 'project.notFound');
    given([created, deleted])
      .when(update({ fields: { titleEn: 'x' } }))
      .expectError(NotFoundError);
    given([created, deleted])
      .when({ type: 'DeleteProject', data: { projectId: 'p1' }, metadata: meta })
      .expectError(NotFoundError);
  });

  it('never reuses the id of a deleted project', () => {
    given([created, deleted]).when(create).expectError(IllegalStateError);
  });
});
