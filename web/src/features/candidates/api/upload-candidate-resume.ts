import { uploadCandidateAnswer } from '@tb/contracts';
import type { z } from 'zod';
import { postWithProgress } from '@/shared/lib/upload';

/** `POST /api/admin/upload-candidate` (multipart `resume`): extracted data to review, nothing saved yet. */
export async function uploadCandidateResume(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<z.infer<typeof uploadCandidateAnswer>> {
  const form = new FormData();
  form.set('resume', file);
  return uploadCandidateAnswer.parse(await postWithProgress('/api/admin/upload-candidate', form, onProgress));
}
