import { z } from 'zod';
import { lastEditor } from '../auth/schemas.ts';
import type { MessageKey, PlainMessageKey } from '../messages/index.ts';
import { messageRef } from '../messages/refs.ts';
import { lineText, proseText } from '../text/storable-text.ts';

/**
 * The project form: eight required bilingual texts, each refused with its own message; role, position, salary
 * ranges and benefits optional. Descriptions are HTML from the rich-text editor; the server also sanitizes them.
 */
export const PROJECT_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The text a reader would see, for "is it empty?" checks (an empty editor still sends `<p><br></p>`). */
export const visibleText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\s+/g, ' ')
    .trim();

type ProjectMessage<Suffix extends string> = Extract<MessageKey, `project.${string}${Suffix}`>;
/** Limits said with their number ('English title must be at most 255 characters'); the descriptions' are not. */
type LimitMessage = Exclude<ProjectMessage<'TooLong'>, PlainMessageKey>;

/** Each required field is refused with its own messages: `project.titleEnRequired`, `project.titleEnTooLong`. */
const required = (max: number, isRequired: ProjectMessage<'Required'>, tooLong: LimitMessage) =>
  lineText(
    z
      .string({ error: messageRef(isRequired) })
      .trim()
      .min(1, messageRef(isRequired))
      .max(max, messageRef(tooLong, { max })),
  );

const description = (
  isRequired: ProjectMessage<'Required'>,
  tooLong: Extract<ProjectMessage<'TooLong'>, PlainMessageKey>,
) =>
  proseText(
    z
      .string({ error: messageRef(isRequired) })
      .trim()
      .max(100_000, messageRef(tooLong)),
  ).refine((html) => visibleText(html).length > 0, messageRef(isRequired));

/** Benefits are multi-line; the other optional fields are single-line. */
const optional = (max: number, tooLong: LimitMessage, prose = false) =>
  (prose ? proseText : lineText)(z.string().trim().max(max, messageRef(tooLong, { max })));

const requiredFields = {
  titleEn: required(255, 'project.titleEnRequired', 'project.titleEnTooLong'),
  titleZh: required(255, 'project.titleZhRequired', 'project.titleZhTooLong'),
  descriptionEn: description('project.descriptionEnRequired', 'project.descriptionEnTooLong'),
  descriptionZh: description('project.descriptionZhRequired', 'project.descriptionZhTooLong'),
  locationEn: required(100, 'project.locationEnRequired', 'project.locationEnTooLong'),
  locationZh: required(100, 'project.locationZhRequired', 'project.locationZhTooLong'),
  typeEn: required(100, 'project.typeEnRequired', 'project.typeEnTooLong'),
  typeZh: required(100, 'project.typeZhRequired', 'project.typeZhTooLong'),
};

const optionalFields = {
  role: optional(255, 'project.roleTooLong'),
  position: optional(1024, 'project.positionsTooLong'),
  salaryRange: optional(100, 'project.salaryTooLong'),
  salaryRangeEn: optional(100, 'project.salaryEnTooLong'),
  salaryRangeZh: optional(100, 'project.salaryZhTooLong'),
  benefitsEn: optional(10_000, 'project.benefitsEnTooLong', true),
  benefitsZh: optional(10_000, 'project.benefitsZhTooLong', true),
};

/** On create, null and absent both mean "none". */
const none = (schema: z.ZodString) => schema.nullish().transform((value) => value ?? '');
/** On update, absent means "unchanged" and null clears the field. */
const clearable = (schema: z.ZodString) => schema.nullish().transform((value) => (value === null ? '' : value));

export const projectCreateBody = z.object({
  ...requiredFields,
  role: none(optionalFields.role),
  position: none(optionalFields.position),
  salaryRange: none(optionalFields.salaryRange),
  salaryRangeEn: none(optionalFields.salaryRangeEn),
  salaryRangeZh: none(optionalFields.salaryRangeZh),
  benefitsEn: none(optionalFields.benefitsEn),
  benefitsZh: none(optionalFields.benefitsZh),
  isActive: z
    .boolean({ error: messageRef('project.isActiveBoolean') })
    .optional()
    .default(true),
});
export type ProjectCreateBody = z.infer<typeof projectCreateBody>;

/** Absent fields stay as they are (the isActive switch sends only isActive); null clears an optional one. */
export const projectUpdateBody = z.object({
  titleEn: requiredFields.titleEn.optional(),
  titleZh: requiredFields.titleZh.optional(),
  descriptionEn: requiredFields.descriptionEn.optional(),
  descriptionZh: requiredFields.descriptionZh.optional(),
  locationEn: requiredFields.locationEn.optional(),
  locationZh: requiredFields.locationZh.optional(),
  typeEn: requiredFields.typeEn.optional(),
  typeZh: requiredFields.typeZh.optional(),
  role: clearable(optionalFields.role),
  position: clearable(optionalFields.position),
  salaryRange: clearable(optionalFields.salaryRange),
  salaryRangeEn: clearable(optionalFields.salaryRangeEn),
  salaryRangeZh: clearable(optionalFields.salaryRangeZh),
  benefitsEn: clearable(optionalFields.benefitsEn),
  benefitsZh: clearable(optionalFields.benefitsZh),
  isActive: z.boolean({ error: messageRef('project.isActiveBoolean') }).optional(),
});
export type ProjectUpdateBody = z.infer<typeof projectUpdateBody>;

export const projectIdParams = z.object({
  id: z.string().trim().min(1, messageRef('project.notFound')).max(100, messageRef('project.notFound')),
});

/** A project as the API answers it (the field names the web app and older clients know). */
export const projectView = z.object({
  id: z.string(),
  titleEn: z.string(),
  titleZh: z.string(),
  descriptionEn: z.string(),
  descriptionZh: z.string(),
  locationEn: z.string(),
  locationZh: z.string(),
  typeEn: z.string(),
  typeZh: z.string(),
  role: z.string(),
  position: z.string(),
  salaryRange: z.string(),
  salaryRangeEn: z.string(),
  salaryRangeZh: z.string(),
  benefitsEn: z.string(),
  benefitsZh: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Who made the change at `updatedAt`: in GET /api/projects/{id} for admins only (visitors never see it). */
  updatedBy: lastEditor.optional(),
});
export type ProjectView = z.infer<typeof projectView>;

/** What `POST /api/projects/extract` answers: the fields an opening document could fill ('' when absent). */
export const extractedProjectView = z.object({
  titleEn: z.string(),
  titleZh: z.string(),
  descriptionEn: z.string(),
  descriptionZh: z.string(),
  locationEn: z.string(),
  locationZh: z.string(),
  typeEn: z.string(),
  typeZh: z.string(),
  salaryRangeEn: z.string(),
  salaryRangeZh: z.string(),
  benefitsEn: z.string(),
  benefitsZh: z.string(),
});
export type ExtractedProjectView = z.infer<typeof extractedProjectView>;
