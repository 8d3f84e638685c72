import { PROJECT_FIELDS } from '@tb/contracts';
import { assertNever, type Command, type Decider, eventMeta } from '../shared/decider.ts';
import { IllegalStateError, NotFoundError } from '../shared/errors.ts';
import { evolveProject, initialProject, type Project, type ProjectEvent, type ProjectFields } from './project.ts';

/** The caller validated the fields and sanitized the descriptions (the HTML sanitizer lives in the platform). */
export type CreateProject = Command<'CreateProject', { projectId: string; fields: ProjectFields; isActive: boolean }>;
/** Absent fields stay as they are. */
export type UpdateProject = Command<
  'UpdateProject',
  { projectId: string; fields: Partial<ProjectFields>; isActive?: boolean | undefined }
>;
export type DeleteProject = Command<'DeleteProject', { projectId: string }>;

export type ProjectCommand = CreateProject | UpdateProject | DeleteProject;

export const projectNotFound = () => new NotFoundError('project.notFound');

function existing(state: Project) {
  if (state.status !== 'existing') throw projectNotFound();
  return state;
}

export const createProject = (command: CreateProject, state: Project): ProjectEvent[] => {
  if (state.status !== 'none') throw new IllegalStateError('project.exists');
  return [{ type: 'ProjectCreated', data: { ...command.data }, metadata: eventMeta(command) }];
};

export const updateProject = (command: UpdateProject, state: Project): ProjectEvent[] => {
  const project = existing(state);
  const changes: Partial<ProjectFields> = {};
  for (const name of PROJECT_FIELDS) {
    const value = command.data.fields[name];
    if (value !== undefined && value !== project.fields[name]) changes[name] = value;
  }
  const events: ProjectEvent[] = [];
  const { projectId } = project;
  if (Object.keys(changes).length > 0) {
    events.push({ type: 'ProjectUpdated', data: { projectId, changes }, metadata: eventMeta(command) });
  }
  const { isActive } = command.data;
  if (isActive !== undefined && isActive !== project.isActive) {
    const type = isActive ? 'ProjectActivated' : 'ProjectDeactivated';
    events.push({ type, data: { projectId }, metadata: eventMeta(command) });
  }
  return events;
};

export const deleteProject = (command: DeleteProject, state: Project): ProjectEvent[] => [
  { type: 'ProjectDeleted', data: { projectId: existing(state).projectId }, metadata: eventMeta(command) },
];

export function decideProject(command: ProjectCommand, state: Project): ProjectEvent[] {
  switch (command.type) {
    case 'CreateProject':
      return createProject(command, state);
    case 'UpdateProject':
      return updateProject(command, state);
    case 'DeleteProject':
      return deleteProject(command, state);
    default:
      return assertNever(command);
  }
}

export const projectDecider: Decider<ProjectCommand, ProjectEvent, Project> = {
  decide: decideProject,
  evolve: evolveProject,
  initialState: initialProject,
};
