import { useRef } from 'react';
import { useServices } from '../../app/services';

export interface RequestIds {
  /**
   * The id of the action `request` stands for: the one drawn the last time the same request was
   * sent (a retry after a lost answer or a refusal), a fresh one otherwise.
   */
  readonly idFor: (request: unknown) => string;
  /** The action went through: the same request sent again is a new action. */
  readonly settle: () => void;
}

/**
 * Request ids (idempotency keys) for one money-moving form. The exchange moves money once per id,
 * and answers a reused id with other parameters as a mistake, so an id follows what is sent:
 * kept while the user retries the very same request, drawn afresh for any other.
 */
export const createRequestIds = (draw: () => string): RequestIds => {
  let last: { readonly key: string; readonly id: string } | undefined;
  return {
    idFor: (request) => {
      const key = JSON.stringify(request);
      if (last?.key !== key) last = { key, id: draw() };
      return last.id;
    },
    settle: () => {
      last = undefined;
    },
  };
};

/** `createRequestIds` over the app's id source, for as long as the component lives. */
export const useRequestIds = (): RequestIds => {
  const { newRequestId } = useServices();
  const ids = useRef<RequestIds>(undefined);
  ids.current ??= createRequestIds(newRequestId);
  return ids.current;
};
