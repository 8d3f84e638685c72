import { stableId } from '@tb/command-api';
import {
  type AddCandidate,
  type CandidateCommand,
  candidateDecider,
  candidateStream,
  candidateSubjectOfStream,
  type InterviewInput,
} from '@tb/domain';
import { handleCommand, migrate, SubjectKeyStore, sealedEventStore, subjectKeyMigrations } from '@tb/platform';
import type { SeedContext } from './seed.ts';

type Details = AddCandidate['data']['details'];
interface SeedCandidate {
  details: Details;
  /** Interview rounds, each recorded as its own scoring, so the demo history has old → new values. */
  rounds?: InterviewInput[];
  hireCompany?: string;
}

/**
 * The demo's dates were written around this day. They move with the clock, spacing kept, so that a new store's
 * dashboard (last 30 days by default) shows the demo candidates whenever it is started: the last application is
 * eight days old, the last interview round a few days old, none in the future.
 */
const WRITTEN_AT = Date.parse('2026-10-24T09:00:00.000Z');
const day = (d: string) => new Date(Date.now() - (WRITTEN_AT - Date.parse(`${d}T09:00:00.000Z`))).toISOString();

/** Degrees and genders in the catalogue's words (CANDIDATE_CHOICES), as every way a candidate arrives stores them. */
export const DEMO_CANDIDATES: SeedCandidate[] = [
  {
    details: {
      name: '王思远',
      email: 'wsy_ai@163.com',
      phone: '+86 138 1024 7788',
      gender: 'Male',
      degree: 'Master',
      master: '浙江大学',
      bachelor: '华中科技大学',
      position: 'LLM Engineer',
      role: 'AI Engineer',
      tagsInEng: 'LLM, RLHF, LoRA, DeepSpeed',
      tagsInChinese: '大模型, 微调, 强化学习',
      applyTime: day('2026-10-02'),
    },
    rounds: [
      {
        isInterviewed: true,
        interviewTime: day('2026-10-08'),
        interviewer: 'Lin',
        interviewResult: 'Pending',
        english: 3.5,
        education: 4.5,
        professionalSkills: 4,
        projectExperience: 4,
        collaboration: 4,
        expectedSalary: '35k/月',
      },
      {
        interviewResult: 'Recommended',
        english: 3.8,
        professionalSkills: 4.6,
        interviewComments: '复试表现稳定，推荐给客户',
      },
    ],
  },
  {
    details: {
      name: 'Emily Zhang',
      email: 'emily.zhang.ml@gmail.com',
      phone: '(415) 555-0134',
      degree: 'Master',
      master: 'Stanford University',
      bachelor: 'University of California, Berkeley',
      github: 'https://github.com/emzhang-ml',
      position: 'Machine Learning Engineer',
      role: 'AI Engineer',
      tagsInEng: 'PyTorch, RAG, Kubernetes',
      applyTime: day('2026-10-05'),
    },
    rounds: [
      {
        isInterviewed: true,
        interviewTime: day('2026-10-12'),
        interviewer: 'Mei',
        interviewResult: 'Recommended',
        english: 5,
        education: 4.8,
        professionalSkills: 4.7,
        projectExperience: 4.5,
        collaboration: 4.6,
        expectedSalary: '$9,000/month',
      },
    ],
    hireCompany: 'Nimbus AI',
  },
  {
    details: {
      name: '李娜',
      email: 'lina.cv@qq.com',
      phone: '139 0211 3344',
      gender: 'Female',
      degree: 'PhD',
      phd: '清华大学',
      master: '北京航空航天大学',
      position: 'Computer Vision Engineer',
      role: 'Computer Vision',
      tagsInEng: 'OpenCV, Detection, Segmentation',
      tagsInChinese: '目标检测, 图像分割',
      applyTime: day('2026-09-21'),
    },
    rounds: [
      {
        isInterviewed: true,
        interviewTime: day('2026-09-28'),
        interviewer: 'Lin',
        interviewResult: 'Pending',
        english: 3,
        education: 5,
        professionalSkills: 4.5,
        projectExperience: 4,
        collaboration: 3.5,
      },
      { interviewResult: 'Not Recommended', collaboration: 2.5, interviewComments: '沟通时差难以满足' },
    ],
  },
  {
    details: {
      name: 'Carlos Mendes',
      email: 'carlos.m@outlook.com',
      phone: '+55 11 98765 4321',
      degree: 'Bachelor',
      bachelor: 'Universidade de São Paulo',
      position: 'Software Engineer',
      role: 'Software Engineer',
      tagsInEng: 'TypeScript, Go, PostgreSQL',
      applyTime: day('2026-10-10'),
    },
  },
  {
    details: {
      name: '陈晓东',
      email: 'chenxd@compiler.dev',
      phone: '186 0000 1212',
      degree: 'Master',
      master: '中国科学技术大学',
      position: 'Senior Compiler Engineer',
      role: 'Compiler',
      tagsInEng: 'LLVM, MLIR, CUDA',
      tagsInChinese: '编译器, 算子优化',
      applyTime: day('2026-09-30'),
    },
    rounds: [
      {
        isInterviewed: true,
        interviewTime: day('2026-10-03'),
        interviewer: 'Mei',
        interviewResult: 'Recommended',
        english: 3.2,
        education: 4.2,
        professionalSkills: 4.9,
        projectExperience: 4.8,
        collaboration: 4,
      },
    ],
  },
  {
    details: {
      name: 'Priya Raman',
      email: 'priya.ux@gmail.com',
      phone: '+91 98450 12345',
      degree: 'Bachelor',
      bachelor: 'National Institute of Design',
      position: 'UI/UX Designer',
      role: 'UX Designer',
      tagsInEng: 'Figma, Design Systems, User Research',
      applyTime: day('2026-10-12'),
    },
    rounds: [
      {
        isInterviewed: true,
        interviewTime: day('2026-10-15'),
        interviewer: 'Lin',
        interviewResult: 'Pending',
        english: 4.5,
        education: 3.5,
        professionalSkills: 4,
      },
    ],
  },
  {
    details: {
      name: '赵磊',
      email: 'zhaolei_fae@126.com',
      phone: '137 5566 7788',
      degree: 'Bachelor',
      bachelor: '电子科技大学',
      position: 'Hardware FAE',
      role: 'FAE',
      tagsInChinese: '硬件调试, 客户支持',
      applyTime: day('2026-09-15'),
    },
  },
  {
    details: {
      name: '刘洋',
      email: 'liuyang.crawler@163.com',
      phone: '135 1234 9876',
      degree: 'Bachelor',
      bachelor: '西安电子科技大学',
      position: 'Crawler Engineer',
      role: 'Crawler',
      tagsInEng: 'Scrapy, Playwright',
      tagsInChinese: '爬虫, 反爬',
      applyTime: day('2026-10-01'),
    },
    rounds: [{ isInterviewed: true, interviewTime: day('2026-10-06'), interviewer: 'Mei' }],
  },
  {
    details: {
      name: 'Sofia Petrova',
      email: 'sofia.petrova@proton.me',
      degree: 'PhD',
      phd: 'ETH Zurich',
      position: 'NLP Engineer',
      role: 'AI Engineer',
      tagsInEng: 'NLP, Transformers, Question Answering',
      applyTime: day('2026-10-14'),
    },
  },
  {
    details: {
      name: '周婷',
      email: 'zhouting.label@qq.com',
      phone: '150 2020 3030',
      degree: 'Associate',
      position: 'Data Labeler',
      role: 'AI Ops',
      tagsInChinese: '数据标注, 质检',
      applyTime: day('2026-10-09'),
    },
    rounds: [
      {
        isInterviewed: true,
        interviewTime: day('2026-10-11'),
        interviewer: 'Lin',
        interviewResult: 'Recommend',
        english: 2.5,
        professionalSkills: 3.8,
        collaboration: 4.2,
      },
    ],
  },
  {
    details: {
      name: '孙浩然',
      email: 'sunhr.aiops@gmail.com',
      phone: '189 7777 1234',
      degree: 'Master',
      master: '上海交通大学',
      position: 'AI Ops Engineer',
      role: 'AI Ops',
      tagsInEng: 'Kubernetes, Prometheus',
      tagsInChinese: '运维, 监控',
      applyTime: day('2026-09-25'),
    },
  },
  {
    details: {
      name: 'Daniel Kim',
      email: 'daniel.kim.cv@gmail.com',
      phone: '+1 (650) 555-0199',
      degree: 'Master',
      master: 'Carnegie Mellon University',
      bachelor: 'KAIST',
      position: 'Image Algorithm Engineer',
      role: 'Computer Vision',
      tagsInEng: 'Diffusion, Image Restoration',
      applyTime: day('2026-10-16'),
    },
    rounds: [
      {
        isInterviewed: true,
        interviewTime: day('2026-10-18'),
        interviewer: 'Mei',
        interviewResult: 'Recommended',
        english: 4.9,
        education: 4.6,
        professionalSkills: 4.4,
        projectExperience: 4.1,
        collaboration: 4.5,
        expectedSalary: '$8,500/month',
      },
    ],
  },
];

