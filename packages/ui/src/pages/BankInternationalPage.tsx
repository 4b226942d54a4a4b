import { type InternationalBankCard, validateInternationalBankCard } from '@tessera/core';
import type { PageProps } from '../app/routes';
import { BankCardPage, type BankField } from '../components/BankCardForm';
import { Screen } from '../components/Screen';

const FIELDS: readonly BankField<keyof InternationalBankCard>[] = [
  { key: 'realName' },
  { key: 'bankAccount', autoCapitalize: 'characters' },
  { key: 'bankName' },
  { key: 'bankAddress' },
  { key: 'swiftCode', autoCapitalize: 'characters' },
  { key: 'abaNumber', inputMode: 'numeric' },
  { key: 'phone', inputMode: 'tel' },
  { key: 'cardholderAddress' },
];

/** Spec §2 bank_international: everything a SWIFT transfer to the user needs. */
export default function BankInternationalPage({ route }: PageProps) {
  return (
    <Screen route={route} testId="page-bank-international">
      <BankCardPage<InternationalBankCard, keyof InternationalBankCard>
        load={(api) => api.account.internationalBankCard()}
        save={(api) => api.account.saveInternationalBankCard}
        validate={validateInternationalBankCard}
        fields={FIELDS}
        testId="bank-intl"
      />
    </Screen>
  );
}
