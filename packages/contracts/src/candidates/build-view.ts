import type { CandidateValues } from './catalogue.ts';
import { averageScore, type CandidateView, highestDegree } from './views.ts';

/** A candidate's stored fields (the domain's record, or one replayed from the history); files by their name. */
export type CandidateFieldsInput = CandidateValues<{ fileName: string }>;

export interface CandidateMetaInput {
  id: string;
  source: CandidateView['source'];
  emailId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The API's candidate from its fields; the projection and the as-of replay both use it. */
export function buildCandidateView(fields: CandidateFieldsInput, meta: CandidateMetaInput): CandidateView {
  const { resume, englishResume, portfolioFile, ...rest } = fields;
  const fileUrl = (kind: 'resume' | 'portfolio') => `/api/candidates/${kind}/${meta.id}`;
  return {
    ...rest,
    id: meta.id,
    source: meta.source,
    emailId: meta.emailId,
    createdAt: meta.createdAt,
    updatedAt: meta.updatedAt,
    highestDegree: highestDegree(fields),
    averageScore: averageScore(fields),
    resumeLink: resume ? fileUrl('resume') : null,
    resumeFileName: resume?.fileName ?? null,
    englishResumeLink: englishResume ? `${fileUrl('resume')}?lang=en` : null,
    englishResumeFileName: englishResume?.fileName ?? null,
    portfolioFileName: portfolioFile?.fileName ?? null,
    portfolioLink: portfolioFile ? fileUrl('portfolio') : fields.portfolio,
  };
}
