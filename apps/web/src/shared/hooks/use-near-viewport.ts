import { useEffect, useRef, useState } from 'react';
import { LAZY_IMAGE } from '../ui/lazy-image-loader.ts';

/**
 * Becomes true once the element has stayed near the viewport (the spec's lazy-loading margin) for the
 * throttle time, and stays true: images and home lanes load only what a visitor comes near.
 */
export function useNearViewport<T extends Element = HTMLDivElement>(isEager: boolean) {
  const ref = useRef<T>(null);
  const [isNear, setIsNear] = useState(isEager);

  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer);
        if (entry?.isIntersecting) timer = setTimeout(() => setIsNear(true), LAZY_IMAGE.throttleMs);
      },
      { rootMargin: LAZY_IMAGE.rootMargin, threshold: LAZY_IMAGE.threshold },
    );
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [isNear]);

  return { ref, isNear };
}
