import { averageScore, type CandidateView, highestDegree } from './views.ts';

type FileName = { fileName: string } | null;

/** A candidate's stored fields (the domain's record, or one folded from the history). */
export interface CandidateFieldsInput {
  name: string;
  email: string;
  phone: string;
  gender: string;
  birthday: string;
  github: string;
  personalSite: string;
  portfolio: string;
  university: string;
  bachelor: string;
  master: string;
  phd: string;
  degree: string;
  position: string;
  role: string;
  tagsInEng: string;
  tagsInChinese: string;
  applyTime: string | null;
  isInterviewed: boolean;
  interviewTime: string | null;
  interviewer: string;
  interviewResult: string;
  english: number | null;
  education: number | null;
  professionalSkills: number | null;
  projectExperience: number | null;
  collaboration: number | null;
  expectedSalary: string;
  interviewComments: string;
  resume: FileName;
  englishResume: FileName;
  portfolioFile: FileName;
  isHired: boolean;
  hireCompany: string;
}

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
