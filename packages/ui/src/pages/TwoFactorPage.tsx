import {
  type Call,
  failureMessage,
  type TwoFactorSetup,
  validateSecondFactor,
  validateTwoFactorEnable,
} from '@tessera/core';
import { useState } from 'react';
import { useCopy } from '../app/clipboard';
import { onSubmit, useForm, useRemote, useSubmitter } from '../app/forms';
import type { PageProps } from '../app/routes';
import { useServices, useTessera } from '../app/services';
import { Field } from '../components/Field';
import { QrCode } from '../components/QrCode';
import { Loading, Screen } from '../components/Screen';
import { ErrorState } from '../components/States';
import { SubmitButton } from '../components/SubmitButton';
import { noticeText, useTranslation, validationText } from '../i18n';

/** A port call whose answer is also handed to `keep` when it succeeds (the submitter keeps only its phase). */
const keeping =
  <A,>(call: Call<A>, keep: (value: A) => void): Call<A> =>
  () =>
    call().then((result) => {
      if (result._tag === 'Right') keep(result.right);
      return result;
    });

/** Six digits as authenticator apps show them: a numeric keypad, one-time-code autofill. */
const CodeInput = ({
  label,
  value,
  onValue,
  error,
  testId,
  numeric = true,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error: string | undefined;
  testId: string;
  numeric?: boolean;
}) => (
  <Field
    label={label}
    value={value}
    onValue={onValue}
    error={error}
    inputMode={numeric ? 'numeric' : 'text'}
    autoComplete="one-time-code"
    autoCapitalize="none"
    testId={testId}
  />
);

/** The recovery codes, shown once, right after two-factor authentication is turned on. */
const RecoveryCodes = ({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) => {
  const { t } = useTranslation();
  const copy = useCopy();
  return (
    <section className="card form form--card" data-testid="two-factor-recovery">
      <p className="form__lead">{t('twoFactor.recoveryLead')}</p>
      <ol className="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void copy(codes.join('\n'))}
        data-testid="two-factor-copy-codes"
      >
        {t('twoFactor.copyCodes')}
      </button>
      <button
        type="button"
        className="button button--primary"
        onClick={onDone}
        data-testid="two-factor-codes-saved"
      >
        {t('twoFactor.codesSaved')}
      </button>
    </section>
  );
};

/** Step two of turning it on: scan (or type) the secret, then a current code and the password. */
const Confirm = ({
  setup,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onEnabled: (codes: readonly string[]) => void;
}) => {
  const { t } = useTranslation();
  const copy = useCopy();
  const view = useForm({ code: '', password: '' }, validateTwoFactorEnable);
  const [codes, setCodes] = useState<readonly string[]>([]);
  const enable = useSubmitter(
    (api) => (request: { code: string; password: string }) =>
      keeping(api.account.enableTwoFactor(request), setCodes),
    () => onEnabled(codes),
  );
  return (
    <form
      className="card form form--card"
      onSubmit={onSubmit(() => {
        const request = view.check();
        if (request !== undefined) enable.submit(request);
      })}
      noValidate
    >
      <p className="form__lead">{t('twoFactor.scanLead')}</p>
      <QrCode text={setup.uri} alt={t('twoFactor.qrAlt')} testId="two-factor-qr" />
      <p className="screen__hint">{t('twoFactor.secretLead')}</p>
      <p className="two-factor__secret">
        <code data-testid="two-factor-secret">{setup.secret}</code>
      </p>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void copy(setup.secret)}
        data-testid="two-factor-copy-secret"
      >
        {t('twoFactor.copySecret')}
      </button>
      <CodeInput
        label={t('twoFactor.code')}
        value={view.form.code}
        onValue={view.set('code')}
        error={validationText(t, view.errors.code)}
        testId="two-factor-code"
      />
      <Field
        label={t('auth.password')}
        placeholder={t('auth.passwordPlaceholder')}
        type="password"
        value={view.form.password}
        onValue={view.set('password')}
        error={validationText(t, view.errors.password)}
        autoComplete="current-password"
        testId="two-factor-password"
      />
      <SubmitButton
        submitter={enable}
        label={t('twoFactor.enable')}
        busyLabel={t('common.saving')}
        testId="two-factor-enable"
      />
    </form>
  );
};

