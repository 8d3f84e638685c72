import type { Language } from '@/shared/i18n/language';

/**
 * A date (YYYY-MM-DD) as the reader writes it: 11/26/2026 in English, 2026/11/26 in Chinese. A browser's own date
 * box follows the browser's language, not the page's, so a Chinese page showed mm/dd/yyyy to an English browser.
 */
export function dateText(iso: string, language: Language): string {
  const match = iso.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!match) return '';
  const [, year, month, day] = match;
  return language === 'zh' ? `${year}/${month}/${day}` : `${month}/${day}/${year}`;
}

/**
 * The date typed in the reader's order (month/day/year in English, year/month/day in Chinese; any separator), as
 * YYYY-MM-DD; '' for an empty box, null for something that is not a date.
 */
export function parseDateText(text: string, language: Language): string | null {
  const parts = text.trim().match(/\d+/g);
  if (!text.trim()) return '';
  if (!parts || parts.length !== 3) return null;
  const [a, b, c] = parts.map(Number) as [number, number, number];
  const [year, month, day] = language === 'zh' ? [a, b, c] : [c, a, b];
  if (year < 1000 || year > 9999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A local date and time (YYYY-MM-DDTHH:mm:ss, the browser's datetime-local value) as the reader writes it, 24-hour:
 * 11/26/2026 14:05:09 in English, 2026/11/26 14:05:09 in Chinese; '' for anything else.
 */
export function dateTimeText(local: string, language: Language): string {
  const match = local.match(/^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/);
  if (!match) return '';
  const [, date = '', hour, minute, second = '00'] = match;
  return `${dateText(date, language)} ${hour}:${minute}:${second}`;
}

/**
 * A date and time typed in the reader's order (the date as parseDateText reads it, then hours, minutes and seconds;
 * a missing time is midnight, am/pm or 上午/下午 read as a 12-hour clock), as YYYY-MM-DDTHH:mm:ss; '' for an empty
 * box, null for something that is not a date and time.
 */
export function parseDateTimeText(text: string, language: Language): string | null {
  if (!text.trim()) return '';
  const parts = text.match(/\d+/g);
  if (!parts || parts.length < 3 || parts.length > 6) return null;
  const date = parseDateText(parts.slice(0, 3).join('/'), language);
  if (!date) return null;
  let [hour = 0, minute = 0, second = 0] = parts.slice(3).map(Number);
  const pm = /pm|p\.m\.|下午|晚上/i.test(text);
  const am = /am|a\.m\.|上午|凌晨/i.test(text);
  if (pm || am) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (pm ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || second > 59) return null;
  return `${date}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
}
