import { type RefObject, startTransition, useEffect, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport. Once true it stays true, so that
 * code for content below the fold loads only when a person scrolls towards it. The change is a
 * transition: what the page shows there stays until the code that replaces it has loaded.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
