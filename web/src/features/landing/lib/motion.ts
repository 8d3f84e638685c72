/** A section counts as seen when 20 % of it is visible. */
export const SECTION_VISIBLE_THRESHOLD = 0.2;

/** The how-it-works cards fade in one after another. */
export const CARD_STAGGER_MS = [0, 150, 300] as const;

/** The delay before card `index` fades in (later cards wait as long as the last stagger). */
export function cardDelayMs(index: number): number {
  return CARD_STAGGER_MS[Math.min(index, CARD_STAGGER_MS.length - 1)] ?? 0;
}

/** Visitors who ask the system for less motion get no smooth scrolling and no fades. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}
