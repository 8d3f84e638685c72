import { uploadPortfolioAnswer } from '@tb/contracts';
import type { z } from 'zod';
import { postWithProgress } from '@/shared/lib/upload';

/** `POST /api/admin/upload-candidate-portfolio` (multipart `portfolio`, `candidateName`, optional `candidateId`). */
export async function uploadCandidatePortfolio(
  file: File,
  candidateName: string,
  candidateId: string | undefined,
  onProgress: (fraction: number) => void,
): Promise<z.infer<typeof uploadPortfolioAnswer>> {
  const form = new FormData();
  form.set('candidateName', candidateName);
  if (candidateId) form.set('candidateId', candidateId);
  form.set('portfolio', file);
  return uploadPortfolioAnswer.parse(await postWithProgress('/api/admin/upload-candidate-portfolio', form, onProgress));
}
