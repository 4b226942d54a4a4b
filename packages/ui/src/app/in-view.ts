import { type RefObject, useEffect, useState } from 'react';

type Watcher = (inView: boolean) => void;

/**
 * Rows start ticking a little before they scroll in, so a row never shows a stale price on
 * arrival: this far above and below the screen counts as in view.
 */
const MARGIN = '200px 0px';

/** One observer for every watched element (a list of 100 rows would otherwise make 100). */
let observer: IntersectionObserver | undefined;
const watchers = new Map<Element, Watcher>();

const sharedObserver = (): IntersectionObserver => {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) watchers.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: MARGIN },
  );
  return observer;
};

/**
 * Whether the element is on screen (or nearly): true until the browser first says otherwise, and
 * always where there is no `IntersectionObserver`, so nothing is ever held back by mistake.
 */
export const useInView = (ref: RefObject<Element | null>): boolean => {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof IntersectionObserver === 'undefined') return;
    watchers.set(element, setInView);
    sharedObserver().observe(element);
    return () => {
      watchers.delete(element);
      observer?.unobserve(element);
    };
  }, [ref]);
  return inView;
};
