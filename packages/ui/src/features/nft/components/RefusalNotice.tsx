import type { ValidationError } from '@tessera/core';
import { Link } from '../../../app/navigation';
import { Paths } from '../../../app/routes';
import { useTranslation, validationText } from '../../../i18n';

/** Why a purchase, deposit or payment is refused, in words; a short balance also offers a deposit. */
export const RefusalNotice = ({
  refusal,
  testId,
  depositTestId,
}: {
  refusal: ValidationError;
  testId: string;
  depositTestId?: string;
}) => {
  const { t } = useTranslation();
  return (
    <p className="notice notice--warning" role="status" data-testid={testId}>
      {validationText(t, refusal)}
      {refusal.code === 'WALLET.INSUFFICIENT_BALANCE' ? (
        <>
          {' '}
          <Link to={Paths.deposit} data-testid={depositTestId}>
            {t('nft.depositFunds')}
          </Link>
        </>
      ) : null}
    </p>
  );
};
