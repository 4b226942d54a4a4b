import {
  type Conversion,
  type ConversionDraft,
  type ConversionQuote,
  type Convertible,
  combineLoadables,
  conversionRate,
  failureMessage,
  validateConversion,
  type WalletOverview,
} from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { rightOf } from '../../../app/either';
import { type Api, onSubmit, useForm, useRemote } from '../../../app/forms';
import { type PageProps, Paths } from '../../../app/routes';
import { useOwnedActor, useTessera } from '../../../app/services';
import { ButtonLink } from '../../../components/ButtonLink';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormNotice } from '../../../components/FormNotice';
import { IconLink } from '../../../components/IconLink';
import { Loaded } from '../../../components/Loaded';
import { IconReceipt } from '../../../components/MenuIcons';
import { Screen } from '../../../components/Screen';
import { SelectField } from '../../../components/SelectField';
import { EmptyState } from '../../../components/States';
import type { TFunction } from '../../../i18n';
import { type Formats, noticeText, useFormat, useTranslation } from '../../../i18n';
import { availableIn } from '../balances';
import { AmountField } from '../components/AmountField';
import { type Line, Lines } from '../components/Lines';
import { Outcome } from '../components/Outcome';
import { SwapButton } from '../components/SwapButton';
import { useWalletOverview } from '../data';
import { useRequestIds } from '../request-ids';

const loadConvertibles = (api: Api) => api.wallet.convertibles();

/** A quote's lines: the rate before the fee, the fee, and what arrives. */
const quoteLines = (
  t: TFunction,
  format: Formats,
  quote: ConversionQuote,
  assets: { readonly from: Convertible; readonly to: Convertible },
  receiveLabel: string,
): Line[] => [
  {
    label: t('convert.rate'),
    value: t('convert.rateValue', {
      from: quote.from,
      to: quote.to,
      rate: format.amount(
        conversionRate({
          fromPriceUsdt: quote.fromPrice,
          toPriceUsdt: quote.toPrice,
          toPrecision: assets.to.precision,
        }),
        assets.to.precision,
      ),
    }),
    testId: 'convert-rate',
  },
  {
    label: t('convert.fee'),
    value: `${format.amount(quote.fee, assets.from.precision)} ${quote.from}`,
    testId: 'convert-fee',
  },
  {
    label: receiveLabel,
    value: `${format.amount(quote.receive, assets.to.precision)} ${quote.to}`,
    testId: 'convert-receive',
  },
];

