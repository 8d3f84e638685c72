import { cleanText } from '@tb/contracts';
import { repairFileName } from '@tb/documents';

/** The longest attachment name kept: what file systems allow for one name. */
const MAX_NAME_LENGTH = 255;

/**
 * An attachment's name as stored, kept or not: a name stored as UTF-8 read as Latin-1 is repaired before the text
 * rule would drop its C1 bytes; line breaks, tabs and DEL become one space (a name is one line on the card); a
 * path separator becomes `_`, as browsers save such a name (`../../etc/passwd.pdf` names no folder anywhere); a
 * name that is nothing (or dots alone) once cleaned is "attachment"; a long one is cut before its extension, never
 * inside a character, so the card still says what kind of file it was.
 */
export function storedFileName(name: string): string {
  const cleaned = cleanText(repairFileName(name.slice(0, 1_000)), 'line')
    .replace(/[\s\u007F]+/gu, ' ')
    .replace(/[/\\]/g, '_')
    .trim();
  // A name of dots alone (`..`) would name a folder wherever it is written out.
  const chars = Array.from(/^[.\s]*$/.test(cleaned) ? 'attachment' : cleaned);
  if (chars.length <= MAX_NAME_LENGTH) return chars.join('');
  const dot = chars.lastIndexOf('.');
  const extension = dot > 0 && chars.length - dot <= 16 ? chars.slice(dot) : [];
  return [...chars.slice(0, MAX_NAME_LENGTH - extension.length), ...extension].join('');
}
