import { type Call, failureMessage } from '@tessera/core';
import { type ReactNode, useState } from 'react';
import { type Api, useSubmitter } from '../app/forms';
import { ConfirmDialog } from './ConfirmDialog';
import { FormNotice } from './FormNotice';

/** The words of a cancel button and its question, in the page's language. */
export interface CancelWords {
  readonly cancel: string;
  readonly title: string;
  readonly confirm: string;
  readonly cancelling: string;
  readonly keep: string;
}

/**
 * Cancelling something the user asked for (an order, an application), asked first: a danger
 * button opens the question with what cancelling means (`body`), the confirmation sends
 * `call(api)(id)` once through core's submit machine, and `onCancelled` runs once the exchange has
 * done it; a refusal shows above the button.
 */
export const ConfirmedCancel = ({
  call,
  id,
  words,
  body,
  onCancelled,
  className,
  testId,
}: {
  call: (api: Api) => (id: number) => Call<unknown>;
  id: number;
  words: CancelWords;
  body: ReactNode;
  onCancelled: () => void;
  className: string;
  testId: string;
}) => {
  const [asking, setAsking] = useState(false);
  const canceller = useSubmitter(call, () => {
    setAsking(false);
    onCancelled();
  });
  return (
    <div className={className}>
      <FormNotice notice={canceller.failure ? failureMessage(canceller.failure) : null} />
      <button
        type="button"
        className="button button--danger-ghost"
        onClick={() => setAsking(true)}
        disabled={canceller.busy}
        data-testid={testId}
      >
        {words.cancel}
      </button>
      <ConfirmDialog
        open={asking}
        title={words.title}
        confirmLabel={canceller.busy ? words.cancelling : words.confirm}
        cancelLabel={words.keep}
        confirmTone="down"
        busy={canceller.busy}
        onConfirm={() => canceller.submit(id)}
        onCancel={() => setAsking(false)}
      >
        {body}
      </ConfirmDialog>
    </div>
  );
};
