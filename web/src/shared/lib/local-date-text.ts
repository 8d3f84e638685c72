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
