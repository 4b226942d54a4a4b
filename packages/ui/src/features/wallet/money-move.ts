import type { Call } from '@tessera/core';
import { useState } from 'react';
import { type Api, type SubmitterView, useSubmitter } from '../../app/forms';
import { useRequestIds } from './request-ids';

interface Sent<R> {
  readonly request: R;
  readonly requestId: string;
}

export interface MoneyMoveView<R, A> extends Omit<SubmitterView<Sent<R>>, 'submit'> {
  /** The last request that went through and the exchange's answer, until `clear`. */
  readonly done: { readonly request: R; readonly answer: A } | undefined;
  /** Sends `request` once, with its request id (kept for a retry of the same request). */
  readonly send: (request: R) => void;
  /** Back to the form after a success. */
  readonly clear: () => void;
}

/**
 * A form that moves money: sent through core's submit machine (a double tap sends once) with a
 * request id per action (`useRequestIds`), keeping the exchange's answer to show what happened.
 * `keyOf` is what identifies the action (leave out secrets such as the payment password).
 */
export const useMoneyMove = <R, A>(
  pick: (api: Api) => (request: R, requestId: string) => Call<A>,
  keyOf: (request: R) => unknown = (request) => request,
): MoneyMoveView<R, A> => {
  const ids = useRequestIds();
  const [done, setDone] = useState<{ readonly request: R; readonly answer: A }>();
  const submitter = useSubmitter(
    (api) =>
      ({ request, requestId }: Sent<R>): Call<A> =>
      async () => {
        const answer = await pick(api)(request, requestId)();
        if (answer._tag === 'Right') setDone({ request, answer: answer.right });
        return answer;
      },
    ids.settle,
  );
  return {
    phase: submitter.phase,
    busy: submitter.busy,
    failure: submitter.failure,
    done,
    send: (request) => submitter.submit({ request, requestId: ids.idFor(keyOf(request)) }),
    clear: () => setDone(undefined),
  };
};
