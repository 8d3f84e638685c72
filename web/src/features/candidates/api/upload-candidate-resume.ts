import { uploadCandidateAnswer } from '@tb/contracts';
import type { z } from 'zod';
import { ApiError } from '@/shared/lib/api-client';

/**
 * `POST /api/admin/upload-candidate` (multipart `resume`). XMLHttpRequest rather than fetch: only it reports
 * upload progress. Nothing is stored as a candidate yet, so no read-your-writes position is involved.
 */
export function uploadCandidateResume(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<z.infer<typeof uploadCandidateAnswer>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/upload-candidate');
    xhr.withCredentials = true;
    const language = document.documentElement.lang;
    if (language === 'en' || language === 'zh') xhr.setRequestHeader('x-lang', language);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
        return;
      }
      try {
        resolve(uploadCandidateAnswer.parse(JSON.parse(xhr.responseText)));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new Error('Network error'));
    const form = new FormData();
    form.set('resume', file);
    xhr.send(form);
  });
}
