import { type Call, type FieldErrors, failureMessage, maskBankAccount } from '@tessera/core';
import type { EitherLike } from '../app/either';
import { type Api, useConfirmedSubmit, useForm, useRemote, useSubmitter } from '../app/forms';
import { useServices } from '../app/services';
import { noticeText, useTranslation, validationText } from '../i18n';
import { ConfirmDialog } from './ConfirmDialog';
import { Field } from './Field';
import { Loading } from './Screen';
import { ErrorState } from './States';
import { SubmitButton } from './SubmitButton';

export interface BankField<K extends string> {
  readonly key: K;
  readonly inputMode?: 'text' | 'numeric' | 'tel';
  readonly autoCapitalize?: 'characters' | 'words' | 'none';
}

const Form = <
  C extends { readonly bankAccount: string; readonly bankName: string },
  K extends string & keyof C,
>({
  saved,
  fields,
  validate,
  save: pickSave,
  onSaved,
  testId,
}: {
  saved: C | null;
  fields: readonly BankField<K>[];
  validate: (card: C) => EitherLike<FieldErrors<K>, C>;
  save: (api: Api) => (card: C) => Call<unknown>;
  onSaved: () => void;
  testId: string;
}) => {
  const { t } = useTranslation();
  const { toasts } = useServices();
  const empty = Object.fromEntries(fields.map((field) => [field.key, ''])) as unknown as C;
  const view = useForm<C, K, C>(saved ?? empty, validate);
  const save = useSubmitter(pickSave, () => {
    toasts.show({ key: 'bank.saved' });
    onSaved();
  });
  const confirm = useConfirmedSubmit(view, save);
  return (
    <form className="card form form--card" onSubmit={confirm.onSubmit} noValidate>
      {fields.map((field) => (
        <Field
          key={field.key}
          label={t(`bank.fields.${field.key}`)}
          placeholder={t(`bank.placeholders.${field.key}`)}
          value={String(view.form[field.key])}
          onValue={(value) => view.set(field.key)(value as C[K])}
          error={validationText(t, view.errors[field.key])}
          inputMode={field.inputMode ?? 'text'}
          autoCapitalize={field.autoCapitalize ?? 'words'}
          testId={`${testId}-${field.key}`}
        />
      ))}
      <SubmitButton
        submitter={save}
        label={t('common.save')}
        busyLabel={t('common.saving')}
        testId={`${testId}-submit`}
      />
      <ConfirmDialog {...confirm.dialog} title={t('bank.confirmTitle')}>
        {confirm.pending ? (
          <dl className="summary">
            <dt>{t('bank.fields.bankName')}</dt>
            <dd>{confirm.pending.bankName}</dd>
            <dt>{t('bank.fields.bankAccount')}</dt>
            <dd>{confirm.pending.bankAccount}</dd>
          </dl>
        ) : null}
        <p>{t('bank.confirmBody')}</p>
      </ConfirmDialog>
    </form>
  );
};

/**
 * A bank card page (domestic or international): the saved card, then the form prefilled with it.
 * Every field is required and checked by core's rule; saving asks first, since withdrawals go there.
 */
export const BankCardPage = <
  C extends { readonly bankAccount: string; readonly bankName: string },
  K extends string & keyof C,
>({
  load,
  save,
  validate,
  fields,
  testId,
}: {
  load: (api: Api) => Call<C | null>;
  save: (api: Api) => (card: C) => Call<unknown>;
  validate: (card: C) => EitherLike<FieldErrors<K>, C>;
  fields: readonly BankField<K>[];
  testId: string;
}) => {
  const { t } = useTranslation();
  const { data, reload } = useRemote(load);
  if (data.status === 'loading' && data.previous === undefined) return <Loading />;
  if (data.status === 'failed')
    return (
      <ErrorState
        title={t('common.loadFailed')}
        detail={noticeText(t, failureMessage(data.failure))}
        onRetry={reload}
      />
    );
  const saved =
    data.status === 'ready' ? data.value : ((data.status === 'loading' ? data.previous : null) ?? null);
  return (
    <>
      {saved ? (
        <section className="card bank-card" data-testid={`${testId}-saved`}>
          <p className="bank-card__label">{t('bank.savedCard')}</p>
          <p className="bank-card__bank">{saved.bankName}</p>
          <p className="bank-card__number">{maskBankAccount(saved.bankAccount)}</p>
        </section>
      ) : (
        <p className="screen__hint" data-testid={`${testId}-none`}>
          {t('bank.noneYet')}
        </p>
      )}
      <Form
        key={saved ? saved.bankAccount : 'new'}
        saved={saved}
        fields={fields}
        validate={validate}
        save={save}
        onSaved={reload}
        testId={testId}
      />
    </>
  );
};
