import { failureMessage } from '@tessera/core';
import { useId, useState } from 'react';
import { useModalDialog } from '../../../components/modal-dialog';
import { Spinner } from '../../../components/States';
import { noticeText, type TFunction, useFormat, useTranslation } from '../../../i18n';
import { type Line, Lines } from '../../wallet/components/Lines';
import { useSettlementVerification, type VerificationView } from '../data';
import {
  type Discrepancy,
  type Figures,
  type SettlementClaim,
  shortHash,
  type Verification,
} from '../verify';
import '../proofs.css';

/** A product's own figures of a record (e.g. an option's payout rate), beside the prices. */
export type RuleLines = (inputs: Figures['inputs']) => Line[];

/** The figures a verification used: the archived prices, the product's rules, the calculator, the record. */
const FigureLines = ({ figures, ruleLines }: { figures: Figures; ruleLines: RuleLines }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Lines
      boxed
      lines={[
        ...figures.prices.map((price) => ({
          label: t(price.labelKey, price.labelParams),
          value: t('proofs.tickPrice', { id: String(price.tickId), price: format.price(price.price) }),
          testId: `verify-${price.field}`,
        })),
        ...ruleLines(figures.inputs),
        { label: t('proofs.calculator'), value: figures.calculatorVersion, testId: 'verify-calculator' },
        { label: t('proofs.record'), value: `#${figures.seq}`, testId: 'verify-seq' },
        { label: t('proofs.hash'), value: <code>{shortHash(figures.hash)}</code>, testId: 'verify-hash' },
      ]}
    />
  );
};

/** One difference: the field, the record's value, and what it was checked against. */
const DifferenceItem = ({ difference }: { difference: Discrepancy }) => {
  const { t } = useTranslation();
  return (
    <li className="verify__difference" data-testid="verify-difference" data-field={difference.field}>
      <p className="verify__field">
        <code>{difference.field}</code> · {t(`proofs.checks.${difference.check}`)}
      </p>
      <p>
        {t('proofs.recorded')} <code>{difference.recorded}</code>
      </p>
      <p>
        {t(`proofs.found.${difference.check}`)} <code>{difference.found}</code>
      </p>
    </li>
  );
};

/** The verdict's words; a record that names no price (an IEO allocation, a sale) is not said to be checked against prices. */
const verdictText = (verification: Verification): Parameters<TFunction> => {
  if (verification.verdict === 'unknown_calculator')
    return ['proofs.unknownCalculator', { calculator: verification.figures.calculatorVersion }];
  if (verification.verdict === 'matches' && verification.figures.prices.length === 0)
    return ['proofs.verdicts.matchesRecord'];
  return [`proofs.verdicts.${verification.verdict}`];
};

/** The dialog's body for each step of a verification. */
const Outcome = ({
  view,
  ruleLines,
  onRetry,
}: {
  view: VerificationView;
  ruleLines: RuleLines;
  onRetry: () => void;
}) => {
  const { t } = useTranslation();
  switch (view.status) {
    case 'idle':
    case 'loading':
      return (
        <p className="verify__progress" role="status" data-testid="verify-loading">
          <Spinner small />
          {t('proofs.checking')}
        </p>
      );
    case 'notArchived':
      return (
        <div className="verify__notice" role="status" data-testid="verify-not-archived">
          <p>{t('proofs.notArchived')}</p>
          <button
            type="button"
            className="button button--ghost button--inline"
            onClick={onRetry}
            data-testid="verify-retry"
          >
            {t('common.retry')}
          </button>
        </div>
      );
    case 'failed':
      return (
        <div className="verify__notice verify__notice--error" role="alert" data-testid="verify-failed">
          <p>{noticeText(t, failureMessage(view.failure))}</p>
          <button
            type="button"
            className="button button--ghost button--inline"
            onClick={onRetry}
            data-testid="verify-retry"
          >
            {t('common.retry')}
          </button>
        </div>
      );
    case 'done': {
      const { verification } = view;
      return (
        <>
          <p
            className={`verify__verdict verify__verdict--${verification.verdict}`}
            role="status"
            data-testid="verify-verdict"
            data-verdict={verification.verdict}
          >
            {t(...verdictText(verification))}
          </p>
          {verification.verdict === 'differs' ? (
            <ul className="verify__differences">
              {verification.differences.map((difference) => (
                <DifferenceItem key={`${difference.check}:${difference.field}`} difference={difference} />
              ))}
            </ul>
          ) : null}
          <FigureLines figures={verification.figures} ruleLines={ruleLines} />
        </>
      );
    }
  }
};

/**
 * "Verify" on a settled order: opens a dialog that fetches the order's sealed record and the ticks
 * it names from the public archive and checks them in the browser, then says whether everything
 * matches, with the figures used, or exactly what differs.
 */
export const VerifySettlement = ({ claim, ruleLines }: { claim: SettlementClaim; ruleLines: RuleLines }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useModalDialog(open);
  const titleId = useId();
  const { view, start } = useSettlementVerification(claim);
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--inline verify__open"
        onClick={() => {
          setOpen(true);
          start();
        }}
        data-testid="verify-open"
      >
        {t('proofs.verify')}
      </button>
      <dialog
        ref={ref}
        className="dialog verify"
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
        data-testid="verify-dialog"
      >
        <h2 className="dialog__title" id={titleId}>
          {t('proofs.title')}
        </h2>
        <div className="dialog__body" aria-live="polite">
          {open ? <Outcome view={view} ruleLines={ruleLines} onRetry={start} /> : null}
        </div>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setOpen(false)}
          data-testid="verify-close"
        >
          {t('common.close')}
        </button>
      </dialog>
    </>
  );
};
