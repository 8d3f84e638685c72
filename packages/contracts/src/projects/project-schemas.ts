import { z } from 'zod';
import { lastEditor } from '../auth/schemas.ts';
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

const required = (max: number, label: string) =>
  lineText(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`),
  );

const description = (label: string) =>
  proseText(
    z
      .string({ error: `${label} is required` })
      .trim()
      .max(100_000, `${label} is too long`),
  ).refine((html) => visibleText(html).length > 0, `${label} is required`);

/** Benefits are multi-line; the other optional fields are single-line. */
const optional = (max: number, label: string, prose = false) =>
  (prose ? proseText : lineText)(z.string().trim().max(max, `${label} must be at most ${max} characters`));

const requiredFields = {
  titleEn: required(255, 'English title'),
  titleZh: required(255, 'Chinese title'),
  descriptionEn: description('English description'),
  descriptionZh: description('Chinese description'),
  locationEn: required(100, 'English location'),
  locationZh: required(100, 'Chinese location'),
  typeEn: required(100, 'English type'),
  typeZh: required(100, 'Chinese type'),
};

const optionalFields = {
  role: optional(255, 'Role'),
  position: optional(1024, 'Position'),
  salaryRange: optional(100, 'Salary range'),
  salaryRangeEn: optional(100, 'English salary range'),
  salaryRangeZh: optional(100, 'Chinese salary range'),
  benefitsEn: optional(10_000, 'English benefits', true),
  benefitsZh: optional(10_000, 'Chinese benefits', true),
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
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional().default(true),
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
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
});
export type ProjectUpdateBody = z.infer<typeof projectUpdateBody>;

export const projectIdParams = z.object({
  id: z.string().trim().min(1, 'Project not found').max(100, 'Project not found'),
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
