import type { ProjectView } from '@tb/contracts';
import type { ProjectRow } from '@tb/platform';

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
