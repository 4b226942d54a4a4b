import type { ValidationError } from '@tessera/core';
import { Field } from '../../../components/Field';
import { useTranslation, validationText } from '../../../i18n';

/** A price as typed, with a decimal comma read as a point. */
export const typedPrice = (text: string) => text.replace(',', '.').trim();

/**
 * The take-profit and stop-loss fields, side by side, optional, each with core's error in place:
 * on the order form and in a position's TP/SL editor. Test ids are `<testId>-take-profit` and
 * `<testId>-stop-loss`.
 */
export const StopFields = ({
  takeProfit,
  stopLoss,
  errors,
  onTakeProfit,
  onStopLoss,
  testId,
}: {
  takeProfit: string;
  stopLoss: string;
  errors: {
    readonly takeProfit?: ValidationError | undefined;
    readonly stopLoss?: ValidationError | undefined;
  };
  onTakeProfit: (text: string) => void;
  onStopLoss: (text: string) => void;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <div className="futures-stops">
      <Field
        label={t('futures.takeProfit')}
        value={takeProfit}
        onValue={(text) => onTakeProfit(typedPrice(text))}
        error={validationText(t, errors.takeProfit)}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('futures.optional')}
        testId={`${testId}-take-profit`}
      />
      <Field
        label={t('futures.stopLoss')}
        value={stopLoss}
        onValue={(text) => onStopLoss(typedPrice(text))}
        error={validationText(t, errors.stopLoss)}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('futures.optional')}
        testId={`${testId}-stop-loss`}
      />
    </div>
  );
};
