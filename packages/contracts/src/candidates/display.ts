import {
  CANDIDATE_FIELDS,
  type CandidateField,
  type CandidateFieldsWhere,
  type CatalogueEntry,
  candidateCatalogue,
} from './catalogue.ts';

/**
 * How the web shows a candidate's fields, as plain data taken from the catalogue's entries (`as`, `choices`,
 * `required`, `dialog`, `column`): the dialog's sections and rows, the form's inputs and the list's columns. The web
 * maps each kind to a component; no screen lists the fields itself.
 */

/** The candidate dialog's sections, in its order. */
export const CANDIDATE_DIALOG_SECTIONS = ['personal', 'education', 'files', 'skills', 'interview', 'scores'] as const;
export type DialogSection = (typeof CANDIDATE_DIALOG_SECTIONS)[number];

/**
 * Where the dialog shows a field: a row (a tile, a file button) at a place in a section, `{ personal: 3 }`;
 * `fallback`: only when no other row of its section shows (the university when no degree's school is known). Or
 * not as a row of its own: `alongside` a file field's button (a typed link it opens when no file is stored), in the
 * dialog's `header` (the degree headline), or only in the `history` (and the API's answers).
 */
export type DialogPlace =
  | ({ [S in DialogSection]: { [K in S]: number } }[DialogSection] & { fallback?: true })
  | { alongside: string }
  | 'header'
  | 'history';

/** How a value reads: its stored kind, or for a text what the entry's `as` or `choices` say it is. */
export type ShownAs = CatalogueEntry['value'] | NonNullable<CatalogueEntry['as']> | 'choice';

const entryOf = (field: CandidateField): CatalogueEntry => candidateCatalogue[field];

export const shownAs = (field: CandidateField): ShownAs => {
  const entry = entryOf(field);
  return entry.as ?? (entry.choices ? 'choice' : entry.value);
};

export interface DialogRow {
  field: CandidateField;
  as: ShownAs;
  /** Shown only when no other row of its section is. */
  fallback: boolean;
  /** The typed link this (file) row's button opens when no file is stored. */
  alongside: CandidateField | undefined;
}

/** The section and place of a field shown as a row; undefined for the others. */
function placeOf(field: CandidateField): { section: DialogSection; place: number; fallback: boolean } | undefined {
  const dialog: DialogPlace = entryOf(field).dialog;
  if (typeof dialog !== 'object') return undefined;
  const places = dialog as Partial<Record<DialogSection, number>> & { fallback?: true };
  const section = CANDIDATE_DIALOG_SECTIONS.find((name) => places[name] !== undefined);
  return section && { section, place: places[section] ?? 0, fallback: places.fallback === true };
}

/** A section's rows, in their order. */
export const dialogRows = (section: DialogSection): DialogRow[] =>
  CANDIDATE_FIELDS.filter((field) => placeOf(field)?.section === section)
    .sort((a, b) => (placeOf(a)?.place ?? 0) - (placeOf(b)?.place ?? 0))
    .map((field) => ({
      field,
      as: shownAs(field),
      fallback: placeOf(field)?.fallback ?? false,
      alongside: CANDIDATE_FIELDS.find((other) => {
        const place = entryOf(other).dialog;
        return typeof place === 'object' && 'alongside' in place && place.alongside === field;
      }),
    }));

/** The dialog: each section with its rows. */
export const CANDIDATE_DIALOG = CANDIDATE_DIALOG_SECTIONS.map((section) => ({ section, rows: dialogRows(section) }));

export type ColumnField = CandidateFieldsWhere<{ column: number }>;
/** The list's columns that are catalogue fields (CANDIDATE_LIST_COLUMNS in views.ts places them among the others). */
export const COLUMN_FIELDS = CANDIDATE_FIELDS.filter((field) => entryOf(field).column !== undefined) as ColumnField[];
export const columnPlace = (field: ColumnField): number => entryOf(field).column ?? 0;
