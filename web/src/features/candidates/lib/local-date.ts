/**
 * Today's date (YYYY-MM-DD) where the admin is. `toISOString()` gives the UTC date, which in China is still
 * yesterday until 08:00.
 */
export function localDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Spec: entering a position when no application date is set fills today's date. */
export function applyTimeAfterPosition(position: string, applyTime: string, now?: Date): string {
  return position && !applyTime ? localDate(now) : applyTime;
}

/** Spec: ticking Interviewed with an empty date fills today's date. */
export function interviewTimeAfterTick(checked: boolean, interviewTime: string | undefined, now?: Date) {
  return checked && !interviewTime ? localDate(now) : interviewTime;
}
