import { LOCALES, type QuickBuyOrder } from '@tessera/core';
import type { ReactNode } from 'react';
import { useCopy } from '../../../app/clipboard';
import { countryName } from '../../../app/countries';
import { IconClipboard } from '../../../components/MenuIcons';
import { useTranslation } from '../../../i18n';
import { useLanguage } from '../../wallet/data';
import { formatUsd } from '../format';
import { copyText, groupIban, PAYEE_FIELDS, type PayeeField } from '../orders';

/** One field of the transfer: its label, its value as the bank wants it typed, and a copy button. */
const CopyRow = ({
  label,
  shown,
  copied,
  mono = false,
  strong = false,
  testId,
}: {
  label: string;
  shown: ReactNode;
  /** What the button puts on the clipboard. */
  copied: string;
  /** Account numbers and codes, in a monospace face that tells 0 from O. */
  mono?: boolean;
  /** The reference: what the user must not forget. */
  strong?: boolean;
  /** `<testId>` on the value, `<testId>-copy` on the button. */
  testId: string;
}) => {
  const { t } = useTranslation();
  const copy = useCopy();
  return (
    <div className={strong ? 'quickbuy-copy quickbuy-copy--strong' : 'quickbuy-copy'}>
      <dt className="quickbuy-copy__label">{label}</dt>
      <dd className={mono ? 'quickbuy-copy__value quickbuy-copy__value--mono' : 'quickbuy-copy__value'}>
        <span data-testid={testId}>{shown}</span>
        <button
          type="button"
          className="icon-button quickbuy-copy__button"
          onClick={() => void copy(copied)}
          aria-label={t('quickbuy.copy', { what: label })}
          data-testid={`${testId}-copy`}
        >
          <IconClipboard />
        </button>
      </dd>
    </div>
  );
};

const MONO: ReadonlySet<PayeeField> = new Set(['iban', 'bic']);

/**
 * The account to pay into (spec §3: account name, IBAN, beneficiary country, BIC/SWIFT, bank name,
 * bank address), the amount and the reference for the transfer's description, each with a copy
 * button, as the user types them into their bank's transfer form.
 */
export const PayeeDetails = ({ order }: { order: QuickBuyOrder }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { payee } = order;
  const shown = (field: PayeeField): string =>
    field === 'iban'
      ? groupIban(payee.iban)
      : field === 'beneficiaryCountry'
        ? countryName(payee.beneficiaryCountry, LOCALES[language])
        : payee[field];
  return (
    <dl className="quickbuy-payee" data-testid="quickbuy-payee">
      {PAYEE_FIELDS.map((field) => (
        <CopyRow
          key={field}
          label={t(`quickbuy.payee.${field}`)}
          shown={shown(field)}
          copied={field === 'beneficiaryCountry' ? shown(field) : copyText(payee, field)}
          mono={MONO.has(field)}
          testId={`quickbuy-payee-${field}`}
        />
      ))}
      <CopyRow
        label={t('quickbuy.transferAmount')}
        shown={formatUsd(order.usd, language)}
        copied={order.usd.toFixed()}
        testId="quickbuy-payee-amount"
      />
      <CopyRow
        label={t('quickbuy.referenceLabel')}
        shown={order.reference}
        copied={order.reference}
        mono
        strong
        testId="quickbuy-payee-reference"
      />
    </dl>
  );
};
