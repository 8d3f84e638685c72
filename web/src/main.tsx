// Blueprint's styles the public pages use (web/build/blueprint-css.ts); the signed-in areas load the rest.
import 'virtual:blueprint.css/public.css';
import './app/styles.css';

/**
 * The entry is small on purpose. Over the prerendered landing page (web/build/prerender.ts) the app's code (React,
 * Blueprint, the router: about 130 KB gzip) is fetched, compiled and run once the page has been painted, so it does
 * not take the CPU from the first paint; the page is readable meanwhile, and the app then takes it over. Any other
 * address has nothing to show before the app, which starts at once (index.html preloads its code).
 */
const PAINT_WAIT_MS = 2000;

function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(fallback);
      resolve();
    };
    const observer = new PerformanceObserver(done);
    // A browser that never reports the paint (or a page hidden before it) still gets the app.
    const fallback = setTimeout(done, PAINT_WAIT_MS);
    // Buffered: a paint that happened before this script ran counts.
    observer.observe({ type: 'paint', buffered: true });
  });
}

const prerendered = document.getElementById('root')?.dataset.prerendered !== undefined;
void (prerendered ? afterFirstPaint() : Promise.resolve())
  .then(() => import('./app/start'))
  .then(({ start }) => start());
