import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element is within `rootMargin` of the viewport; `once` keeps true after the first hit.
 * `initial` is the answer until the observer's first one (true: nothing that shows only while the
 * element is out of view flashes in before it).
 */
export function useInView(
  ref: RefObject<Element | null>,
  {
    rootMargin = '0px',
    once = false,
    initial = false,
  }: { rootMargin?: string; once?: boolean; initial?: boolean } = {},
): boolean {
  const [inView, setInView] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, once]);
  return inView;
}
