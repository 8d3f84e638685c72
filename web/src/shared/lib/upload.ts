import { ApiError } from './api-client';
import { EVENT_POSITION_HEADER, rememberPosition } from './event-position';

/**
 * POSTs a multipart form and reports upload progress (0–1). XMLHttpRequest rather than fetch, because only it
 * reports upload progress; sends the session cookie and the page language, and remembers the answer's event
 * position for read-your-writes (event-position.ts), like every other command.
 */
export function postWithProgress(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    const language = document.documentElement.lang;
    if (language === 'en' || language === 'zh') xhr.setRequestHeader('x-lang', language);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      rememberPosition(xhr.getResponseHeader(EVENT_POSITION_HEADER));
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.send(form);
  });
}
