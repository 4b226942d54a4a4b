import {
  failureMessage,
  type TraderApplication,
  type TraderField,
  type TraderForm,
  type User,
  validateTraderApplication,
} from '@tessera/core';
import { useState } from 'react';
import { submitChecked, useForm, useSubmitter } from '../../../app/forms';
import { Link } from '../../../app/navigation';
import { Paths } from '../../../app/routes';
import { useServices } from '../../../app/services';
import { Checkbox } from '../../../components/Checkbox';
import { Field } from '../../../components/Field';
import { FormNotice } from '../../../components/FormNotice';
import { IconBack } from '../../../components/Icons';
import { useModalDialog } from '../../../components/modal-dialog';
import { useTranslation, validationText } from '../../../i18n';
import { TRADER_TERMS } from '../agreement';
import { DocumentText } from './DocumentText';

const BLANK: TraderForm = { nickname: '', termsAccepted: false };

/**
 * The application itself: the trader terms, the public nickname and the box to accept the terms,
 * every wrong field at once by core's `validateTraderApplication`; sent once. An unverified user is
 * told first that it needs identity verification, and the exchange's answer (998) takes them
 * there as everywhere in the app.
 */
const Application = ({ user, onBecame }: { user: User; onBecame: () => void }) => {
  const { t } = useTranslation();
  const view = useForm<TraderForm, TraderField, TraderApplication>(BLANK, validateTraderApplication);
  const sender = useSubmitter(
    (api) => (application: TraderApplication) => api.copyTrading.becomeTrader(application),
    onBecame,
  );
  return (
    <div className="copy-sheet__body">
      <DocumentText document={TRADER_TERMS} titled testId="trader-terms" />
      <form
        className="card form form--card"
        onSubmit={submitChecked(view, sender)}
        noValidate
        data-testid="become-trader-form"
      >
        <Field
          label={t('copy.nickname')}
          value={view.form.nickname}
          onValue={view.set('nickname')}
          error={validationText(t, view.errors.nickname)}
          hint={t('copy.nicknameHint')}
          autoComplete="off"
          maxLength={20}
          testId="become-trader-nickname"
        />
        <Checkbox
          checked={view.form.termsAccepted}
          onChange={view.set('termsAccepted')}
          label={t('copy.acceptTerms')}
          testId="become-trader-terms"
        />
        {view.errors.terms ? (
          <p className="field__error" data-testid="become-trader-terms-error">
            {validationText(t, view.errors.terms)}
          </p>
        ) : null}
        {user.verificationLevel === 0 ? (
          <p className="notice notice--warning notice--action" data-testid="become-trader-unverified">
            <span>{t('copy.becomeUnverified')}</span>
            <Link to={Paths.real}>{t('real.markButton')}</Link>
          </p>
        ) : null}
        <FormNotice notice={sender.failure ? failureMessage(sender.failure) : null} />
        <button
          type="submit"
          className="button button--primary"
          disabled={sender.busy}
          data-testid="become-trader-submit"
        >
          {sender.busy ? t('copy.becoming') : t('copy.becomeTrader')}
        </button>
      </form>
    </div>
  );
};

/**
 * "Become a trader" (spec §6), from My copy trading: a button opening a sheet with the trader
 * terms and the application; once the exchange has made the user a trader, `onBecame`.
 */
export const BecomeTrader = ({ user, onBecame }: { user: User; onBecame: () => void }) => {
  const { t } = useTranslation();
  const { toasts } = useServices();
  const [open, setOpen] = useState(false);
  const ref = useModalDialog(open);
  return (
    <>
      <button
        type="button"
        className="button button--primary button--inline"
        onClick={() => setOpen(true)}
        data-testid="become-trader"
      >
        {t('copy.becomeTrader')}
      </button>
      <dialog
        ref={ref}
        className="sheet copy-sheet"
        aria-labelledby="become-trader-title"
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
        data-testid="become-trader-sheet"
      >
        <header className="navbar">
          <div className="navbar__side">
            <button
              type="button"
              className="icon-button"
              onClick={() => setOpen(false)}
              aria-label={t('common.close')}
              data-testid="become-trader-close"
            >
              <IconBack />
            </button>
          </div>
          <h2 className="navbar__title" id="become-trader-title">
            {t('copy.becomeTrader')}
          </h2>
          <div className="navbar__side" />
        </header>
        {open ? (
          <Application
            user={user}
            onBecame={() => {
              toasts.show({ key: 'copy.becameNotice' });
              setOpen(false);
              onBecame();
            }}
          />
        ) : null}
      </dialog>
    </>
  );
};
