import type { ApplicationStatusValue, ApplicationView } from '@tb/contracts';

export type StatusFilter = 'all' | ApplicationStatusValue;
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'applied', 'reviewing', 'approved', 'rejected'];
export const ALL_PROJECTS = '';

/** The Applications view's filters, keeping the server's newest-first order. */
export function filterApplications(
  applications: readonly ApplicationView[],
  projectId: string,
  status: StatusFilter,
): ApplicationView[] {
  return applications
    .filter((a) => projectId === ALL_PROJECTS || a.projectId === projectId)
    .filter((a) => status === 'all' || a.applicationStatus === status)
    .sort((a, b) => b.appliedAt.localeCompare(a.appliedAt));
}

export type BadgeStyle = 'default' | 'destructive' | 'secondary' | 'outline';

/** Status badges: approved default, rejected destructive, reviewing secondary, anything else outline. */
export function statusBadge(status: string): BadgeStyle {
  if (status === 'approved') return 'default';
  if (status === 'rejected') return 'destructive';
  if (status === 'reviewing') return 'secondary';
  return 'outline';
}

/** The applicant as the User Name column shows them: the username, else the email. */
export const applicantName = (application: ApplicationView): string =>
  application.user?.username || application.user?.email || '';
