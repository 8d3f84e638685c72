import { z } from 'zod';
import { lastEditor } from '../auth/schemas.ts';
import { MESSAGES, type PlainMessageKey } from '../messages/index.ts';
import { messageRef } from '../messages/refs.ts';
import { lineText, proseText } from '../text/storable-text.ts';
import type { ProjectCatalogue, ProjectCatalogueEntry } from './catalogue.ts';

/** The text a reader would see, for "is it empty?" checks (an empty editor still sends `<p><br></p>`). */
export const visibleText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\s+/g, ' ')
    .trim();

/** 'English title must be at most 255 characters' says its limit; 'English description is too long' does not. */
const tooLongRef = ({ tooLong, max }: ProjectCatalogueEntry): string =>
  MESSAGES.en[tooLong].includes('{max}')
    ? messageRef(tooLong as 'project.titleEnTooLong', { max })
    : messageRef(tooLong as PlainMessageKey);

/**
 * A field's rule: trimmed, at most `max`, a single line unless prose or rich. A required one is refused with its
 * own message when absent or empty; a rich one is empty when nothing readable is left (an empty editor).
 */
function ruleOf(entry: ProjectCatalogueEntry): z.ZodString {
  const required = entry.required && messageRef(entry.required);
  const text = required ? z.string({ error: required }).trim() : z.string().trim();
  if (entry.text === 'rich') {
    const rich = proseText(text.max(entry.max, tooLongRef(entry)));
    return required ? rich.refine((html) => visibleText(html).length > 0, required) : rich;
  }
  const limited = (required ? text.min(1, required) : text).max(entry.max, tooLongRef(entry));
  return entry.text === 'prose' ? proseText(limited) : lineText(limited);
}

/** On create, null and absent both mean "none". */
const none = (schema: z.ZodString) => schema.nullish().transform((value) => value ?? '');
/** On update, absent means "unchanged" and null clears the field. */
const clearable = (schema: z.ZodString) => schema.nullish().transform((value) => (value === null ? '' : value));
const isActiveRule = () => z.boolean({ error: messageRef('project.isActiveBoolean') });

type Field<C> = keyof C & string;
/** The fields whose entry has `Key: Value`. */
type FieldsWith<C, Key extends string, Value> = {
  [K in Field<C>]: C[K] extends { [P in Key]: Value } ? K : never;
}[Field<C>];
type Texts<K extends string> = { [P in K]: z.ZodString };

type CreateShape<C> = {
  [K in Field<C>]: C[K] extends { required: string } ? z.ZodString : ReturnType<typeof none>;
};
type UpdateShape<C> = {
  [K in Field<C>]: C[K] extends { required: string } ? z.ZodOptional<z.ZodString> : ReturnType<typeof clearable>;
};
type ColumnOf<C, K extends Field<C>> = C[K] extends { column: infer Column extends string } ? Column : never;

/** Every shape a project takes, derived from a catalogue (projectCatalogue; a test passes one with a field more). */
export function deriveProjectShapes<const C extends ProjectCatalogue>(catalogue: C) {
  type F = Field<C>;
  const fields = Object.keys(catalogue) as F[];
  const entry = (field: F): ProjectCatalogueEntry => catalogue[field] as ProjectCatalogueEntry;
  const having = <K extends F>(test: (entry: ProjectCatalogueEntry) => boolean) =>
    fields.filter((field) => test(entry(field))) as K[];
  const shapeOf = <T>(keys: readonly F[], schema: (field: F) => z.ZodType) =>
    Object.fromEntries(keys.map((field) => [field, schema(field)])) as T;

  const createShape = shapeOf<CreateShape<C>>(fields, (field) => {
    const rule = ruleOf(entry(field));
    return entry(field).required ? rule : none(rule);
  });
  const updateShape = shapeOf<UpdateShape<C>>(fields, (field) => {
    const rule = ruleOf(entry(field));
    return entry(field).required ? rule.optional() : clearable(rule);
  });
  const placeOf = (field: F): number => entry(field).form as number;
  const formFields = having<FieldsWith<C, 'form', number>>((e) => typeof e.form === 'number').sort(
    (a, b) => placeOf(a) - placeOf(b),
  );
  type LangField = FieldsWith<C, 'lang', 'en' | 'zh'>;
  const partnerOf = (field: F): F | undefined => {
    const zh = field.replace(/En$/, 'Zh') as F;
    return entry(field).lang === 'en' && entry(zh)?.lang === 'zh' ? zh : undefined;
  };
  type DocumentField = FieldsWith<C, 'document', true>;
  const documentFields = having<DocumentField>((e) => e.document === true);

  return {
    /** Every field, in the catalogue's order (the view's, the columns', the events'). */
    fields,
    /** POST /api/projects: required texts refused with their own messages, the rest '' when absent or null. */
    createBody: z.object({
      ...createShape,
      isActive: isActiveRule().optional().default(true),
    }),
    /** PUT /api/projects/{id}: absent fields stay as they are (the isActive switch sends only isActive); null clears an optional one. */
    updateBody: z.object({ ...updateShape, isActive: isActiveRule().optional() }),
    /** A project as the API answers it. */
    view: z.object({
      id: z.string(),
      ...shapeOf<Texts<F>>(fields, () => z.string()),
      isActive: z.boolean(),
      createdAt: z.string(),
      updatedAt: z.string(),
      /** Who made the change at `updatedAt`: in GET /api/projects/{id} for admins only (visitors never see it). */
      updatedBy: lastEditor.optional(),
    }),
    /** What POST /api/projects/extract answers: the fields an opening's document could fill ('' when absent). */
    extractedView: z.object(shapeOf<Texts<DocumentField>>(documentFields, () => z.string())),
    /** Each field's read model column, by field. */
    columnOf: (field: F) => entry(field).column as ColumnOf<C, F>,
    /** The fields that are HTML from the editor, sanitized on the server, with the message refusing one left empty. */
    richFields: having<FieldsWith<C, 'text', 'rich'>>((e) => e.text === 'rich'),
    /** The bilingual pairs as [English, Chinese]. */
    pairs: fields.flatMap((field) => {
      const zh = partnerOf(field);
      return zh ? [[field, zh] as [LangField, LangField]] : [];
    }),
    /** The pairs a document fills, both halves. */
    documentPairs: fields.flatMap((field) => {
      const zh = partnerOf(field);
      return zh && entry(field).document && entry(zh).document ? [[field, zh] as [DocumentField, DocumentField]] : [];
    }),
    /** The fields shown on the project form, in its order. */
    formFields,
    /** What the form's values hold: the fields it shows and those it carries unchanged, in the catalogue's order. */
    formValueFields: having<FieldsWith<C, 'form', number | 'carried'>>((e) => e.form !== undefined),
    /** The form marks these required: in the admin console the required ones, on the profile's tab some more. */
    markedFields: {
      admin: having<F>((e) => e.required !== undefined),
      profile: having<F>((e) => e.required !== undefined || e.markedInProfile === true),
    },
  };
}
