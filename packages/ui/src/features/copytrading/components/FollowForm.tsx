import {
  COPY_VALUE_MAX,
  type CopyMode,
  CopyModes,
  type CopyOrder,
  type Decimal,
  type Follow,
  type FollowContext,
  type FollowDraft,
  type FollowField,
  type FollowForm as FollowSheet,
  type FuturesMarket,
  type FuturesPosition,
  failureMessage,
  type Language,
  type Trader,
  validateFollow,
  type WalletOverview,
} from '@tessera/core';
import { useState } from 'react';
import { leftOf } from '../../../app/either';
import { onSubmit } from '../../../app/forms';
import { Link } from '../../../app/navigation';
import { Paths } from '../../../app/routes';
import { useTessera } from '../../../app/services';
import { Checkbox } from '../../../components/Checkbox';
import { Choice } from '../../../components/Choice';
import { Field } from '../../../components/Field';
import { FormNotice } from '../../../components/FormNotice';
import { formatsFor, type TFunction, useFormat, useTranslation, validationText } from '../../../i18n';
import { useProductOrderForm } from '../../finance/product-order-form';
import { useQuote } from '../../spot/data';
import { OrderSubmit } from '../../trade/OrderSubmit';
import { availableBySymbol } from '../../wallet/balances';
import { type Line, Lines } from '../../wallet/components/Lines';
import { useLanguage } from '../../wallet/data';
import { transferPath } from '../../wallet/links';
import { lotsText, lotsWords, say, sizingWords } from '../copies';
import {
  exampleMarketOf,
  followKey,
  followPreview,
  keepFollowForm,
  type PreviewBasis,
  previewBasisOf,
  takeFollowForm,
} from '../follow';
import { agreementPath, traderPath } from '../links';
import { formatReturn, toneOf, usdtText } from '../records';

/** The two ways of sizing copies as radio rows, each with what it means. */
const Modes = ({
  t,
  value,
  onChange,
  error,
}: {
  t: TFunction;
  value: string;
  onChange: (mode: CopyMode) => void;
  error: string | undefined;
}) => (
  <fieldset className={error ? 'choices choices--invalid copy-modes' : 'choices copy-modes'}>
    <legend className="field__label">{t('copy.mode')}</legend>
    {CopyModes.map((mode) => (
      <Choice
        key={mode}
        name="follow-mode"
        checked={value === mode}
        onChoose={() => onChange(mode)}
        title={t(`copy.modes.${mode}.title`)}
        detail={t(`copy.modes.${mode}.detail`)}
        testId={`follow-mode-${mode}`}
      />
    ))}
    {error ? (
      <p className="field__error" data-testid="follow-mode-error">
        {error}
      </p>
    ) : null}
  </fieldset>
);

/** The trader's position a preview is worked on, in a line: `Long 10× · 1 lots of BTC/USDT at 61,234.50`. */
const basisText = (t: TFunction, language: Language, basis: PreviewBasis): string =>
  t('copy.preview.position', {
    side: t(`futures.sides.${basis.side}`),
    multiple: t('futures.multiple', { multiple: basis.multiple }),
    lots: say(t, lotsWords(basis.lots, language)),
    symbol: basis.market.symbol,
    price: formatsFor(language).price(basis.openPrice),
  });

/** What a copy would open (its lots, margin and fee), or why it would be skipped. */
const copyLines = (
  t: TFunction,
  language: Language,
  order: Extract<CopyOrder, { kind: 'open' }>,
  testIdPrefix: string,
): Line[] => {
  const format = formatsFor(language);
  return [
    {
      label: t('copy.preview.lots'),
      value: say(t, lotsWords(order.lots, language)),
      testId: `${testIdPrefix}-lots`,
    },
    {
      label: t('futures.margin'),
      value: usdtText(order.preview.margin, format),
      testId: `${testIdPrefix}-margin`,
    },
    { label: t('futures.fee'), value: usdtText(order.preview.fee, format), testId: `${testIdPrefix}-fee` },
  ];
};

/** Why a copy would be skipped, with the contract's limits and the account's money. */
const skipText = (
  t: TFunction,
  language: Language,
  order: Extract<CopyOrder, { kind: 'skip' }>,
  market: FuturesMarket,
  available: Decimal,
): string => {
  const format = formatsFor(language);
  return t(`copy.preview.skip.${order.reason}`, {
    lots: say(t, lotsWords(order.lots, language)),
    min: lotsText(market.minLots, format),
    max: lotsText(market.maxLots, format),
    step: lotsText(market.lotsStep, format),
    available: usdtText(available, format),
  });
};

