import { type BankCard, validateBankCard } from '@tessera/core';
import type { PageProps } from '../app/routes';
import { BankCardPage, type BankField } from '../components/BankCardForm';
import { Screen } from '../components/Screen';

const FIELDS: readonly BankField<keyof BankCard>[] = [
  { key: 'realName' },
  { key: 'bankName' },
  { key: 'branch' },
  { key: 'bankAccount', inputMode: 'numeric', autoCapitalize: 'characters' },
];

/** Spec §2 bank: the domestic card withdrawals to a bank go to. */
export default function BankPage({ route }: PageProps) {
  return (
    <Screen route={route} testId="page-bank">
      <BankCardPage<BankCard, keyof BankCard>
        load={(api) => api.account.bankCard()}
        save={(api) => api.account.saveBankCard}
        validate={validateBankCard}
        fields={FIELDS}
        testId="bank"
      />
    </Screen>
  );
}
