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

const STATUS_ZH: Record<ApplicationStatus, string> = {
  applied: '已申请',
  reviewing: '审核中',
  approved: '已通过',
  rejected: '已拒绝',
};

export const applicationNotFound = () => new NotFoundError({ en: 'Application not found', zh: '申请不存在' });

export const submitApplication = (command: SubmitApplication, state: Application): ApplicationEvent[] => {
  const { project, ...details } = command.data;
  if (project === 'missing') throw new NotFoundError({ en: 'Project not found', zh: '项目不存在' });
  if (state.status !== 'none') {
    throw new IllegalStateError({
      en: 'You have already applied to this project',
      zh: '您已申请过该项目',
    });
  }
  if (project === 'inactive') {
    throw new IllegalStateError({
      en: 'This project is no longer accepting applications',
      zh: '该项目已停止接受申请',
    });
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
    throw new IllegalStateError({
      en: `An application cannot go from "${previousStatus}" to "${status}"`,
      zh: `申请状态不能从“${STATUS_ZH[previousStatus]}”改为“${STATUS_ZH[status]}”`,
    });
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
