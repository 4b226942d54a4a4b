import {
  LOAN_MAX_USDT,
  LOAN_MIN_USDT,
  type Loan,
  type LoanContext,
  latestValue,
  type PageQuery,
} from '@tessera/core';
import { useCallback, useRef } from 'react';
import { usePagedList } from '../../app/paged';
import { type PageProps, Paths } from '../../app/routes';
import { useServices, useTessera } from '../../app/services';
import { ButtonLink } from '../../components/ButtonLink';
import { Loaded } from '../../components/Loaded';
import { PagedList } from '../../components/PagedList';
import { Screen } from '../../components/Screen';
import { useFormat, useTranslation, validationText } from '../../i18n';
import { ProductIntro } from '../finance/components/ProductIntro';
import { useWalletMoves } from '../wallet/data';
import { DeskTerms, Standing } from './components/DeskTerms';
import { LoanCard } from './components/LoanCard';
import { SeeVipLevels } from './components/Refused';
import { useLoanContext } from './data';
import { applyBlock } from './states';
import '../finance/wealth.css';
import './loans.css';

/**
 * "Apply": the way to the borrowing form, or, held, why not (not eligible, or a loan already open).
 * Waits for the user's standing and their newest loans before offering it.
 */
const Apply = ({
  context,
  loans,
}: {
  context: LoanContext | undefined;
  loans: readonly Pick<Loan, 'state'>[] | undefined;
}) => {
  const { t } = useTranslation();
  const block = context === undefined || loans === undefined ? undefined : applyBlock(context, loans);
  if (context === undefined || loans === undefined || block !== undefined)
    return (
      <>
        <button type="button" className="button button--primary" disabled data-testid="loans-apply">
          {t('loans.apply')}
        </button>
        {block ? (
          <p className="wealth-hint loans-apply-block" data-testid="loans-apply-block" data-code={block.code}>
            {validationText(t, block)}
            {block.code === 'LOANS.NOT_ELIGIBLE' ? (
              <>
                {' '}
                <SeeVipLevels />
              </>
            ) : null}
          </p>
        ) : null}
      </>
    );
  return (
    <ButtonLink to={Paths.borrowing} tone="primary" data-testid="loans-apply">
      {t('loans.apply')}
    </ButtonLink>
  );
};

/**
 * Spec §2 `pages/otc/otc`, the OTC desk: what it lends and on which terms (spec §9), who may borrow
 * (spec §6) and where the user stands, the way to apply, and the user's loans, newest first, page
 * by page, each as its state has it (under review, active with its risk rate, refused, withdrawn,
 * repaid or closed with how it settled). Kept fresh by the `balances` push every money move of a
 * loan sends (an application, the desk's funding or refusal, a repayment, a close).
 */
export default function LoansPage({ route }: PageProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const tessera = useTessera();
  const { toasts } = useServices();
  const context = useLoanContext();
  const fetchPage = useCallback((query: PageQuery) => tessera.api.loans.loans(query), [tessera]);
  const list = usePagedList(fetchPage);
  const changed = () => {
    list.reload();
    context.reload();
  };
  const overview = useWalletMoves(changed);
  const terms = latestValue(context.data);
  // Until the first page is in, whether a loan is open is not known: "Apply" waits.
  const listed = list.phase === 'idle' || list.phase === 'loading' ? undefined : list.items;
  // The user's own loans come first once they have any (and stay first while the list reloads);
  // before, the terms and who may borrow.
  const hadLoans = useRef(false);
  if (list.items.length > 0) hadLoans.current = true;
  const about = (
    <>
      <DeskTerms />
      <Loaded data={context.data} onRetry={context.reload}>
        {(standing) => <Standing context={standing} />}
      </Loaded>
    </>
  );
  const loans = (
    <>
      <div className="section-head">
        <h2 className="section-head__title">{t('loans.myLoans')}</h2>
      </div>
      <PagedList
        view={list}
        keyOf={(loan) => loan.id}
        renderItem={(loan) => (
          <LoanCard
            loan={loan}
            decimals={terms?.decimals}
            overview={latestValue(overview.data)}
            onChanged={() => {
              toasts.show({ key: loan.state === 'active' ? 'loans.repaidNotice' : 'loans.cancelledNotice' });
              changed();
            }}
          />
        )}
        emptyText={t('loans.noLoans')}
        testId="loans"
      />
    </>
  );
  return (
    <Screen route={route} testId="page-loans">
      <ProductIntro
        text={t('loans.intro', { min: format.amount(LOAN_MIN_USDT), max: format.amount(LOAN_MAX_USDT) })}
      >
        <Apply context={terms} loans={listed} />
      </ProductIntro>
      {hadLoans.current ? (
        <>
          {loans}
          {about}
        </>
      ) : (
        <>
          {about}
          {loans}
        </>
      )}
    </Screen>
  );
}
