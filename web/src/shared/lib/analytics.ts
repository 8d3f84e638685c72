import { apiGet } from './api-client';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    gtag?: Gtag;
    dataLayer?: unknown[];
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

const MEASUREMENT_ID = /^G-[A-Z0-9]{4,16}$/;

/** Resolves once the page has loaded and the browser is idle, so analytics never competes with the first screen. */
function whenInteractive(): Promise<void> {
  const idle = () =>
    new Promise<void>((resolve) =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: 2000 })
        : setTimeout(resolve, 1),
    );
  if (document.readyState === 'complete') return idle();
  return new Promise((resolve) => window.addEventListener('load', () => void idle().then(resolve), { once: true }));
}

/**
 * Google Analytics 4 when the deployment configures a measurement id (`GET /api/web-config`), loaded after the
 * page is interactive; nothing is requested from Google otherwise. No inline script: the tag function is defined
 * here and gtag.js comes from googletagmanager.com, which the server's CSP allows only when an id is configured.
 */
export async function loadAnalytics(): Promise<void> {
  try {
    await whenInteractive();
    const config = await apiGet<{ gaMeasurementId?: unknown }>('/api/web-config');
    const id = config?.gaMeasurementId;
    if (typeof id !== 'string' || !MEASUREMENT_ID.test(id) || window.gtag) return;
    window.dataLayer = window.dataLayer ?? [];
    // gtag.js reads Arguments objects from the data layer, not arrays.
    window.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js requires the Arguments object itself
      window.dataLayer?.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', id);
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    document.head.appendChild(script);
  } catch {
    // No configuration or no network: the product works the same without analytics.
  }
}
