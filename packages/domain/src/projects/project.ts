import type { ProjectFields } from '@tb/contracts';
import { assertNever, type DomainEvent } from '../shared/decider.ts';

/** The fields of an opening, from the one catalogue (contracts' projects/catalogue.ts). Descriptions are sanitized HTML. */
export type { ProjectFields };

export type ProjectCreated = DomainEvent<
  'ProjectCreated',
  { projectId: string; fields: ProjectFields; isActive: boolean }
>;
/** Only the fields that changed. */
export type ProjectUpdated = DomainEvent<'ProjectUpdated', { projectId: string; changes: Partial<ProjectFields> }>;
export type ProjectActivated = DomainEvent<'ProjectActivated', { projectId: string }>;
export type ProjectDeactivated = DomainEvent<'ProjectDeactivated', { projectId: string }>;
export type ProjectDeleted = DomainEvent<'ProjectDeleted', { projectId: string }>;

export type ProjectEvent = ProjectCreated | ProjectUpdated | ProjectActivated | ProjectDeactivated | ProjectDeleted;

export type Project =
  | { status: 'none' }
  | {
      status: 'existing';
      projectId: string;
      fields: ProjectFields;
      isActive: boolean;
      createdAt: string;
      updatedAt: string;
    }
  | { status: 'deleted'; projectId: string };

export const initialProject = (): Project => ({ status: 'none' });

export function evolveProject(state: Project, event: ProjectEvent): Project {
  const at = event.metadata.at;
  switch (event.type) {
    case 'ProjectCreated': {
      const { projectId, fields, isActive } = event.data;
      return { status: 'existing', projectId, fields, isActive, createdAt: at, updatedAt: at };
    }
    case 'ProjectUpdated':
      return state.status === 'existing'
        ? { ...state, fields: { ...state.fields, ...event.data.changes }, updatedAt: at }
        : state;
    case 'ProjectActivated':
      return state.status === 'existing' ? { ...state, isActive: true, updatedAt: at } : state;
    case 'ProjectDeactivated':
      return state.status === 'existing' ? { ...state, isActive: false, updatedAt: at } : state;
    case 'ProjectDeleted':
      return { status: 'deleted', projectId: event.data.projectId };
    default:
      return assertNever(event);
  }
}

export const projectStream = (projectId: string) => `project-${projectId}`;
