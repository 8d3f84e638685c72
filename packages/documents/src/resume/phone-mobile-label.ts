// A mobile labelled as such beside an office line on the same header line (forty-sixth round).
import { segmentsOf } from '../text/normalize.ts';
import { findPhone } from './contacts.ts';

const OFFICE = /^(?:office|work|desk|business)\b/i;
const MOBILE = /^(?:mobile|cell(?:phone)?|mob\.?)\s*[:：]?\s*(.+)$/i;

/**
 * "Office +1 (206) 555-0187 ext. 4412 | Mobile (206) 555-0139": the office line comes first, but a recruiter calls
 * the mobile. Read only where one part of the line is labelled as an office number and another as the mobile.
 */
export function mobileBesideOffice(lines: string[]): string {
  for (const line of lines) {
    const parts = segmentsOf(line).map((part) => part.trim());
    if (!parts.some((part) => OFFICE.test(part))) continue;
    const mobile = parts.map((part) => MOBILE.exec(part)?.[1] ?? '').find((value) => findPhone(value) !== '');
    if (mobile) return findPhone(mobile);
  }
  return '';
}
