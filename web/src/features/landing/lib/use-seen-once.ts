import { useEffect, useRef, useState } from 'react';
import { SECTION_VISIBLE_THRESHOLD } from './motion';

/**
 * True from the first time the element is at least 20 % visible, and stays true (a card fades in once; a
 * section view is counted once). Without IntersectionObserver the element counts as seen at once.
 */
export function useSeenOnce<T extends Element>(onSeen?: () => void) {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  const onSeenRef = useRef(onSeen);
  onSeenRef.current = onSeen;

  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    const markSeen = () => {
      setSeen(true);
      onSeenRef.current?.();
    };
    if (typeof IntersectionObserver === 'undefined') {
      markSeen();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some(isSeen)) return;
        observer.disconnect();
        markSeen();
      },
      // Intermediate steps too, so an element taller than the screen is checked as it scrolls in.
      { threshold: [0, 0.05, 0.1, 0.15, SECTION_VISIBLE_THRESHOLD] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);

  return { ref, seen };
}

/** 20 % of the element shows, or (for one taller than five screens) it fills 20 % of the screen. */
function isSeen(entry: IntersectionObserverEntry): boolean {
  if (!entry.isIntersecting) return false;
  const screen = entry.rootBounds?.height ?? window.innerHeight;
  return (
    entry.intersectionRatio >= SECTION_VISIBLE_THRESHOLD ||
    entry.intersectionRect.height >= screen * SECTION_VISIBLE_THRESHOLD
  );
}