const ConvertForm = ({
  assets,
  overview,
  first,
  second,
}: {
  assets: readonly Convertible[];
  overview: WalletOverview;
  first: Convertible;
  second: Convertible;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const tessera = useTessera();
  const ids = useRequestIds();
  const conversion = useOwnedActor(tessera.createConversion);
  const snapshot = useSelector(conversion, (current) => current);
  const assetOf = (id: number) => assets.find((candidate) => candidate.id === id) ?? first;
  const view = useForm<ConversionDraft, 'amount' | 'to', Conversion>(
    { fromId: first.id, toId: second.id, amount: '' },
    (draft) =>
      validateConversion(draft, {
        precision: assetOf(draft.fromId).precision,
        available: availableIn(overview, 'balance', draft.fromId),
      }),
  );
  const { form } = view;
  const from = assetOf(form.fromId);
  const to = assetOf(form.toId);

  // The quote follows what the form holds, whatever is available: it says what an amount would give.
  const precision = from.precision;
  useEffect(() => {
    const quotable = rightOf(validateConversion(form, { precision }));
    conversion?.send({ type: 'conversion.change', conversion: quotable ?? null });
  }, [conversion, form, precision]);

  // A conversion that went through is done: the same form sent again is another one.
  const converted = snapshot?.context.converted;
  useEffect(() => {
    if (converted) ids.settle();
  }, [converted, ids]);

  if (snapshot === undefined) return null;
  const { context } = snapshot;
  /** Picking the asset on the other side exchanges the two, so the sides never match. */
  const pick = (side: 'fromId' | 'toId') => (id: number) => {
    const other = side === 'fromId' ? 'toId' : 'fromId';
    view.replace(form[other] === id ? { ...form, [side]: id, [other]: form[side] } : { ...form, [side]: id });
  };
  const options = assets.map((asset) => ({ value: asset.id, label: asset.asset }));

  if (context.converted !== null) {
    const done = context.converted;
    return (
      <Outcome
        title={t('convert.done')}
        testId="convert-done"
        actions={
          <>
            <ButtonLink to={Paths.allRecords} tone="ghost" data-testid="convert-records">
              {t('records.allTitle')}
            </ButtonLink>
            <button
              type="button"
              className="button button--primary button--inline"
              onClick={() => {
                view.replace({ ...form, amount: '' });
                conversion?.send({ type: 'conversion.reset' });
              }}
              data-testid="convert-again"
            >
              {t('convert.again')}
            </button>
          </>
        }
      >
        <Lines
          boxed
          lines={[
            {
              label: t('convert.pay'),
              value: `${format.amount(done.amount, from.precision)} ${done.from}`,
            },
            ...quoteLines(t, format, done, { from, to }, t('convert.received')),
          ]}
        />
      </Outcome>
    );
  }

  const reviewing = snapshot.matches('reviewing');
  const converting = snapshot.matches('converting');
  const dialogOpen = snapshot.matches('confirming') || converting || (reviewing && context.priceMoved);
  const quoting = snapshot.matches({ editing: 'waiting' }) || snapshot.matches({ editing: 'quoting' });
  const quoteFailure = snapshot.matches({ editing: 'failed' }) ? context.failure : null;

  const confirm = () => {
    const { conversion: request, quote } = context;
    if (request === null || quote === null) return;
    conversion?.send({
      type: 'conversion.confirm',
      requestId: ids.idFor({ ...request, minReceive: quote.receive }),
    });
  };

  return (
    <form
      className="card form form--card"
      onSubmit={onSubmit(() => {
        if (view.check() !== undefined) conversion?.send({ type: 'conversion.review' });
      })}
      noValidate
    >
      <div className="route-pick">
        <div className="route-pick__fields">
          <SelectField
            label={t('convert.from')}
            value={form.fromId}
            options={options}
            onChange={pick('fromId')}
            testId="convert-from"
          />
          <SelectField
            label={t('convert.to')}
            value={form.toId}
            options={options}
            onChange={pick('toId')}
            testId="convert-to"
          />
        </div>
        <SwapButton
          label={t('convert.swap')}
          onSwap={() => view.replace({ ...form, fromId: form.toId, toId: form.fromId })}
          testId="convert-swap"
        />
      </div>
      <AmountField
        label={t('convert.amount')}
        value={form.amount}
        onValue={view.set('amount')}
        error={view.errors.amount}
        available={availableIn(overview, 'balance', from.id)}
        asset={from.asset}
        precision={from.precision}
        placeholder={t('convert.amountPlaceholder')}
        testId="convert-amount"
      />
      <div className="convert-quote" aria-live="polite" data-testid="convert-quote">
        {context.quote !== null ? (
          <Lines lines={quoteLines(t, format, context.quote, { from, to }, t('convert.receive'))} />
        ) : quoting ? (
          <p className="convert-quote__status">{t('convert.quoting')}</p>
        ) : quoteFailure !== null ? (
          <FormNotice notice={failureMessage(quoteFailure)} />
        ) : (
          <p className="convert-quote__status">{t('convert.quoteHint')}</p>
        )}
      </div>
      <button
        type="submit"
        className="button button--primary"
        disabled={reviewing || converting}
        data-testid="convert-submit"
      >
        {reviewing && !context.priceMoved ? t('convert.reviewing') : t('convert.submit')}
      </button>
      <ConfirmDialog
        open={dialogOpen}
        title={t('convert.confirmTitle')}
        confirmLabel={converting ? t('common.submitting') : t('convert.submit')}
        busy={converting || reviewing}
        onConfirm={confirm}
        onCancel={() => conversion?.send({ type: 'conversion.cancel' })}
      >
        {context.priceMoved && context.failure !== null ? (
          <p className="notice notice--warning" data-testid="convert-price-moved">
            {noticeText(t, failureMessage(context.failure))}
          </p>
        ) : null}
        {dialogOpen && context.quote !== null ? (
          <Lines
            boxed
            lines={[
              {
                label: t('convert.pay'),
                value: `${format.amount(context.quote.amount, from.precision)} ${context.quote.from}`,
              },
              ...quoteLines(t, format, context.quote, { from, to }, t('convert.receiveAtLeast')),
            ]}
          />
        ) : null}
        {!context.priceMoved && context.failure !== null ? (
          <FormNotice notice={failureMessage(context.failure)} />
        ) : null}
      </ConfirmDialog>
    </form>
  );
};

/** Spec §2 fundTransfer: converts one asset of the balance account into another at a quoted price. */
export default function ConvertPage({ route }: PageProps) {
  const { t } = useTranslation();
  const convertibles = useRemote(loadConvertibles);
  const overview = useWalletOverview();
  const records = (
    <IconLink to={Paths.allRecords} label={t('records.allTitle')} testId="open-records">
      <IconReceipt />
    </IconLink>
  );
  return (
    <Screen route={route} testId="page-convert" right={records}>
      <Loaded
        data={combineLoadables(convertibles.data, overview.data)}
        onRetry={() => {
          convertibles.reload();
          overview.reload();
        }}
      >
        {([{ assets }, balances]) => {
          const [first, second] = assets;
          return first === undefined || second === undefined ? (
            <EmptyState text={t('convert.none')} />
          ) : (
            <ConvertForm assets={assets} overview={balances} first={first} second={second} />
          );
        }}
      </Loaded>
    </Screen>
  );
}