/**
 * A dozen bilingual demo candidates, added, scored and hired through the same commands admins run. Each candidate's
 * id comes from its email and each step is taken only when its stream lacks it, so a start killed half-way through
 * finishes the set on the next start without adding or scoring anyone twice.
 */
export async function seedCandidates(
  context: Pick<SeedContext, 'store' | 'pool' | 'reached'>,
  actorId = 'system',
): Promise<number> {
  const reached = context.reached ?? (async () => {});
  await migrate(context.pool, 'subject_keys', subjectKeyMigrations);
  const store = sealedEventStore(context.store, new SubjectKeyStore(context.pool), {
    subjectOf: candidateSubjectOfStream,
  });
  const run = (command: CandidateCommand) =>
    handleCommand(store, candidateDecider, candidateStream(command.data.candidateId), command);
  for (const [index, seed] of DEMO_CANDIDATES.entries()) {
    const candidateId = stableId('demo-candidate', seed.details.email ?? seed.details.name);
    const recorded = await context.store.readStream(candidateStream(candidateId));
    const stored = (type: string) => recorded.filter((event) => event.type === type).length;
    const metadata = (at: string | null | undefined) => ({ actorId, now: at ?? new Date().toISOString() });
    const source = 'form' as const;
    if (stored('CandidateAdded') === 0) {
      await run({
        type: 'AddCandidate',
        data: { candidateId, source, emailId: null, details: seed.details },
        metadata: metadata(seed.details.applyTime),
      });
    }
    await reached(`candidate-${index + 1}`);
    const firstRound = Date.parse(seed.rounds?.[0]?.interviewTime ?? '') || Date.now();
    // Every round changes the scores, so each stored one is one CandidateInterviewScored.
    const scored = stored('CandidateInterviewScored');
    for (const [round, interview] of (seed.rounds ?? []).entries()) {
      if (round < scored) continue;
      const at = new Date(firstRound + round * 2 * 24 * 60 * 60 * 1000).toISOString();
      await run({ type: 'ScoreInterview', data: { candidateId, interview }, metadata: metadata(at) });
      await reached(`candidate-${index + 1}-round-${round + 1}`);
    }
    if (seed.hireCompany && stored('CandidateHired') === 0) {
      await run({
        type: 'SetCandidateHired',
        data: { candidateId, isHired: true, hireCompany: seed.hireCompany },
        metadata: metadata(null),
      });
    }
  }
  return DEMO_CANDIDATES.length;
}
