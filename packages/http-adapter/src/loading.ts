/** Spec §7: a loading indicator appears once a request has taken this long. */
export const SLOW_REQUEST_MS = 800;

/**
 * Tells the UI when at least one request has been running for `delayMs`, and when all are done.
 * Quick requests never flash the indicator.
 */
export const createLoadingSignal = (onChange: (loading: boolean) => void, delayMs = SLOW_REQUEST_MS) => {
  let pending = 0;
  let shown = false;
  return {
    track<T>(work: Promise<T>): Promise<T> {
      pending += 1;
      const timer = setTimeout(() => {
        if (!shown && pending > 0) {
          shown = true;
          onChange(true);
        }
      }, delayMs);
      return work.finally(() => {
        clearTimeout(timer);
        pending -= 1;
        if (pending === 0 && shown) {
          shown = false;
          onChange(false);
        }
      });
    },
  };
};
