import { type ExtractedProjectView, extractedProjectView } from '@tb/contracts';
import { ApiError } from '@/shared/lib/api-client';

/**
 * `POST /api/projects/extract` (multipart `file`). XMLHttpRequest rather than fetch, because only it reports
 * upload progress; nothing is stored, so no read-your-writes position is involved.
 */
export function extractProject(file: File, onProgress: (fraction: number) => void): Promise<ExtractedProjectView> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/projects/extract');
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
        resolve(extractedProjectView.parse(JSON.parse(xhr.responseText)));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new Error('Network error'));
    const form = new FormData();
    form.set('file', file);
    xhr.send(form);
  });
}
