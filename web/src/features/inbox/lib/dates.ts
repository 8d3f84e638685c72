/** The day before `now` in the viewer's time zone, as YYYY-MM-DD (Load Emails' default start date). */
export function yesterday(now: Date = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** A file size the way people read it: 512 B, 14.2 KB, 1.3 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${tenthsUp(bytes / 1024)} KB`;
  return `${tenthsUp(bytes / 1024 / 1024)} MB`;
}

/**
 * Rounded up to a tenth: a size is never shown below what it is, so an attachment one byte over the 25 MB limit
 * reads 25.1 MB beside "over 25 MB", not 25.0 MB.
 */
const tenthsUp = (value: number): string => (Math.ceil(Math.round(value * 1e6) / 1e5) / 10).toFixed(1);