/**
 * The preview: which position it is worked on (the trader's most recent, or an example said to be
 * one), and what a copy of it would open for the sizing typed so far.
 */
const Preview = ({
  nickname,
  basis,
  order,
  available,
}: {
  nickname: string;
  basis: PreviewBasis | undefined;
  order: CopyOrder | undefined;
  available: Decimal | undefined;
}) => {
  const { t } = useTranslation();
  const language = useLanguage();
  if (basis === undefined)
    return (
      <div className="wealth-preview" data-testid="follow-preview">
        <p className="wealth-hint">{t('copy.preview.waiting')}</p>
      </div>
    );
  return (
    <div className="wealth-preview copy-preview" aria-live="polite" data-testid="follow-preview">
      <p className="wealth-hint" data-testid="follow-preview-source">
        {t(basis.source === 'recent' ? 'copy.preview.recent' : 'copy.preview.example', { nickname })}
      </p>
      <p className="copy-preview__position" data-testid="follow-preview-position">
        {basisText(t, language, basis)}
      </p>
      {order === undefined || available === undefined ? (
        <p className="wealth-hint">{t('copy.preview.hint')}</p>
      ) : order.kind === 'open' ? (
        <Lines lines={copyLines(t, language, order, 'follow-preview')} />
      ) : (
        <p className="field__error" data-testid="follow-preview-skip" data-reason={order.reason}>
          {skipText(t, language, order, basis.market, available)}
        </p>
      )}
    </div>
  );
};

/** The agreement: what it says in a sentence, the way to read it all, and the box to accept it. */
const Agreement = ({
  accepted,
  onAccepted,
  error,
  onRead,
}: {
  accepted: boolean;
  onAccepted: (accepted: boolean) => void;
  error: string | undefined;
  onRead: () => void;
}) => {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="copy-agreement">
      <p className="wealth-hint">{t('copy.agreementSummary')}</p>
      <Link
        to={agreementPath(language)}
        onClick={onRead}
        className="copy-agreement__link"
        data-testid="follow-agreement-link"
      >
        {t('copy.readAgreement')}
      </Link>
      <Checkbox
        checked={accepted}
        onChange={onAccepted}
        label={t('copy.acceptAgreement')}
        testId="follow-agreement"
      />
      {error ? (
        <p className="field__error" data-testid="follow-agreement-error">
          {error}
        </p>
      ) : null}
    </div>
  );
};

/**
 * Following one trader, over core's follow machine (`createFollow`): how copies are sized (a
 * multiple of the trader's lots, or fixed lots) and the number; a preview of what a copy would
 * open worked by core's `copyOrder` on the trader's most recent position (or an example, said to
 * be one) against the futures account; the agreement read and accepted; every wrong field at once
 * by core's `validateFollow`; a confirmation; the follow made once under its request id; then My
 * copy trading. The sheet survives a trip to the agreement's page and back.
 */
