import { type FieldErrors, failureMessage, type Notice, type SessionEvent } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { type Dispatch, type FormEvent, type SetStateAction, useState } from 'react';
import { type EitherLike, leftOf, rightOf } from '../app/either';
import { useTessera } from '../app/services';
import { isBusy, selectFailure } from '../app/session';
import { FormNotice } from './FormNotice';

export interface AuthFormView<F, K extends string> {
  readonly form: F;
  readonly setForm: Dispatch<SetStateAction<F>>;
  /** Sets one field: `onValue={auth.set('password')}`. */
  readonly set: <Key extends keyof F>(field: Key) => (value: F[Key]) => void;
  /** Core's field errors, shown only once the form has been submitted. */
  readonly errors: FieldErrors<K>;
  /** Hide the field errors again, e.g. when the form switches between email and mobile. */
  readonly hideErrors: () => void;
  /** This form has sent its request to the session (and not just failed its own checks). */
  readonly attempted: boolean;
  readonly busy: boolean;
  /** Why this form's last attempt failed, once it has settled. */
  readonly notice: Notice | null;
  readonly submit: (event: FormEvent) => void;
}

/**
 * The state every sign-in form (login, sign-up, reset) shares: checks the fields with core's
 * `validate` on submit and, when they pass, sends `toEvent(request)` to the session.
 */
export const useAuthForm = <F, K extends string, R>(
  initial: F,
  validate: (form: F) => EitherLike<FieldErrors<K>, R>,
  toEvent: (request: R) => SessionEvent,
): AuthFormView<F, K> => {
  const tessera = useTessera();
  const [form, setForm] = useState<F>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const busy = useSelector(tessera.session, isBusy);
  const failure = useSelector(tessera.session, selectFailure);

  const errors: FieldErrors<K> = submitted ? (leftOf(validate(form)) ?? {}) : {};
  const set: AuthFormView<F, K>['set'] = (field) => (value) =>
    setForm((previous) => ({ ...previous, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const request = rightOf(validate(form));
    if (request === undefined) return;
    setAttempted(true);
    tessera.session.send(toEvent(request));
  };

  return {
    form,
    setForm,
    set,
    errors,
    hideErrors: () => setSubmitted(false),
    attempted,
    busy,
    notice: attempted && failure && !busy ? failureMessage(failure) : null,
    submit,
  };
};

/** The end of a sign-in form: the session's answer to the last attempt, then the submit button. */
export const AuthFormSubmit = <F, K extends string>({
  view,
  label,
  busyLabel,
  testId,
}: {
  view: AuthFormView<F, K>;
  label: string;
  busyLabel: string;
  testId: string;
}) => (
  <>
    <FormNotice notice={view.notice} />
    <button type="submit" className="button button--primary" disabled={view.busy} data-testid={testId}>
      {view.busy ? busyLabel : label}
    </button>
  </>
);
