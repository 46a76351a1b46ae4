import { useEffect, useState } from 'react';

/** Whether the window is scrolled strictly more than `threshold` pixels. */
export function isScrolledPast(offset: number, threshold: number): boolean {
  return offset > threshold;
}

/**
 * Tracks whether the page is scrolled past a threshold. Starts false so the server render and
 * the first client render agree; the real offset is read after hydration.
 */
export function useScrollPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(isScrolledPast(window.scrollY, threshold));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
