import { z } from 'zod';
import type { PlainMessageKey } from '../messages/index.ts';
import { messageRef } from '../messages/refs.ts';
import { lineText, proseText } from '../text/storable-text.ts';
import { projectView } from './project-schemas.ts';

/** Applications start as applied; the admin view knows these four. */
export const APPLICATION_STATUS_VALUES = ['applied', 'reviewing', 'approved', 'rejected'] as const;
export type ApplicationStatusValue = (typeof APPLICATION_STATUS_VALUES)[number];

/**
 * The fixed texts the one-click apply sends in place of a typed position and message. They are stored data, not
 * words shown to the applicant: the API's contract fixes them in English whatever the sender's language (an admin
 * tells a one-click application by them), so they stay out of the message catalogues.
 */
export const ONE_CLICK_APPLICATION = {
  position: 'Applied via profile',
  message: 'Applied via one-click application',
} as const;

/** The plain-text resume the one-click apply generates; small, so a limit of 1 MB is generous. */
export const APPLICATION_RESUME_MAX_BYTES = 1024 * 1024;

const text = (max: number, tooLong: PlainMessageKey, prose = false) =>
  (prose ? proseText : lineText)(z.string().trim().max(max, messageRef(tooLong)))
    .optional()
    .default('');

const PROJECT_NOT_FOUND = messageRef('project.notFound');

/** The text fields of `POST /api/application` (multipart, beside the `file` part). */
export const applicationFields = z.object({
  projectId: lineText(
    z.string({ error: PROJECT_NOT_FOUND }).trim().min(1, PROJECT_NOT_FOUND).max(100, PROJECT_NOT_FOUND),
  ),
  name: text(200, 'auth.nameTooLong'),
  email: text(255, 'auth.invalidEmail'),
  position: text(255, 'application.positionTooLong'),
  company: text(255, 'contact.companyTooLong'),
  message: text(10_000, 'contact.messageTooLong', true),
});
export type ApplicationFields = z.infer<typeof applicationFields>;

/** `PATCH /api/admin/applications/:id`: an admin moves an application on, with a note. */
export const applicationStatusBody = z.object({
  applicationStatus: z.enum(APPLICATION_STATUS_VALUES, { error: messageRef('application.unknownStatus') }),
  notes: proseText(
    z
      .string()
      .trim()
      .max(5000, messageRef('application.notesTooLong', { max: 5000 })),
  )
    .nullish()
    .transform((value) => value ?? ''),
});
export type ApplicationStatusBody = z.infer<typeof applicationStatusBody>;

/**
 * GET /api/user/projects: an admin may name the user whose applications to list. An empty name names no one (it
 * once answered an empty list as if it were a user); both bounds answer that no such user exists.
 */
const USER_NOT_FOUND = messageRef('auth.userNotFound');
export const userApplicationsQuery = z.object({
  userId: z.string().min(1, USER_NOT_FOUND).max(100, USER_NOT_FOUND).optional(),
});

/** The applicant as the admin views show them. */
export const applicantView = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

/** An application with its project embedded; `user` only in admin answers. */
export const applicationView = z.object({
  id: z.string(),
  userId: z.string(),
  projectId: z.string(),
  applicationStatus: z.enum(APPLICATION_STATUS_VALUES),
  notes: z.string(),
  appliedAt: z.string(),
  updatedAt: z.string(),
  project: projectView,
  user: applicantView.optional(),
});
export type ApplicationView = z.infer<typeof applicationView>;
