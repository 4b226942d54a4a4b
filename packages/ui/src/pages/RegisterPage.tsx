import {
  failureMessage,
  type RegistrationForm,
  type RegistrationKind,
  RegistrationKinds,
  type ValidationError,
  validateRegistration,
} from '@tessera/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { leftOf, rightOf } from '../app/either';
import { type PageProps, Paths } from '../app/routes';
import { useTessera } from '../app/services';
import { isBusy, isSignedIn, selectFailure } from '../app/session';
import { AuthLayout } from '../components/AuthLayout';
import { Field } from '../components/Field';
import { FormNotice } from '../components/FormNotice';
import { Segmented } from '../components/Segmented';
import { SendCodeButton, useCodeSender } from '../components/SendCode';
import { noticeText, validationText } from '../i18n';

const KIND_LABELS: Readonly<Record<RegistrationKind, string>> = {
  username: 'auth.byUsername',
  email: 'auth.byEmail',
  mobile: 'auth.byMobile',
};

/** How the account field looks for each way of registering. */
const IDENTIFIER_FIELDS: Readonly<
  Record<
    RegistrationKind,
    {
      label: string;
      placeholder: string;
      type: string;
      inputMode: 'text' | 'email' | 'tel';
      autoComplete: string;
    }
  >
> = {
  username: {
    label: 'auth.username',
    placeholder: 'auth.usernamePlaceholder',
    type: 'text',
    inputMode: 'text',
    autoComplete: 'username',
  },
  email: {
    label: 'auth.email',
    placeholder: 'auth.emailPlaceholder',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
  },
  mobile: {
    label: 'auth.mobile',
    placeholder: 'auth.mobilePlaceholder',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel-national',
  },
};

const EMPTY_FORM: RegistrationForm = {
  kind: 'email',
  userString: '',
  areaCode: '1',
  code: '',
  password: '',
  rePassword: '',
  inviteCode: '',
};

/** Sign-up by username, email or mobile, with a code for email and mobile and an invitation code. */
export default function RegisterPage({ route }: PageProps) {
  const { t } = useTranslation();
  const tessera = useTessera();
  const navigate = useNavigate();
  const codeSender = useCodeSender();
  const [form, setForm] = useState<RegistrationForm>(EMPTY_FORM);
  const [submitted, setSubmitted] = useState(false);
  const [attempted, setAttempted] = useState(false);
  /** The address refused when "send code" was pressed, until it is edited. */
  const [addressError, setAddressError] = useState<ValidationError>();
  const busy = useSelector(tessera.session, isBusy);
  const signedIn = useSelector(tessera.session, isSignedIn);
  const failure = useSelector(tessera.session, selectFailure);

  useEffect(() => {
    // A new account signs straight in (core's session machine); then it is Home.
    if (signedIn) navigate(Paths.home, { replace: true });
  }, [signedIn, navigate]);

  const errors = submitted ? (leftOf(validateRegistration(form)) ?? {}) : {};
  const set = (field: Exclude<keyof RegistrationForm, 'kind'>) => (value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    if (field === 'userString' || field === 'areaCode') setAddressError(undefined);
  };
  const chooseKind = (kind: RegistrationKind) => {
    setForm((previous) => ({ ...previous, kind, userString: '', code: '' }));
    setAddressError(undefined);
    setSubmitted(false);
  };

  const sendCode = () => {
    if (form.kind === 'username') return;
    setAddressError(codeSender.send(form.kind, form.userString, form.areaCode, 'register'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const request = rightOf(validateRegistration(form));
    if (request === undefined) return;
    setAttempted(true);
    tessera.session.send({ type: 'session.register', request });
  };

  const identifier = IDENTIFIER_FIELDS[form.kind];

  return (
    <AuthLayout
      testId="page-register"
      titleKey={route.titleKey}
      heading={t('auth.registerHeading')}
      subtitle={t('auth.registerSubtitle')}
      footer={
        <>
          <span>{t('auth.haveAccount')}</span>
          <Link to={Paths.login} replace data-testid="go-login">
            {t('auth.submitLogin')}
          </Link>
        </>
      }
    >
      <Segmented
        testId="register-kind"
        value={form.kind}
        onChange={chooseKind}
        options={RegistrationKinds.map((kind) => ({ key: kind, label: t(KIND_LABELS[kind]) }))}
      />
      <form className="form" onSubmit={submit} noValidate>
        <Field
          label={t(identifier.label)}
          placeholder={t(identifier.placeholder)}
          type={identifier.type}
          inputMode={identifier.inputMode}
          value={form.userString}
          onValue={set('userString')}
          error={validationText(
            t,
            addressError ?? errors.userString ?? (form.kind === 'mobile' ? errors.areaCode : undefined),
          )}
          autoComplete={identifier.autoComplete}
          autoCapitalize="none"
          testId="register-account"
          before={
            form.kind === 'mobile' ? (
              <label className="field__prefix">
                <span>+</span>
                <input
                  className="field__prefix-input"
                  value={form.areaCode}
                  onChange={(event) => set('areaCode')(event.target.value)}
                  inputMode="numeric"
                  maxLength={4}
                  aria-label={t('auth.areaCode')}
                  data-testid="register-area-code"
                />
              </label>
            ) : undefined
          }
        />
        {form.kind === 'username' ? null : (
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
            testId="register-code"
            after={<SendCodeButton view={codeSender} onPress={sendCode} />}
          />
        )}
        <Field
          label={t('auth.password')}
          placeholder={t('auth.newPasswordPlaceholder')}
          type="password"
          value={form.password}
          onValue={set('password')}
          error={validationText(t, errors.password)}
          autoComplete="new-password"
          testId="register-password"
        />
        <Field
          label={t('auth.confirmPassword')}
          placeholder={t('auth.confirmPasswordPlaceholder')}
          type="password"
          value={form.rePassword}
          onValue={set('rePassword')}
          error={validationText(t, errors.rePassword)}
          autoComplete="new-password"
          testId="register-confirm"
        />
        <Field
          label={t('auth.inviteCode')}
          placeholder={t('auth.inviteCodePlaceholder')}
          value={form.inviteCode}
          onValue={set('inviteCode')}
          error={validationText(t, errors.inviteCode)}
          autoCapitalize="characters"
          testId="register-invite"
        />
        <FormNotice notice={attempted && failure && !busy ? failureMessage(failure) : null} />
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          data-testid="register-submit"
        >
          {busy ? t('auth.registering') : t('auth.submitRegister')}
        </button>
      </form>
    </AuthLayout>
  );
}
