import { assertNever, type Command, type Decider, eventMeta } from '../shared/decider.ts';
import { IllegalStateError, NotFoundError } from '../shared/errors.ts';
import {
  APPLICATION_TRANSITIONS,
  type Application,
  type ApplicationDetails,
  type ApplicationEvent,
  type ApplicationStatus,
  evolveApplication,
  initialApplication,
} from './application.ts';

/** What the project looked like when the caller loaded it; another aggregate, so it comes in the command. */
export type ProjectAvailability = 'active' | 'inactive' | 'missing';

export type SubmitApplication = Command<'SubmitApplication', ApplicationDetails & { project: ProjectAvailability }>;
export type ChangeApplicationStatus = Command<
  'ChangeApplicationStatus',
  { applicationId: string; status: ApplicationStatus; notes: string }
>;

export type ApplicationCommand = SubmitApplication | ChangeApplicationStatus;

/** A status as a message parameter: each language names it in its own words. */
const statusName = (status: ApplicationStatus) => ({ key: `application.status.${status}` as const });

export const applicationNotFound = () => new NotFoundError('application.notFound');

export const submitApplication = (command: SubmitApplication, state: Application): ApplicationEvent[] => {
  const { project, ...details } = command.data;
  if (project === 'missing') throw new NotFoundError('project.notFound');
  if (state.status !== 'none') {
    throw new IllegalStateError('application.alreadyApplied');
  }
  if (project === 'inactive') {
    throw new IllegalStateError('application.projectClosed');
  }
  return [{ type: 'ApplicationSubmitted', data: details, metadata: eventMeta(command) }];
};

export const changeApplicationStatus = (command: ChangeApplicationStatus, state: Application): ApplicationEvent[] => {
  if (state.status !== 'submitted') throw applicationNotFound();
  const { status, notes } = command.data;
  const { applicationId, applicationStatus: previousStatus } = state;
  if (status === previousStatus) {
    if (notes === state.notes) return [];
    return [{ type: 'ApplicationNotesUpdated', data: { applicationId, notes }, metadata: eventMeta(command) }];
  }
  if (!APPLICATION_TRANSITIONS[previousStatus].includes(status)) {
    throw new IllegalStateError('application.cannotMove', { from: statusName(previousStatus), to: statusName(status) });
  }
  return [
    {
      type: 'ApplicationStatusChanged',
      data: { applicationId, previousStatus, status, notes },
      metadata: eventMeta(command),
    },
  ];
};

export function decideApplication(command: ApplicationCommand, state: Application): ApplicationEvent[] {
  switch (command.type) {
    case 'SubmitApplication':
      return submitApplication(command, state);
    case 'ChangeApplicationStatus':
      return changeApplicationStatus(command, state);
    default:
      return assertNever(command);
  }
}

export const applicationDecider: Decider<ApplicationCommand, ApplicationEvent, Application> = {
  decide: decideApplication,
  evolve: evolveApplication,
  initialState: initialApplication,
};
