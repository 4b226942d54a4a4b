import { ANTI_PHISHING_CODE_MAX, type User, validateAntiPhishingCodeChange } from '@tessera/core';
import { submitChecked, useForm, useSubmitter } from '../app/forms';
import { useNavigate } from '../app/navigation';
import type { PageProps } from '../app/routes';
import { useServices } from '../app/services';
import { Field } from '../components/Field';
import { NeedsContact } from '../components/NeedsContact';
import { Screen, WithUser } from '../components/Screen';
import { SecurityCodeField, securityContact } from '../components/SecurityCodeField';
import { SubmitButton } from '../components/SubmitButton';
import { useTranslation, validationText } from '../i18n';

const AntiPhishingForm = ({ user }: { user: User }) => {
  const { t } = useTranslation();
  const { tessera, toasts } = useServices();
  const navigate = useNavigate();
  const contact = securityContact(user);
  const view = useForm({ antiPhishingCode: '', code: '' }, validateAntiPhishingCodeChange);
  const save = useSubmitter(
    (api) => api.account.setAntiPhishingCode,
    () => {
      toasts.show({ key: 'security.antiPhishingSaved' });
      tessera.session.send({ type: 'session.refresh' });
      navigate(-1);
    },
  );
  if (contact === null) return <NeedsContact />;
  return (
    <form className="card form form--card" onSubmit={submitChecked(view, save)} noValidate>
      <p className="form__lead">{t('security.antiPhishingLead')}</p>
      <Field
        label={t('security.antiPhishingCode')}
        value={view.form.antiPhishingCode}
        onValue={view.set('antiPhishingCode')}
        error={validationText(t, view.errors.antiPhishingCode)}
        placeholder={t('security.antiPhishingPlaceholder')}
        maxLength={ANTI_PHISHING_CODE_MAX}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        testId="anti-phishing"
      />
      <SecurityCodeField
        contact={contact}
        value={view.form.code}
        onValue={view.set('code')}
        error={view.errors.code}
        testId="anti-phishing-code"
      />
      <SubmitButton
        submitter={save}
        label={t('security.saveAntiPhishing')}
        busyLabel={t('common.saving')}
        testId="anti-phishing-submit"
      />
    </form>
  );
};

/**
 * Issue 11: the anti-phishing code every email from the exchange shows at its top. Set or changed
 * with a fresh security code, like a password; the page never shows the code set (a stolen session
 * must not learn it), only whether there is one.
 */
export default function AntiPhishingPage({ route }: PageProps) {
  return (
    <Screen route={route} testId="page-anti-phishing">
      <WithUser>{(user) => <AntiPhishingForm user={user} />}</WithUser>
    </Screen>
  );
}
