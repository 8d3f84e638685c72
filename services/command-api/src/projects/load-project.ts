import type { ProjectView } from '@tb/contracts';
import { type Project, type ProjectAvailability, projectDecider, projectStream } from '@tb/domain';
import type { EventStore } from '@tb/event-store';
import { toDomainEvent } from '@tb/platform';

/** The project's current state from its own stream (commands never read read models). */
export async function loadProject(store: EventStore, projectId: string): Promise<Project> {
  const events = await store.readStream(projectStream(projectId));
  return events.reduce((state, e) => projectDecider.evolve(state, toDomainEvent(e)), projectDecider.initialState());
}

export function availabilityOf(project: Project): ProjectAvailability {
  if (project.status !== 'existing') return 'missing';
  return project.isActive ? 'active' : 'inactive';
}

export function toProjectView(project: Extract<Project, { status: 'existing' }>): ProjectView {
  return {
    id: project.projectId,
    ...project.fields,
    isActive: project.isActive,
    createdAt: project.createdAt,
    updatedAt: project.updatedAt,
  };
}
