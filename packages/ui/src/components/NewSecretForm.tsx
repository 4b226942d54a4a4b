import type { Call, PasswordChange, User } from '@tessera/core';
import type { ReactNode } from 'react';
import { type Api, type FormView, useConfirmedSubmit, useSubmitter } from '../app/forms';
import { useNavigate } from '../app/navigation';
import { useServices } from '../app/services';
import { useTranslation } from '../i18n';
import { ConfirmDialog } from './ConfirmDialog';
import { NeedsContact } from './NeedsContact';
import { SecurityCodeField, securityContact } from './SecurityCodeField';
import { SubmitButton } from './SubmitButton';

/** What the shell reads of the page's form: the code field and the check (the secret's fields are the page's). */
type SecretFormView<R> = Pick<
  FormView<PasswordChange, keyof PasswordChange, R>,
  'form' | 'set' | 'errors' | 'check'
>;

/**
 * A form that sets a new secret (login or payment password): the secret's own fields, a fresh
 * security code, the withdrawal-hold warning and a confirmation before it is sent. On success it
 * toasts `savedKey`, refreshes the session and goes back. An account with no bound address is sent
 * to bind one instead.
 */
export const NewSecretForm = <R extends PasswordChange>({
  user,
  view,
  submit,
  savedKey,
  submitLabel,
  testId,
  children,
  afterCode,
}: {
  user: User;
  view: SecretFormView<R>;
  submit: (api: Api) => (change: R) => Call<unknown>;
  /** i18n key of the success toast. */
  savedKey: string;
  submitLabel: string;
  /** Prefix of the code field's and submit button's ids: `${testId}-code`, `${testId}-submit`. */
  testId: string;
  /** The secret's own fields, above the code. */
  children: ReactNode;
  /** Options below the code (e.g. "sign out other devices"). */
  afterCode?: ReactNode;
}) => {
  const { t } = useTranslation();
  const { tessera, toasts } = useServices();
  const navigate = useNavigate();
  const contact = securityContact(user);
  const save = useSubmitter(submit, () => {
    toasts.show({ key: savedKey });
    tessera.session.send({ type: 'session.refresh' });
    navigate(-1);
  });
  const confirm = useConfirmedSubmit(view, save);
  if (contact === null) return <NeedsContact />;
  return (
    <form className="card form form--card" onSubmit={confirm.onSubmit} noValidate>
      {children}
      <SecurityCodeField
        contact={contact}
        value={view.form.code}
        onValue={view.set('code')}
        error={view.errors.code}
        testId={`${testId}-code`}
      />
      {afterCode}
      <p className="notice">{t('security.holdWarning')}</p>
      <SubmitButton
        submitter={save}
        label={submitLabel}
        busyLabel={t('common.saving')}
        testId={`${testId}-submit`}
      />
      <ConfirmDialog {...confirm.dialog} title={t('security.confirmTitle')}>
        {t('security.holdWarning')}
      </ConfirmDialog>
    </form>
  );
};
