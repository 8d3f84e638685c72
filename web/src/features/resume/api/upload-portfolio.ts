import { type PortfolioUploadAnswer, portfolioUploadAnswer } from '@tb/contracts';
import { postWithProgress } from '@/shared/lib/upload';

/** `POST /api/user/portfolio` (multipart `portfolio`), reporting upload progress (0–1). */
export async function uploadPortfolio(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<PortfolioUploadAnswer> {
  const form = new FormData();
  form.set('portfolio', file);
  return portfolioUploadAnswer.parse(await postWithProgress('/api/user/portfolio', form, onProgress));
}
