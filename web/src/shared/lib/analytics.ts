type Gtag = (command: 'event', event: string, params: Record<string, unknown>) => void;

declare global {
  interface Window {
    gtag?: Gtag;
  }
}

/** Sends an analytics event through the global tag function when the page has one; never breaks without it. */
export function track(event: string, params: Record<string, unknown> = {}): void {
  try {
    if (typeof window === 'undefined' || typeof window.gtag !== 'function') return;
    window.gtag('event', event, params);
  } catch {
    // Analytics must never break the product.
  }
}
