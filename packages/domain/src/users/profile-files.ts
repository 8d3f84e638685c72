import type { FileRef } from '../contact/contact-message.ts';
import { type Command, type DomainEvent, eventMeta } from '../shared/decider.ts';
import { NotFoundError, ValidationError } from '../shared/errors.ts';
import { MAX_TAGS_LENGTH, mergeTags } from './skill-tags.ts';
import type { ProfileFields, User, UserProfileUpdated } from './user.ts';

/** Skill tags found in a resume: comma-separated, as the profile stores them. */
export interface ExtractedSkills {
  tagsEnglish: string;
  tagsChinese: string;
}

/** The resume replaces the previous one; its extracted skills stay pending until the user adds them. */
export type UserResumeUploaded = DomainEvent<
  'UserResumeUploaded',
  { userId: string; resume: FileRef; extractedSkills: ExtractedSkills }
>;
export type UserPortfolioUploaded = DomainEvent<'UserPortfolioUploaded', { userId: string; portfolio: FileRef }>;

export type UploadResume = Command<
  'UploadResume',
  { userId: string; resume: FileRef; extractedSkills: ExtractedSkills }
>;
export type UploadPortfolio = Command<'UploadPortfolio', { userId: string; portfolio: FileRef }>;
/** 'Add to my skills': appended to the user's tags, without duplicates. */
export type AddSkills = Command<'AddSkills', { userId: string; tagsEnglish: string; tagsChinese: string }>;

export type ProfileFileCommand = UploadResume | UploadPortfolio | AddSkills;

function activeUser(state: User) {
  if (state.status !== 'active') throw new NotFoundError('auth.userNotFound');
  return state;
}

export const uploadResume = (command: UploadResume, state: User): UserResumeUploaded[] => {
  const user = activeUser(state);
  const { resume, extractedSkills } = command.data;
  return [
    {
      type: 'UserResumeUploaded',
      data: { userId: user.userId, resume, extractedSkills },
      metadata: eventMeta(command),
    },
  ];
};

export const uploadPortfolio = (command: UploadPortfolio, state: User): UserPortfolioUploaded[] => {
  const user = activeUser(state);
  return [
    {
      type: 'UserPortfolioUploaded',
      data: { userId: user.userId, portfolio: command.data.portfolio },
      metadata: eventMeta(command),
    },
  ];
};

export const addSkills = (command: AddSkills, state: User): UserProfileUpdated[] => {
  const user = activeUser(state);
  const changes: Partial<ProfileFields> = {};
  const tagsEnglish = mergeTags(user.tagsEnglish, command.data.tagsEnglish);
  const tagsChinese = mergeTags(user.tagsChinese, command.data.tagsChinese);
  // The profile form's own limit: tags added here must leave a profile its owner can still save.
  if (tagsEnglish.length > MAX_TAGS_LENGTH || tagsChinese.length > MAX_TAGS_LENGTH) {
    throw new ValidationError('security.skillTagsTooLong');
  }
  if (tagsEnglish !== user.tagsEnglish) changes.tagsEnglish = tagsEnglish;
  if (tagsChinese !== user.tagsChinese) changes.tagsChinese = tagsChinese;
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'UserProfileUpdated', data: { userId: user.userId, changes }, metadata: eventMeta(command) }];
};
