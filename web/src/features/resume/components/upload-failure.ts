import type { TFunction } from 'i18next';
import { ApiError } from '@/shared/lib/api-client';
import type { ToastInput } from '@/shared/ui/toast';

/** 'Upload Failed / Please try again', with the server's reason when it gave one. */
export function uploadFailure(error: unknown, t: TFunction<'resume'>): ToastInput {
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  return { title: t('uploadFailedTitle'), description: reason ?? t('uploadFailedBody') };
}
