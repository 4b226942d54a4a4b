import { type QuickBuyOrder, type ValidationError, validationError } from '@tessera/core';
import { useState } from 'react';
import { onSubmit, useSubmitter } from '../../../app/forms';
import { ImagePicker } from '../../../components/ImagePicker';
import { SubmitButton } from '../../../components/SubmitButton';
import { useTranslation } from '../../../i18n';

/** Spec §5: the transfer screenshot is required; the same words as a deposit's missing proof. */
const PROOF_REQUIRED: ValidationError = validationError(
  'QUICKBUY.PROOF_REQUIRED',
  'validation.proofRequired',
);

/**
 * The transfer screenshot: picked and uploaded as a `payment_proof` (the deposit request's picker:
 * checked by core's image rule, previewed from the file itself), then sent with the order through
 * core's submit machine (a double tap sends once); `onSent` runs once it is attached.
 */
export const ProofForm = ({ order, onSent }: { order: QuickBuyOrder; onSent: () => void }) => {
  const { t } = useTranslation();
  const [proof, setProof] = useState('');
  const [tried, setTried] = useState(false);
  const sender = useSubmitter(
    (api) => (input: { orderId: number; proof: string }) =>
      api.quickBuy.submitProof(input.orderId, input.proof),
    onSent,
  );
  return (
    <form
      className="form"
      onSubmit={onSubmit(() => {
        setTried(true);
        if (proof !== '') sender.submit({ orderId: order.id, proof });
      })}
      noValidate
      data-testid="quickbuy-proof-form"
    >
      <ImagePicker
        purpose="payment_proof"
        label={t('quickbuy.proof')}
        hint={t('quickbuy.proofHint')}
        onUploaded={setProof}
        error={tried && proof === '' ? PROOF_REQUIRED : undefined}
        testId="quickbuy-proof"
      />
      <SubmitButton
        submitter={sender}
        label={t('quickbuy.sendProof')}
        busyLabel={t('common.submitting')}
        testId="quickbuy-proof-submit"
      />
    </form>
  );
};
