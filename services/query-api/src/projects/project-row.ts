import type { ProjectView } from '@tb/contracts';

/** A row of the `projects` read model; timestamps are strings when it arrives through a JSON column. */
export interface ProjectRow {
  id: string;
  title_en: string;
  title_zh: string;
  description_en: string;
  description_zh: string;
  location_en: string;
  location_zh: string;
  type_en: string;
  type_zh: string;
  role: string;
  position: string;
  salary_range: string;
  salary_range_en: string;
  salary_range_zh: string;
  benefits_en: string;
  benefits_zh: string;
  is_active: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  /** The project stream's revision (its ETag). */
  revision: number;
  /** Who made the last change (the event's actor); '' for the system. */
  updated_by: string;
}

export const iso = (time: Date | string): string => new Date(time).toISOString();

export const toProjectView = (row: ProjectRow): ProjectView => ({
  id: row.id,
  titleEn: row.title_en,
  titleZh: row.title_zh,
  descriptionEn: row.description_en,
  descriptionZh: row.description_zh,
  locationEn: row.location_en,
  locationZh: row.location_zh,
  typeEn: row.type_en,
  typeZh: row.type_zh,
  role: row.role,
  position: row.position,
  salaryRange: row.salary_range,
  salaryRangeEn: row.salary_range_en,
  salaryRangeZh: row.salary_range_zh,
  benefitsEn: row.benefits_en,
  benefitsZh: row.benefits_zh,
  isActive: row.is_active,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});
