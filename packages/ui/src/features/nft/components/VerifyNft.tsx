import { type JsonObject, type JsonValue, NFT_RESALE_FEE_RATE } from '@tessera/core';
import { useFormat, useTranslation } from '../../../i18n';
import { shortHash } from '../../guess/questions';
import { type RuleLines, type SettlementClaim, VerifySettlement } from '../../proofs';

/** A recorded input as text; undefined when absent or empty. */
const textOf = (value: JsonValue | undefined): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** A recorded amount with the record's asset, or `—`. */
const useAmountOf = () => {
  const format = useFormat();
  return (inputs: JsonObject, key: string): string => {
    const amount = textOf(inputs[key]);
    const asset = textOf(inputs.asset);
    return amount === undefined ? '—' : `${format.amount(amount)}${asset === undefined ? '' : ` ${asset}`}`;
  };
};

/**
 * "Verify" on an auction's end (a won auction, to pay or paid): its archive record checked in the
 * browser, with its start price, increment, how many bids it had, and the rule that chose the winner.
 */
export const VerifyAuction = ({ claim }: { claim: SettlementClaim }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const amountOf = useAmountOf();
  const ruleLines: RuleLines = (inputs) => [
    { label: t('nft.startPrice'), value: amountOf(inputs, 'start_price'), testId: 'verify-start-price' },
    { label: t('nft.increment'), value: amountOf(inputs, 'increment'), testId: 'verify-increment' },
    {
      label: t('nft.bidsCount'),
      value: Array.isArray(inputs.bids) ? format.integer(String(inputs.bids.length)) : '—',
      testId: 'verify-bids',
    },
    { label: t('nft.verify.rule'), value: t('nft.verify.highestBid'), testId: 'verify-rule' },
  ];
  return <VerifySettlement claim={claim} ruleLines={ruleLines} />;
};

/**
 * "Verify" on a sale (a fixed price, or a won auction paid): its archive record checked in the
 * browser, with the price and the fee its seller paid (a resale's published rate; none when the
 * platform sold).
 */
export const VerifySale = ({ claim }: { claim: SettlementClaim }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const amountOf = useAmountOf();
  const ruleLines: RuleLines = (inputs) => [
    { label: t('nft.price'), value: amountOf(inputs, 'price'), testId: 'verify-price' },
    {
      label: t('nft.verify.fee'),
      value:
        inputs.resale === 'true'
          ? t('nft.verify.resaleFee', { rate: format.percent(NFT_RESALE_FEE_RATE) })
          : t('nft.verify.noFee'),
      testId: 'verify-fee',
    },
  ];
  return <VerifySettlement claim={claim} ruleLines={ruleLines} />;
};

/**
 * "Verify" on an opened blind box: the archive record of its opening checked in the browser (its
 * proof run again by core), with the box's position, the item, the path's length and the root.
 */
export const VerifyBox = ({ claim }: { claim: SettlementClaim }) => {
  const { t } = useTranslation();
  const ruleLines: RuleLines = (inputs) => {
    const position = textOf(inputs.position);
    const size = textOf(inputs.size);
    const root = textOf(inputs.root);
    return [
      {
        label: t('nft.proof.position'),
        value:
          position === undefined || size === undefined ? '—' : t('nft.proof.positionOf', { position, size }),
        testId: 'verify-position',
      },
      { label: t('nft.proof.item'), value: textOf(inputs.artwork_code) ?? '—', testId: 'verify-item' },
      {
        label: t('nft.proof.steps'),
        value: Array.isArray(inputs.path) ? String(inputs.path.length) : '—',
        testId: 'verify-steps',
      },
      {
        label: t('nft.proof.root'),
        value: root === undefined ? '—' : <code>{shortHash(root)}</code>,
        testId: 'verify-root',
      },
    ];
  };
  return <VerifySettlement claim={claim} ruleLines={ruleLines} />;
};
