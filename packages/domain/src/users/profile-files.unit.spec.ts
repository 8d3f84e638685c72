import { describe, expect, it } from 'vitest';
import type { FileRef } from '../contact/contact-message.ts';
import { NotFoundError } from '../shared/errors.ts';
import { specFor } from '../shared/testing.ts';
import { userDecider } from './decide.ts';
import type { AddSkills, UploadPortfolio, UploadResume } from './profile-files.ts';
import { mergeTags } from './skill-tags.ts';
import type { UserEvent } from './user.ts';

const given = specFor(userDecider);
const metadata = { actorId: 'u1', now: '2026-11-22T10:00:00.000Z' };
const at = { actorId: 'u1', at: '2026-11-22T10:00:00.000Z' };
const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    email: 'ana@example.com',
    username: 'ana',
    passwordHash: 'h',
    firstName: 'Ana',
    lastName: 'Li',
    emailVerified: true,
  },
  metadata: at,
};
const withTags: UserEvent = {
  type: 'UserProfileUpdated',
  data: { userId: 'u1', changes: { tagsEnglish: 'PyTorch, Python', tagsChinese: 'PyTorch, 机器学习' } },
  metadata: at,
};
const file = (fileName: string): FileRef => ({
  id: 'a'.repeat(64),
  sha256: 'a'.repeat(64),
  fileName,
  contentType: 'application/pdf',
  size: 1234,
});
const skills = { tagsEnglish: 'Machine Learning, LLM', tagsChinese: '机器学习, 大模型' };
const uploadResume: UploadResume = {
  type: 'UploadResume',
  data: { userId: 'u1', resume: file('简历.pdf'), extractedSkills: skills },
  metadata,
};
const uploadPortfolio: UploadPortfolio = {
  type: 'UploadPortfolio',
  data: { userId: 'u1', portfolio: file('作品集.zip') },
  metadata,
};
const addSkills = (tagsEnglish: string, tagsChinese: string): AddSkills => ({
  type: 'AddSkills',
  data: { userId: 'u1', tagsEnglish, tagsChinese },
  metadata,
});

describe('resume and portfolio', () => {
  it('records an uploaded resume with its reference and the extracted tags', () => {
    given([registered])
      .when(uploadResume)
      .expectEvents([
        {
          type: 'UserResumeUploaded',
          data: { userId: 'u1', resume: file('简历.pdf'), extractedSkills: skills },
          metadata: at,
        },
      ]);
  });

  it('does not touch the profile tags when a resume is uploaded (they stay pending)', () => {
    const events = userDecider.decide(uploadResume, userDecider.evolve(userDecider.initialState(), registered));
    expect(events.map((e) => e.type)).toEqual(['UserResumeUploaded']);
  });

  it('records an uploaded portfolio with its reference', () => {
    given([registered])
      .when(uploadPortfolio)
      .expectEvents([
        { type: 'UserPortfolioUploaded', data: { userId: 'u1', portfolio: file('作品集.zip') }, metadata: at },
      ]);
  });

  it('refuses uploads for an unknown user', () => {
    given([]).when(uploadResume).expectError(NotFoundError);
    given([]).when(uploadPortfolio).expectError(NotFoundError);
  });

  it('appends added skills to the existing tags without duplicates, ignoring case', () => {
    given([registered, withTags])
      .when(addSkills('pytorch, LLM, Machine Learning', '机器学习，大模型'))
      .expectEvents([
        {
          type: 'UserProfileUpdated',
          data: {
            userId: 'u1',
            changes: {
              tagsEnglish: 'PyTorch, Python, LLM, Machine Learning',
              tagsChinese: 'PyTorch, 机器学习, 大模型',
            },
          },
          metadata: at,
        },
      ]);
  });

  it('fills empty tags from the added skills', () => {
    given([registered])
      .when(addSkills('LLM, llm', ''))
      .expectEvents([
        { type: 'UserProfileUpdated', data: { userId: 'u1', changes: { tagsEnglish: 'LLM' } }, metadata: at },
      ]);
  });

  it('records nothing when every added skill is already there', () => {
    given([registered, withTags]).when(addSkills('python', 'pytorch')).expectEvents([]);
  });
});

describe('mergeTags', () => {
  it('keeps the stored text as written when nothing is new', () => {
    expect(mergeTags('A,B', 'a')).toBe('A,B');
  });
  it('splits on Chinese commas and drops empty entries', () => {
    expect(mergeTags('', '深度学习、 大模型，,  ')).toBe('深度学习, 大模型');
  });
  it('stores tags that look the same once: composed or decomposed, fullwidth, with invisible characters', () => {
    expect(mergeTags('Python, café', 'cafe\u0301, Ｐｙｔｈｏｎ, Py\u200Bthon, PYTHON\u3164, Go')).toBe(
      'Python, café, Go',
    );
    expect(mergeTags('', 'cafe\u0301, café, Ｒｕｓｔ, \u200B')).toBe('café, Ｒｕｓｔ');
  });
});
