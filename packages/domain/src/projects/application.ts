import type { FileRef } from '../contact/contact-message.ts';
import { assertNever, type DomainEvent } from '../shared/decider.ts';

/** Applications start as applied; an admin moves them on along these transitions. */
export const APPLICATION_STATUSES = ['applied', 'reviewing', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  applied: ['reviewing', 'approved', 'rejected'],
  reviewing: ['approved', 'rejected'],
  // A decision can be reopened, never sent back to "applied".
  approved: ['reviewing', 'rejected'],
  rejected: ['reviewing', 'approved'],
};

export interface ApplicationDetails {
  applicationId: string;
  userId: string;
  projectId: string;
  /** What the one-click form sends: the applicant's name and email, and fixed texts. */
  name: string;
  email: string;
  position: string;
  company: string;
  message: string;
  /** The generated plain-text resume, in the blob store. */
  resume: FileRef | null;
}

export type ApplicationSubmitted = DomainEvent<'ApplicationSubmitted', ApplicationDetails>;
export type ApplicationStatusChanged = DomainEvent<
  'ApplicationStatusChanged',
  { applicationId: string; previousStatus: ApplicationStatus; status: ApplicationStatus; notes: string }
>;
/** The reviewer's note changed while the status stayed. */
export type ApplicationNotesUpdated = DomainEvent<'ApplicationNotesUpdated', { applicationId: string; notes: string }>;

export type ApplicationEvent = ApplicationSubmitted | ApplicationStatusChanged | ApplicationNotesUpdated;

export type Application =
  | { status: 'none' }
  | {
      status: 'submitted';
      applicationId: string;
      userId: string;
      projectId: string;
      applicationStatus: ApplicationStatus;
      notes: string;
      appliedAt: string;
    };

export const initialApplication = (): Application => ({ status: 'none' });

export function evolveApplication(state: Application, event: ApplicationEvent): Application {
  switch (event.type) {
    case 'ApplicationSubmitted': {
      const { applicationId, userId, projectId } = event.data;
      return {
        status: 'submitted',
        applicationId,
        userId,
        projectId,
        applicationStatus: 'applied',
        notes: '',
        appliedAt: event.metadata.at,
      };
    }
    case 'ApplicationStatusChanged':
      return state.status === 'submitted'
        ? { ...state, applicationStatus: event.data.status, notes: event.data.notes }
        : state;
    case 'ApplicationNotesUpdated':
      return state.status === 'submitted' ? { ...state, notes: event.data.notes } : state;
    default:
      return assertNever(event);
  }
}

/** One stream per application; its id is derived from (user, project), so a user has one per project. */
export const applicationStream = (applicationId: string) => `application-${applicationId}`;
