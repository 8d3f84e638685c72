import { useMutation } from '@tanstack/react-query';
import type { ContactFields } from '@tb/contracts';
import { apiSend } from '@/shared/lib/api-client';

export interface ContactMessageInput {
  fields: ContactFields;
  file: File | null;
}

/** `POST /api/contact` (multipart): answers `{ message }` in the page's language. */
export async function sendContactMessage({ fields, file }: ContactMessageInput): Promise<{ message?: string }> {
  const form = new FormData();
  form.append('name', fields.name);
  form.append('email', fields.email);
  form.append('company', fields.company);
  form.append('message', fields.message);
  if (file) form.append('file', file, file.name);
  return (await apiSend<{ message?: string } | null>('POST', '/api/contact', form)) ?? {};
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