export const FollowForm = ({
  trader,
  userId,
  follows,
  recent,
  markets,
  overview,
}: {
  trader: Trader;
  userId: number;
  follows: readonly Follow[];
  /** The trader's most recent recorded position, if they have one. */
  recent: FuturesPosition | undefined;
  markets: readonly FuturesMarket[];
  /** The user's balances; undefined while they load. */
  overview: WalletOverview | undefined;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const tessera = useTessera();
  const [initial] = useState(() => takeFollowForm(trader.userId));
  const context: FollowContext = {
    traders: [trader],
    userId,
    following: follows.filter((follow) => follow.state === 'following').map((follow) => follow.traderUserId),
  };
  const { view, checked, order } = useProductOrderForm<FollowSheet, FollowField, FollowDraft, Trader, Follow>(
    {
      initial,
      validate: (form) => validateFollow(form, context),
      create: tessera.createFollow,
      market: trader,
      keyOf: followKey,
      placedNotice: 'copy.followedNotice',
      then: Paths.myCopyTrading,
    },
  );
  const examplePrice = useQuote(exampleMarketOf(markets)?.symbol ?? '')?.price;

  if (!order.ready) return null;

  const { form } = view;
  const basis = previewBasisOf({ recent, markets, examplePrice });
  const available =
    overview === undefined || basis === undefined
      ? undefined
      : availableBySymbol(overview, basis.market.account, basis.market.marginAsset);
  const preview =
    basis === undefined || available === undefined
      ? undefined
      : followPreview({ form, context, basis, available });
  const error = (field: FollowField) => validationText(t, view.errors[field]);
  // Following yourself or someone followed already is refused whatever the sheet says: said at once.
  const refusal = leftOf(checked)?.trader;
  const { failure, reviewed } = order;
  const ratio = form.mode === 'ratio';
  const returnTone = toneOf(trader.stats.returnRate);

  const confirmLines = (draft: FollowDraft): Line[] => {
    const lines: Line[] = [
      { label: t('copy.trader'), value: trader.nickname, testId: 'follow-confirm-trader' },
      {
        label: t('copy.sizing.label'),
        value: say(t, sizingWords(draft.mode, draft.value, language)),
        testId: 'follow-confirm-sizing',
      },
    ];
    if (preview?.kind === 'open' && basis !== undefined)
      lines.push({
        label: t(basis.source === 'recent' ? 'copy.confirmRecent' : 'copy.confirmExample'),
        value: t('copy.confirmCopy', {
          lots: say(t, lotsWords(preview.lots, language)),
          margin: usdtText(preview.preview.margin, format),
        }),
        testId: 'follow-confirm-copy',
      });
    return lines;
  };

  return (
    <form
      className="copy-follow"
      onSubmit={onSubmit(() => {
        if (view.check() !== undefined) order.review();
      })}
      noValidate
      data-testid="follow-form"
    >
      {refusal ? (
        <p className="notice notice--warning copy-notice" role="status" data-testid="follow-trader-error">
          {validationText(t, refusal)}
        </p>
      ) : null}
      <section className="card copy-follow__trader">
        <Link to={traderPath(trader.userId)} className="copy-follow__who" data-testid="follow-trader">
          <span className="copy-follow__name">{trader.nickname}</span>
          <span
            className={returnTone ? `copy-follow__return copy-tone--${returnTone}` : 'copy-follow__return'}
            data-testid="follow-trader-return"
          >
            {t('copy.returnShort', { rate: formatReturn(trader.stats.returnRate, language) })}
          </span>
        </Link>
      </section>
      <section className="card form form--card">
        <h2 className="form__title">{t('copy.sizingTitle')}</h2>
        <Modes t={t} value={form.mode} onChange={view.set('mode')} error={error('mode')} />
        <Field
          label={t(ratio ? 'copy.valueRatio' : form.mode === 'fixed' ? 'copy.valueFixed' : 'copy.value')}
          value={form.value}
          onValue={(typed) => view.set('value')(typed.replace(',', '.').trim())}
          error={error('value')}
          hint={t('copy.valueHint', { max: format.amount(COPY_VALUE_MAX) })}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t(ratio ? 'copy.valueRatioPlaceholder' : 'copy.valueFixedPlaceholder')}
          testId="follow-value"
          after={
            form.mode === '' ? undefined : (
              <span className="field__unit">{t(ratio ? 'copy.timesUnit' : 'copy.lotsUnit')}</span>
            )
          }
        />
        <Preview nickname={trader.nickname} basis={basis} order={preview} available={available} />
        {basis === undefined || available === undefined ? null : (
          <div className="copy-funds">
            <p className="amount__available" data-testid="follow-available">
              {t('copy.available', { amount: usdtText(available, format) })}
            </p>
            <Link
              to={transferPath(basis.market.account, basis.market.marginAsset)}
              data-testid="follow-transfer"
            >
              {t('copy.transferIn')}
            </Link>
          </div>
        )}
      </section>
      <section className="card form form--card">
        <h2 className="form__title">{t('copy.agreementTitle')}</h2>
        <Agreement
          accepted={form.agreementAccepted}
          onAccepted={view.set('agreementAccepted')}
          error={error('agreement')}
          onRead={() => keepFollowForm(form)}
        />
        <OrderSubmit
          order={order}
          label={t('copy.follow')}
          buying
          title={t('copy.confirmTitle', { nickname: trader.nickname })}
          placingLabel={t('copy.placing')}
          testId="follow-submit"
          disabled={refusal !== undefined}
        >
          {reviewed !== null ? (
            <>
              <p className="copy-confirm-lead" data-testid="follow-confirm-lead">
                {t('copy.confirmLead', { nickname: trader.nickname })}
              </p>
              <Lines boxed lines={confirmLines(reviewed)} />
              {preview?.kind === 'skip' && basis !== undefined && available !== undefined ? (
                <p className="notice notice--warning" data-testid="follow-confirm-skip">
                  {skipText(t, language, preview, basis.market, available)}
                </p>
              ) : null}
            </>
          ) : null}
          <p className="dialog__note">{t('copy.confirmSkipNote')}</p>
          <p className="dialog__note">{t('copy.confirmCancelNote')}</p>
          <FormNotice notice={failure ? failureMessage(failure) : null} />
        </OrderSubmit>
      </section>
    </form>
  );
};
