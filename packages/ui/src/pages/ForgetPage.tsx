import {
  failureMessage,
  type PasswordResetForm,
  type ValidationError,
  validatePasswordReset,
} from '@tessera/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { leftOf, rightOf } from '../app/either';
import { type PageProps, Paths } from '../app/routes';
import { useTessera } from '../app/services';
import { isBusy, selectFailure } from '../app/session';
import { AuthLayout } from '../components/AuthLayout';
import { Field } from '../components/Field';
import { FormNotice } from '../components/FormNotice';
import { Segmented } from '../components/Segmented';
import { SendCodeButton, useCodeSender } from '../components/SendCode';
import { noticeText, validationText } from '../i18n';

type Channel = 'email' | 'mobile';

const EMPTY_FORM: PasswordResetForm = { userString: '', code: '', password: '', rePassword: '' };

/** Reset the login password with a code sent to the account's email or mobile. */
export default function ForgetPage({ route }: PageProps) {
  const { t } = useTranslation();
  const tessera = useTessera();
  const navigate = useNavigate();
  const codeSender = useCodeSender();
  const [channel, setChannel] = useState<Channel>('email');
  const [areaCode, setAreaCode] = useState('1');
  const [form, setForm] = useState<PasswordResetForm>(EMPTY_FORM);
  const [submitted, setSubmitted] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [addressError, setAddressError] = useState<ValidationError>();
  const busy = useSelector(tessera.session, isBusy);
  const failure = useSelector(tessera.session, selectFailure);
  const passwordReset = useSelector(tessera.session, (snapshot) => snapshot.context.passwordReset);

  useEffect(() => {
    // Done: the login page says the password was reset.
    if (attempted && passwordReset) navigate(Paths.login, { replace: true });
  }, [attempted, passwordReset, navigate]);

  const errors = submitted ? (leftOf(validatePasswordReset(form)) ?? {}) : {};
  const set = (field: keyof PasswordResetForm) => (value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    if (field === 'userString') setAddressError(undefined);
  };
  const chooseChannel = (next: Channel) => {
    setChannel(next);
    setForm((previous) => ({ ...previous, userString: '', code: '' }));
    setAddressError(undefined);
    setSubmitted(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const request = rightOf(validatePasswordReset(form));
    if (request === undefined) return;
    setAttempted(true);
    tessera.session.send({ type: 'session.recover', request });
  };

  return (
    <AuthLayout
      testId="page-forget"
      titleKey={route.titleKey}
      heading={t('auth.forgetHeading')}
      subtitle={t('auth.forgetSubtitle')}
    >
      <Segmented
        testId="forget-channel"
        value={channel}
        onChange={chooseChannel}
        options={[
          { key: 'email', label: t('auth.byEmail') },
          { key: 'mobile', label: t('auth.byMobile') },
        ]}
      />
      <form className="form" onSubmit={submit} noValidate>
        <Field
          label={t(channel === 'email' ? 'auth.email' : 'auth.mobile')}
          placeholder={t(channel === 'email' ? 'auth.emailPlaceholder' : 'auth.mobilePlaceholder')}
          type={channel === 'email' ? 'email' : 'tel'}
          inputMode={channel === 'email' ? 'email' : 'tel'}
          value={form.userString}
          onValue={set('userString')}
          error={validationText(t, addressError ?? errors.userString)}
          autoComplete={channel === 'email' ? 'email' : 'tel-national'}
          autoCapitalize="none"
          testId="forget-account"
          before={
            channel === 'mobile' ? (
              <label className="field__prefix">
                <span>+</span>
                <input
                  className="field__prefix-input"
                  value={areaCode}
                  onChange={(event) => {
                    setAreaCode(event.target.value);
                    setAddressError(undefined);
                  }}
                  inputMode="numeric"
                  maxLength={4}
                  aria-label={t('auth.areaCode')}
                  data-testid="forget-area-code"
                />
              </label>
            ) : undefined
          }
        />
        <Field
          label={t('auth.code')}
          placeholder={t('auth.codePlaceholder')}
          inputMode="numeric"
          maxLength={6}
          value={form.code}
          onValue={set('code')}
          error={
            errors.code
              ? validationText(t, errors.code)
              : codeSender.failure
                ? noticeText(t, failureMessage(codeSender.failure))
                : undefined
          }
          autoComplete="one-time-code"
          testId="forget-code"
          after={
            <SendCodeButton
              view={codeSender}
              onPress={() => setAddressError(codeSender.send(channel, form.userString, areaCode, 'forget'))}
            />
          }
        />
        <Field
          label={t('auth.newPassword')}
          placeholder={t('auth.newPasswordPlaceholder')}
          type="password"
          value={form.password}
          onValue={set('password')}
          error={validationText(t, errors.password)}
          autoComplete="new-password"
          testId="forget-password"
        />
        <Field
          label={t('auth.confirmPassword')}
          placeholder={t('auth.confirmPasswordPlaceholder')}
          type="password"
          value={form.rePassword}
          onValue={set('rePassword')}
          error={validationText(t, errors.rePassword)}
          autoComplete="new-password"
          testId="forget-confirm"
        />
        <FormNotice notice={attempted && failure && !busy ? failureMessage(failure) : null} />
        <button type="submit" className="button button--primary" disabled={busy} data-testid="forget-submit">
          {busy ? t('auth.resetting') : t('auth.submitReset')}
        </button>
      </form>
    </AuthLayout>
  );
}
