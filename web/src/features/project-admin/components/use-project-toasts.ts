import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client';
import { toast } from '@/shared/ui/toast';
import type { ManagementArea } from './area';

type Action = 'create' | 'update' | 'delete';

const success = { create: 'toast.created', update: 'toast.updated', delete: 'toast.deleted' } as const;
const failed = { create: 'toast.createFailed', update: 'toast.updateFailed', delete: 'toast.deleteFailed' } as const;
const profileTitle = {
  create: 'toast.creationFailedTitle',
  update: 'toast.updateFailedTitle',
  delete: 'toast.deletionFailedTitle',
} as const;

/**
 * The admin console says 'Project created successfully' / 'Failed to create project'; the
 * profile area titles its failures 'Creation Failed' / 'Update Failed' / 'Deletion Failed'.
 */
export function useProjectToasts(area: ManagementArea) {
  const { t } = useTranslation('projectAdmin');
  return {
    succeeded: (action: Action) => toast.success({ title: t(success[action]) }),
    failed: (action: Action, error: unknown) =>
      area === 'admin'
        ? toast.error({ title: t(failed[action]), description: errorMessage(error, '') || undefined })
        : toast.error({ title: t(profileTitle[action]), description: errorMessage(error, t(failed[action])) }),
  };
}
