import { type Call, type Failure, type FieldErrors, type Loadable, Loadables } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { type EitherLike, leftOf, rightOf } from './either';
import { useOwnedActor, useTessera } from './services';

/** The adapter's API as the UI reaches it; forms pick one call from it. */
export type Api = ReturnType<typeof useTessera>['api'];

export interface FormView<F, K extends string, R> {
  readonly form: F;
  /** Sets one field: `onValue={view.set('name')}`. */
  readonly set: <Key extends keyof F>(field: Key) => (value: F[Key]) => void;
  readonly replace: (form: F) => void;
  /** Starts the form over with `form`: no errors shown until it is submitted again. */
  readonly reset: (form: F) => void;
  /** Core's field errors, shown only once the form has been submitted. */
  readonly errors: FieldErrors<K>;
  /** Marks the form submitted and answers the checked request, or undefined when a field is wrong. */
  readonly check: () => R | undefined;
}

/** A form's values and its field errors from one of core's `validateX` rules (errors are data). */
export const useForm = <F, K extends string, R>(
  initial: F,
  validate: (form: F) => EitherLike<FieldErrors<K>, R>,
): FormView<F, K, R> => {
  const [form, setForm] = useState<F>(initial);
  const [submitted, setSubmitted] = useState(false);
  return {
    form,
    set: (field) => (value) => setForm((previous) => ({ ...previous, [field]: value })),
    replace: setForm,
    reset: (next) => {
      setForm(next);
      setSubmitted(false);
    },
    // Worked out when read, not here: a form's rule may use what its component works out after
    // this hook (the futures form checks the balance after the coupon chosen further down).
    get errors() {
      return submitted ? (leftOf(validate(form)) ?? {}) : {};
    },
    check: () => {
      setSubmitted(true);
      return rightOf(validate(form));
    },
  };
};

export type SubmitPhase = 'idle' | 'submitting' | 'succeeded' | 'failed';

export interface SubmitterView<I> {
  readonly phase: SubmitPhase;
  readonly busy: boolean;
  readonly failure: Failure | null;
  readonly submit: (input: I) => void;
}

/**
 * One form's submission through core's submit machine (`tessera.createSubmitter`), owned by the
 * component: a double tap sends once; `onSuccess` runs once per success. A submission is never
 * dropped: one made before the machine exists (the first render's, on a busy device) is sent as
 * soon as it does, and a callback that kept an earlier render's `submit` (an upload finishing
 * later) reaches the machine of now.
 */
export const useSubmitter = <I>(
  pick: (api: Api) => (input: I) => Call<unknown>,
  onSuccess: () => void,
): SubmitterView<I> => {
  const tessera = useTessera();
  const pickRef = useRef(pick);
  const create = useCallback(() => tessera.createSubmitter(pickRef.current(tessera.api)), [tessera]);
  const submitter = useOwnedActor(create);
  const current = useRef(submitter);
  current.current = submitter;
  const waiting = useRef<{ readonly input: I } | undefined>(undefined);
  useEffect(() => {
    const held = waiting.current;
    if (submitter === undefined || held === undefined) return;
    waiting.current = undefined;
    submitter.submit(held.input);
  }, [submitter]);
  const phase = useSelector(submitter?.actor, (snapshot): SubmitPhase => snapshot?.value ?? 'idle');
  const failure = useSelector(submitter?.actor, (snapshot) => snapshot?.context.failure ?? null);
  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;
  useEffect(() => {
    if (phase === 'succeeded') onSuccessRef.current();
  }, [phase]);
  return {
    phase,
    busy: phase === 'submitting',
    failure: phase === 'failed' ? failure : null,
    submit: (input) => {
      if (current.current === undefined) waiting.current = { input };
      else current.current.submit(input);
    },
  };
};

/** Remote data read once on mount (and again on `reload`) as core's `Loadable`. */
export const useRemote = <T>(load: (api: Api) => Call<T>): { data: Loadable<T>; reload: () => void } => {
  const tessera = useTessera();
  const loadRef = useRef(load);
  const [attempt, setAttempt] = useState(0);
  const [data, setData] = useState<Loadable<T>>(Loadables.loading());
  // `attempt` is the reload trigger.
  useEffect(() => {
    let live = true;
    setData((previous) => Loadables.loading(previous.status === 'ready' ? previous.value : undefined));
    void loadRef
      .current(tessera.api)()
      .then((result) => {
        if (!live) return;
        setData(result._tag === 'Right' ? Loadables.ready(result.right) : Loadables.failed(result.left));
      });
    return () => {
      live = false;
    };
  }, [tessera, attempt]);
  return { data, reload: () => setAttempt((n) => n + 1) };
};

/** `onSubmit` for a `<form>`: prevents the page reload, then runs `handler`. */
export const onSubmit =
  (handler: () => void) =>
  (event: FormEvent): void => {
    event.preventDefault();
    handler();
  };

/** `onSubmit` for a form sent as soon as core's rule passes: check, then submit the checked request. */
export const submitChecked = <R>(
  view: { readonly check: () => R | undefined },
  save: { readonly submit: (request: R) => void },
): ((event: FormEvent) => void) =>
  onSubmit(() => {
    const request = view.check();
    if (request) save.submit(request);
  });

export interface ConfirmedSubmitView<R> {
  /** The checked request waiting for the user's answer, for the dialog's summary. */
  readonly pending: R | undefined;
  /** For the `<form>`: checks with core's rule and, when it passes, opens the dialog. */
  readonly onSubmit: (event: FormEvent) => void;
  /** Spread onto `<ConfirmDialog>`: confirming submits the pending request, either answer closes it. */
  readonly dialog: { readonly open: boolean; readonly onCancel: () => void; readonly onConfirm: () => void };
}

/** A form that asks before it sends (money or credentials are at stake): check, confirm, then submit. */
export const useConfirmedSubmit = <R>(
  view: { readonly check: () => R | undefined },
  save: { readonly submit: (request: R) => void },
): ConfirmedSubmitView<R> => {
  const [pending, setPending] = useState<R>();
  return {
    pending,
    onSubmit: onSubmit(() => setPending(view.check())),
    dialog: {
      open: pending !== undefined,
      onCancel: () => setPending(undefined),
      onConfirm: () => {
        if (pending) save.submit(pending);
        setPending(undefined);
      },
    },
  };
};
