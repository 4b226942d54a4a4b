import { useRef } from 'react';
import { useServices } from './services';

/** A request that moves money, with the id that makes the exchange move it once. */
export interface Identified<R> {
  readonly request: R;
  readonly requestId: string;
}

/**
 * The id to send `request` with: the last attempt's when it is that same request again (a retry
 * after a failure or a lost answer), a fresh one for anything else (a new action).
 */
export const identify = <R>(
  last: Identified<R> | undefined,
  request: R,
  same: (a: R, b: R) => boolean,
  draw: () => string,
): Identified<R> => ({
  request,
  requestId: last !== undefined && same(last.request, request) ? last.requestId : draw(),
});

/**
 * Request ids for one money-moving form: `attach(request)` when the user confirms. The form is
 * remounted for its next action, so a success never lends its id to the next one.
 */
export const useRequestIds = <R>(same: (a: R, b: R) => boolean): ((request: R) => Identified<R>) => {
  const { newRequestId } = useServices();
  const last = useRef<Identified<R>>(undefined);
  return (request) => {
    last.current = identify(last.current, request, same, newRequestId);
    return last.current;
  };
};
