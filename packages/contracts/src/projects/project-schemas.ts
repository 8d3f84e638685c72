import { z } from 'zod';
import { messageRef } from '../messages/refs.ts';
import { type ProjectCatalogueEntry, projectCatalogue } from './catalogue.ts';
import { deriveProjectShapes } from './shapes.ts';

export { visibleText } from './shapes.ts';

export const PROJECT_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The project's shapes, all from its catalogue (catalogue.ts): eight required bilingual texts, each refused with
 * its own message; role, position, salary ranges and benefits optional. Descriptions are HTML from the rich-text
 * editor; the server also sanitizes them.
 */
const shapes = deriveProjectShapes(projectCatalogue);

export type ProjectField = (typeof shapes.fields)[number];
/** Every field of an opening with its value (the domain's record, the events' fields). */
export type ProjectFields = Record<ProjectField, string>;
/** The fields in the catalogue's order. */
export const PROJECT_FIELDS: readonly ProjectField[] = shapes.fields;
/** An opening with every text empty (what a test or an import fills in part). */
export const emptyProjectFields = (): ProjectFields =>
  Object.fromEntries(PROJECT_FIELDS.map((field) => [field, ''])) as ProjectFields;

export const projectCreateBody = shapes.createBody;
export type ProjectCreateBody = z.infer<typeof projectCreateBody>;

/** Absent fields stay as they are (the isActive switch sends only isActive); null clears an optional one. */
export const projectUpdateBody = shapes.updateBody;
export type ProjectUpdateBody = z.infer<typeof projectUpdateBody>;

export const projectIdParams = z.object({
  id: z.string().trim().min(1, messageRef('project.notFound')).max(100, messageRef('project.notFound')),
});

/** A project as the API answers it (the field names the web app and older clients know). */
export const projectView = shapes.view;
export type ProjectView = z.infer<typeof projectView>;

/** What `POST /api/projects/extract` answers: the fields an opening document could fill ('' when absent). */
export const extractedProjectView = shapes.extractedView;
export type ExtractedProjectView = z.infer<typeof extractedProjectView>;
export type ProjectDocumentField = keyof ExtractedProjectView;

/** The fields that hold HTML from the editor; the server sanitizes them before storing or answering. */
export const PROJECT_RICH_FIELDS = shapes.richFields;
/** The bilingual pairs, [English, Chinese]; and those an opening's document fills. */
export const PROJECT_PAIRS = shapes.pairs;
export const PROJECT_DOCUMENT_PAIRS = shapes.documentPairs;

/** The project form's fields, in its order; the ones its values hold (those plus the carried ones). */
export const PROJECT_FORM_FIELDS = shapes.formFields;
export type ProjectFormField = (typeof PROJECT_FORM_FIELDS)[number];
export const PROJECT_FORM_VALUE_FIELDS = shapes.formValueFields;
export type ProjectFormValueField = (typeof PROJECT_FORM_VALUE_FIELDS)[number];
/** Marked required on the form: in the admin console, and on the profile's Manage Projects tab. */
export const PROJECT_MARKED_FIELDS = shapes.markedFields;

/** How each field is typed on the form: one line, a text area, or the rich-text editor. */
export const projectTextKind = (field: ProjectField) => projectCatalogue[field].text;

/** A field's column in the projects read model; every field's, in the catalogue's order. */
export const projectColumnOf = shapes.columnOf;
export const PROJECT_COLUMNS = PROJECT_FIELDS.map(projectColumnOf);
export type ProjectColumn = (typeof PROJECT_COLUMNS)[number];

/** The fields of a projects read model row, by the catalogue's columns. */
export const projectFieldsOfRow = (row: Record<ProjectColumn, string>): ProjectFields =>
  Object.fromEntries(PROJECT_FIELDS.map((field) => [field, row[projectColumnOf(field)]])) as ProjectFields;

/** The message refusing a required field left empty (undefined for an optional one). */
export const projectRequiredMessage = (field: ProjectField): ProjectCatalogueEntry['required'] =>
  (projectCatalogue[field] as ProjectCatalogueEntry).required;
