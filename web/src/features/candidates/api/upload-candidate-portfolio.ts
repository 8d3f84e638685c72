import { uploadPortfolioAnswer } from '@tb/contracts';
import type { z } from 'zod';
import { postWithProgress } from '@/shared/lib/upload';

/**
 * `POST /api/admin/upload-candidate-portfolio` (multipart `portfolio`, `candidateName`). The file is attached to
 * `target.candidateId`, else to the one candidate named `candidateName`; `target.review` instead keeps it for
 * the review form, which saves it with a candidate that does not exist yet.
 */
export async function uploadCandidatePortfolio(
  file: File,
  candidateName: string,
  target: { candidateId?: string | undefined; review?: boolean },
  onProgress: (fraction: number) => void,
): Promise<z.infer<typeof uploadPortfolioAnswer>> {
  const form = new FormData();
  form.set('candidateName', candidateName);
  if (target.candidateId) form.set('candidateId', target.candidateId);
  if (target.review) form.set('review', '1');
  form.set('portfolio', file);
  return uploadPortfolioAnswer.parse(await postWithProgress('/api/admin/upload-candidate-portfolio', form, onProgress));
}