/** Off: what it is, then a new secret on request. */
const Enable = ({ onEnabled }: { onEnabled: (codes: readonly string[]) => void }) => {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [issued, setIssued] = useState<TwoFactorSetup | null>(null);
  const start = useSubmitter(
    (api) => (_: undefined) => keeping(api.account.startTwoFactor(), setIssued),
    () => setSetup(issued),
  );
  if (setup !== null) return <Confirm setup={setup} onEnabled={onEnabled} />;
  return (
    <form className="card form form--card" onSubmit={onSubmit(() => start.submit(undefined))} noValidate>
      <p className="form__lead" data-testid="two-factor-off">
        {t('twoFactor.offLead')}
      </p>
      <SubmitButton
        submitter={start}
        label={t('twoFactor.setUp')}
        busyLabel={t('common.loading')}
        testId="two-factor-start"
      />
    </form>
  );
};

/** On: how many recovery codes are left, and turning it off with a current code. */
const Disable = ({
  recoveryCodesLeft,
  onDisabled,
}: {
  recoveryCodesLeft: number;
  onDisabled: () => void;
}) => {
  const { t } = useTranslation();
  const { toasts } = useServices();
  const tessera = useTessera();
  const view = useForm({ code: '' }, (form: { code: string }) => {
    const code = validateSecondFactor(form.code);
    return code._tag === 'Right' ? code : { _tag: 'Left' as const, left: { code: code.left } };
  });
  const disable = useSubmitter(
    (api) => (code: string) => api.account.disableTwoFactor({ code }),
    () => {
      toasts.show({ key: 'twoFactor.disabled' });
      // Withdrawals are now held: the user record says until when.
      tessera.session.send({ type: 'session.refresh' });
      onDisabled();
    },
  );
  return (
    <form
      className="card form form--card"
      onSubmit={onSubmit(() => {
        if (view.check() !== undefined) disable.submit(view.form.code);
      })}
      noValidate
    >
      <p className="form__lead" data-testid="two-factor-on">
        {t('twoFactor.onLead', { count: recoveryCodesLeft })}
      </p>
      <p className="screen__hint">{t('twoFactor.disableLead')}</p>
      <CodeInput
        label={t('twoFactor.codeOrRecovery')}
        value={view.form.code}
        onValue={view.set('code')}
        error={validationText(t, view.errors.code)}
        testId="two-factor-disable-code"
        numeric={false}
      />
      <SubmitButton
        submitter={disable}
        label={t('twoFactor.disable')}
        busyLabel={t('common.saving')}
        testId="two-factor-disable"
      />
    </form>
  );
};

const TwoFactorSettings = () => {
  const { t } = useTranslation();
  const { data, reload } = useRemote((api) => api.account.twoFactorStatus());
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);
  if (recoveryCodes !== null)
    return (
      <RecoveryCodes
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(null);
          reload();
        }}
      />
    );
  if (data.status === 'failed')
    return (
      <ErrorState
        title={t('common.loadFailed')}
        detail={noticeText(t, failureMessage(data.failure))}
        onRetry={reload}
      />
    );
  const status = data.status === 'ready' ? data.value : data.status === 'loading' ? data.previous : undefined;
  if (status === undefined) return <Loading />;
  return status.enabled ? (
    <Disable recoveryCodesLeft={status.recoveryCodesLeft} onDisabled={reload} />
  ) : (
    <Enable onEnabled={setRecoveryCodes} />
  );
};

/**
 * Two-factor authentication (issue 11): an authenticator app's code at sign-in and for
 * withdrawals. Turning it on shows the secret as a QR code and as text, takes a current code and
 * the login password, then shows the recovery codes once; turning it off takes a current code.
 */
export default function TwoFactorPage({ route }: PageProps) {
  return (
    <Screen route={route} testId="page-two-factor">
      <TwoFactorSettings />
    </Screen>
  );
}
