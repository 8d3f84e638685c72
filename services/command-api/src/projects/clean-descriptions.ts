import { PROJECT_RICH_FIELDS, type ProjectField, projectRequiredMessage } from '@tb/contracts';
import { ValidationError } from '@tb/domain';
import { richTextToPlain, sanitizeRichText } from '@tb/platform';

/**
 * Every stored rich text (the descriptions: the catalogue's `rich` fields) is cleaned to the editor's allowlist. A
 * required one that held nothing but forbidden markup (say, only a `<script>`) is empty afterwards, and refused
 * like an empty one.
 */
export function cleanDescriptions<T extends Partial<Record<ProjectField, string | undefined>>>(fields: T): T {
  const result = { ...fields };
  for (const name of PROJECT_RICH_FIELDS) {
    const html = fields[name];
    if (html === undefined) continue;
    const clean = sanitizeRichText(html);
    const required = projectRequiredMessage(name);
    if (required && richTextToPlain(clean).length === 0) throw new ValidationError(required);
    result[name] = clean as T[typeof name];
  }
  return result;
}
