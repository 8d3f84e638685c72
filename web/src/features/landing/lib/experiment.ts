export type LandingVariant = 'a' | 'b';

/**
 * The landing page's experiment assignment: it always resolves to variant a, whoever visits;
 * the seam stays so a later experiment changes this function only.
 */
export function landingVariant(_visitorId?: string | null): LandingVariant {
  return 'a';
}
