import { failureMessage } from '@tessera/core';
import type { SubmitterView } from '../app/forms';
import { FormNotice } from './FormNotice';

/** The end of every account form: the server's refusal (in the user's language), then the button. */
export const SubmitButton = ({
  submitter,
  label,
  busyLabel,
  testId,
  disabled = false,
}: {
  /** A form's submitter, or anything that says whether it is busy and why it last failed. */
  submitter: Pick<SubmitterView<unknown>, 'busy' | 'failure'>;
  label: string;
  busyLabel: string;
  testId: string;
  disabled?: boolean;
}) => (
  <>
    <FormNotice notice={submitter.failure ? failureMessage(submitter.failure) : null} />
    <button
      type="submit"
      className="button button--primary"
      disabled={submitter.busy || disabled}
      data-testid={testId}
    >
      {submitter.busy ? busyLabel : label}
    </button>
  </>
);
