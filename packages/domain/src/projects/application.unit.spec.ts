import { describe, it } from 'vitest';
import { IllegalStateError, NotFoundError } from '../shared/errors.ts';
import { specFor } from '../shared/testing.ts';
import type { ApplicationDetails, ApplicationEvent } from './application.ts';
import {
  applicationDecider,
  type ChangeApplicationStatus,
  type ProjectAvailability,
  type SubmitApplication,
} from './decide-application.ts';

const given = specFor(applicationDecider);
const now = '2026-11-22T10:00:00.000Z';
const details: ApplicationDetails = {
  applicationId: 'a1',
  userId: 'u1',
  projectId: 'p1',
  name: 'Ana Li',
  email: 'ana@example.com',
  position: 'Applied via profile',
  company: '',
  message: 'Applied via one-click application',
  resume: null,
};
const submit = (project: ProjectAvailability): SubmitApplication => ({
  type: 'SubmitApplication',
  data: { ...details, project },
  metadata: { actorId: 'u1', now },
});
const submitted: ApplicationEvent = {
  type: 'ApplicationSubmitted',
  data: details,
  metadata: { actorId: 'u1', at: now },
};
const change = (status: ChangeApplicationStatus['data']['status'], notes = ''): ChangeApplicationStatus => ({
  type: 'ChangeApplicationStatus',
  data: { applicationId: 'a1', status, notes },
  metadata: { actorId: 'admin', now },
});
const byAdmin = { actorId: 'admin', at: now };
const reviewing: ApplicationEvent = {
  type: 'ApplicationStatusChanged',
  data: { applicationId: 'a1', previousStatus: 'applied', status: 'reviewing', notes: 'Call on Monday' },
  metadata: byAdmin,
};

describe('application decider', () => {
  it('submits an application to an active project', () => {
    given([]).when(submit('active')).expectEvents([submitted]);
  });

  it('refuses a second application to the same project', () => {
    given([submitted]).when(submit('active')).expectError(IllegalStateError, 'application.alreadyApplied');
  });

  it('refuses applications to an inactive project', () => {
    given([]).when(submit('inactive')).expectError(IllegalStateError, 'application.projectClosed');
  });

  it('refuses applications to a missing or deleted project', () => {
    given([]).when(submit('missing')).expectError(NotFoundError, 'project.notFound');
  });

  it('moves an application to reviewing with a note', () => {
    given([submitted]).when(change('reviewing', 'Call on Monday')).expectEvents([reviewing]);
  });

  it('approves or rejects an application under review', () => {
    given([submitted, reviewing])
      .when(change('approved', 'Great fit'))
      .expectEvents([
        {
          type: 'ApplicationStatusChanged',
          data: { applicationId: 'a1', previousStatus: 'reviewing', status: 'approved', notes: 'Great fit' },
          metadata: byAdmin,
        },
      ]);
    given([submitted, reviewing])
      .when(change('rejected'))
      .expectEvents([
        {
          type: 'ApplicationStatusChanged',
          data: { applicationId: 'a1', previousStatus: 'reviewing', status: 'rejected', notes: '' },
          metadata: byAdmin,
        },
      ]);
  });

  it('never sends an application back to applied', () => {
    given([submitted, reviewing])
      .when(change('applied'))
      .expectError(IllegalStateError, 'application.cannotMove', {
        from: { key: 'application.status.reviewing' },
        to: { key: 'application.status.applied' },
      });
  });

  it('records a changed note without a status change', () => {
    given([submitted, reviewing])
      .when(change('reviewing', 'Second call booked'))
      .expectEvents([
        {
          type: 'ApplicationNotesUpdated',
          data: { applicationId: 'a1', notes: 'Second call booked' },
          metadata: byAdmin,
        },
      ]);
    given([submitted, reviewing]).when(change('reviewing', 'Call on Monday')).expectEvents([]);
  });

  it('refuses a status change of an unknown application', () => {
    given([]).when(change('reviewing')).expectError(NotFoundError, 'application.notFound');
  });
});
