import { type SecondFactorCode, validateLogin, validateSecondFactor } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from '../app/navigation';
import { type PageProps, Paths } from '../app/routes';
import { useTessera } from '../app/services';
import { isSignedIn, needsSecondFactor } from '../app/session';
import { AuthFormSubmit, useAuthForm } from '../components/AuthForm';
import { AuthLayout } from '../components/AuthLayout';
import { Field } from '../components/Field';
import { FormNotice } from '../components/FormNotice';
import { useTranslation, validationText } from '../i18n';

/** Where the login guard came from, so a successful login goes back there. */
const returnPath = (state: unknown): string =>
  typeof state === 'object' && state !== null && typeof (state as { from?: unknown }).from === 'string'
    ? (state as { from: string }).from
    : Paths.home;

/** The code form's rule: an authenticator code or a recovery code, as core reads them. */
const validateCodeForm = (form: { code: string }) => {
  const code = validateSecondFactor(form.code);
  return code._tag === 'Right' ? code : { _tag: 'Left' as const, left: { code: code.left } };
};

/**
 * The sign-in's second step, once the password was right and the account has two-factor
 * authentication on: the authenticator's current code, or one of the recovery codes.
 */
const SecondFactorForm = () => {
  const { t } = useTranslation();
  const tessera = useTessera();
  const auth = useAuthForm({ code: '' }, validateCodeForm, (request: SecondFactorCode) => ({
    type: 'session.secondFactor',
    code: request.code,
  }));
  return (
    <form className="form" onSubmit={auth.submit} noValidate data-testid="login-second-factor">
      <p className="form__lead">{t('twoFactor.loginLead')}</p>
      <Field
        label={t('twoFactor.codeOrRecovery')}
        placeholder={t('twoFactor.codePlaceholder')}
        value={auth.form.code}
        onValue={auth.set('code')}
        error={validationText(t, auth.errors.code)}
        autoComplete="one-time-code"
        autoCapitalize="none"
        inputMode="text"
        testId="login-code"
      />
      <AuthFormSubmit
        view={auth}
        label={t('twoFactor.verify')}
        busyLabel={t('auth.loggingIn')}
        testId="login-code-submit"
      />
      <button
        type="button"
        className="button button--ghost"
        onClick={() => tessera.session.send({ type: 'session.cancel' })}
        data-testid="login-code-cancel"
      >
        {t('twoFactor.backToPassword')}
      </button>
    </form>
  );
};

export default function LoginPage({ route }: PageProps) {
  const { t } = useTranslation();
  const tessera = useTessera();
  const navigate = useNavigate();
  const location = useLocation();
  const auth = useAuthForm({ userString: '', password: '' }, validateLogin, (request) => ({
    type: 'session.login',
    request,
  }));
  const signedIn = useSelector(tessera.session, isSignedIn);
  const secondFactor = useSelector(tessera.session, needsSecondFactor);
  const passwordReset = useSelector(tessera.session, (snapshot) => snapshot.context.passwordReset);
  const { form, errors } = auth;

  useEffect(() => {
    if (signedIn) navigate(returnPath(location.state), { replace: true });
  }, [signedIn, navigate, location.state]);

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
      {secondFactor ? (
        <SecondFactorForm />
      ) : (
        <form className="form" onSubmit={auth.submit} noValidate>
          {passwordReset && !auth.attempted ? (
            <FormNotice tone="success" notice={{ key: 'auth.passwordResetDone' }} />
          ) : null}
          <Field
            label={t('auth.account')}
            placeholder={t('auth.accountPlaceholder')}
            value={form.userString}
            onValue={auth.set('userString')}
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
            onValue={auth.set('password')}
            error={validationText(t, errors.password)}
            autoComplete="current-password"
            testId="login-password"
          />
          <div className="form__aside">
            <Link to={Paths.forget} data-testid="go-forget">
              {t('auth.forgotPassword')}
            </Link>
          </div>
          <AuthFormSubmit
            view={auth}
            label={t('auth.submitLogin')}
            busyLabel={t('auth.loggingIn')}
            testId="login-submit"
          />
        </form>
      )}
    </AuthLayout>
  );
}
