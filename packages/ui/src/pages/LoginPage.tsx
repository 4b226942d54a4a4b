import { failureMessage, type LoginForm, validateLogin } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { leftOf, rightOf } from '../app/either';
import { type PageProps, Paths } from '../app/routes';
import { useTessera } from '../app/services';
import { isBusy, isSignedIn, selectFailure } from '../app/session';
import { AuthLayout } from '../components/AuthLayout';
import { Field } from '../components/Field';
import { FormNotice } from '../components/FormNotice';
import { validationText } from '../i18n';

/** Where the login guard came from, so a successful login goes back there. */
const returnPath = (state: unknown): string =>
  typeof state === 'object' && state !== null && typeof (state as { from?: unknown }).from === 'string'
    ? (state as { from: string }).from
    : Paths.home;

export default function LoginPage({ route }: PageProps) {
  const { t } = useTranslation();
  const tessera = useTessera();
  const navigate = useNavigate();
  const location = useLocation();
  const [form, setForm] = useState<LoginForm>({ userString: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const busy = useSelector(tessera.session, isBusy);
  const signedIn = useSelector(tessera.session, isSignedIn);
  const failure = useSelector(tessera.session, selectFailure);
  const passwordReset = useSelector(tessera.session, (snapshot) => snapshot.context.passwordReset);

  useEffect(() => {
    if (signedIn) navigate(returnPath(location.state), { replace: true });
  }, [signedIn, navigate, location.state]);

  const errors = submitted ? (leftOf(validateLogin(form)) ?? {}) : {};
  const set = (field: keyof LoginForm) => (value: string) =>
    setForm((previous) => ({ ...previous, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const request = rightOf(validateLogin(form));
    if (request === undefined) return;
    setAttempted(true);
    tessera.session.send({ type: 'session.login', request });
  };

  return (
    <AuthLayout
      testId="page-login"
      titleKey={route.titleKey}
      heading={t('auth.loginHeading')}
      subtitle={t('auth.loginSubtitle')}
      footer={
        <>
          <span>{t('auth.noAccount')}</span>
          <Link to={Paths.register} replace data-testid="go-register">
            {t('auth.submitRegister')}
          </Link>
        </>
      }
    >
      <form className="form" onSubmit={submit} noValidate>
        {passwordReset && !attempted ? (
          <FormNotice tone="success" notice={{ key: 'auth.passwordResetDone' }} />
        ) : null}
        <Field
          label={t('auth.account')}
          placeholder={t('auth.accountPlaceholder')}
          value={form.userString}
          onValue={set('userString')}
          error={validationText(t, errors.userString)}
          autoComplete="username"
          autoCapitalize="none"
          testId="login-account"
        />
        <Field
          label={t('auth.password')}
          placeholder={t('auth.passwordPlaceholder')}
          type="password"
          value={form.password}
          onValue={set('password')}
          error={validationText(t, errors.password)}
          autoComplete="current-password"
          testId="login-password"
        />
        <div className="form__aside">
          <Link to={Paths.forget} data-testid="go-forget">
            {t('auth.forgotPassword')}
          </Link>
        </div>
        <FormNotice notice={attempted && failure && !busy ? failureMessage(failure) : null} />
        <button type="submit" className="button button--primary" disabled={busy} data-testid="login-submit">
          {busy ? t('auth.loggingIn') : t('auth.submitLogin')}
        </button>
      </form>
    </AuthLayout>
  );
}
