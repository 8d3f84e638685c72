import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useNavigationState } from './navigation-state';

/** The data router's storage key: positions saved by the previous version of the app still restore. */
const STORAGE_KEY = 'react-router-scroll-positions';

let positions: Record<string, number> = {};

/** Called as a navigation starts: the screen being left keeps its place for the back button. */
export function rememberScrollPosition(locationKey: string): void {
  positions[locationKey] = window.scrollY;
}

/**
 * The data router's <ScrollRestoration> for app-router.tsx: after each navigation, back and forward return to
 * where the screen was left, an address with a hash scrolls to that element, and anything else starts at the
 * top unless the navigation asked for `preventScrollReset` (a language switch). Positions survive a reload.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const { pending, preventScrollReset } = useNavigationState();
  // Read when the page is hidden: the screen shown then (unless a navigation is under way) keeps its place.
  const shown = useRef({ key: location.key, pending });
  shown.current = { key: location.key, pending };

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      if (!shown.current.pending) positions[shown.current.key] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or blocked: positions are simply not kept across the reload.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    try {
      const stored = sessionStorage.getItem(STORAGE_KEY);
      if (stored) positions = JSON.parse(stored);
    } catch {
      // Unreadable: start without saved positions.
    }
  }, []);

  /** The visit's first screen starts where the page is: at the top, or where the visitor scrolled the prerendered page. */
  const firstScreen = useRef(true);

  useLayoutEffect(() => {
    const first = firstScreen.current;
    firstScreen.current = false;
    const saved = positions[location.key];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      let target: HTMLElement | null = null;
      try {
        target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      } catch {
        // Not a decodable id: no element to scroll to.
      }
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (!preventScrollReset && !first) window.scrollTo(0, 0);
  }, [location, preventScrollReset]);

  return null;
}
