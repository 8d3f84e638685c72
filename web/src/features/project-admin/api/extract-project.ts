import { type ExtractedProjectView, extractedProjectView } from '@tb/contracts';
import { postWithProgress } from '@/shared/lib/upload';

/** `POST /api/projects/extract` (multipart `file`): the ten project fields; nothing is stored. */
export async function extractProject(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ExtractedProjectView> {
  const form = new FormData();
  form.set('file', file);
  return extractedProjectView.parse(await postWithProgress('/api/projects/extract', form, onProgress));
}
