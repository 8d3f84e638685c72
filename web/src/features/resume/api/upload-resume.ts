import { type ResumeUploadAnswer, resumeUploadAnswer } from '@tb/contracts';
import { postWithProgress } from '@/shared/lib/upload';

/** `POST /api/user/resume` (multipart `resume`), reporting upload progress (0–1). */
export async function uploadResume(file: File, onProgress: (fraction: number) => void): Promise<ResumeUploadAnswer> {
  const form = new FormData();
  form.set('resume', file);
  return resumeUploadAnswer.parse(await postWithProgress('/api/user/resume', form, onProgress));
}
