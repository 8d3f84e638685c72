import { ValidationError } from '@tb/domain';
import { richTextToPlain, sanitizeRichText } from '@tb/platform';

const REQUIRED = {
  descriptionEn: 'project.descriptionEnRequired',
  descriptionZh: 'project.descriptionZhRequired',
} as const;

/**
 * Every stored description is cleaned to the editor's allowlist. One that held nothing but forbidden markup
 * (say, only a `<script>`) is empty afterwards, and refused like an empty one.
 */
export function cleanDescriptions<T extends { descriptionEn?: string | undefined; descriptionZh?: string | undefined }>(
  fields: T,
): T {
  const result = { ...fields };
  for (const name of ['descriptionEn', 'descriptionZh'] as const) {
    const html = fields[name];
    if (html === undefined) continue;
    const clean = sanitizeRichText(html);
    if (richTextToPlain(clean).length === 0) throw new ValidationError(REQUIRED[name]);
    result[name] = clean;
  }
  return result;
}
