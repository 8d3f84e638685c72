import { useEffect, useRef, useState } from 'react';

/** How far ahead of the screen a section starts loading what it shows (about one phone screen). */
const AHEAD = '800px 0px';

/**
 * True once the element comes within about a screen of the viewport, and stays true: the contact form's
 * code loads as the visitor heads towards it, not on the first screen.
 */
export function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}
