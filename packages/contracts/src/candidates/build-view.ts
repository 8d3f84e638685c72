import type { CandidateValues } from './catalogue.ts';
import { withCanonicalChoices } from './choices.ts';
import { averageScore, type CandidateView, candidateView, highestDegree } from './views.ts';

/** A candidate's stored fields (the domain's record, or one replayed from the history); files by their name. */
export type CandidateFieldsInput = CandidateValues<{ fileName: string }>;

export interface CandidateMetaInput {
  id: string;
  source: CandidateView['source'];
  emailId: string | null;
  createdAt: string;
  updatedAt: string;
}

const VIEW_FIELDS = Object.keys(candidateView.shape) as (keyof CandidateView)[];

/**
 * The view's own fields only: the fields passed in may be a whole domain state, which also carries its
 * `candidateId` and `status` (the stored views and the API's answers had them, beside the contract).
 */
const onlyViewFields = (view: CandidateView): CandidateView =>
  Object.fromEntries(VIEW_FIELDS.map((field) => [field, view[field]])) as CandidateView;

/**
 * The API's candidate from its fields; the projection and the as-of replay both use it. Gender and degree read in
 * their stored words even where an older event recorded another spelling (the demo data stored 本科, 博士, 大专).
 */
export function buildCandidateView(stored: CandidateFieldsInput, meta: CandidateMetaInput): CandidateView {
  const fields = withCanonicalChoices(stored);
  const { resume, englishResume, portfolioFile, ...rest } = fields;
  const fileUrl = (kind: 'resume' | 'portfolio') => `/api/candidates/${kind}/${meta.id}`;
  return onlyViewFields({
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
  });
}
