import { type CodeScene, type Failure, type ValidationError, validateCodeRequest } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { leftOf, rightOf } from '../app/either';
import { useOwnedActor, useTessera } from '../app/services';
import { useTranslation } from '../i18n';

export type SendCodePhase = 'ready' | 'sending' | 'coolingDown';

export interface CodeSenderView {
  readonly phase: SendCodePhase;
  readonly secondsLeft: number;
  readonly failure: Failure | null;
  /** The address core's rule refused when "send code" was pressed, until it is edited. */
  readonly addressError: ValidationError | undefined;
  /** Checks the address with core's rule and sends, or keeps the refusal in `addressError`. */
  readonly send: (channel: 'email' | 'mobile', to: string, areaCode: string, scene: CodeScene) => void;
  /** Call when the address (or the channel) changes: the old refusal no longer applies. */
  readonly clearAddressError: () => void;
}

/** One "send code" button's machine (core's codeSenderMachine), owned by the form that shows it. */
export const useCodeSender = (): CodeSenderView => {
  const tessera = useTessera();
  const sender = useOwnedActor(tessera.createCodeSender);
  const phase = useSelector(
    sender,
    (snapshot): SendCodePhase =>
      snapshot === undefined || snapshot.matches('ready')
        ? 'ready'
        : snapshot.matches('sending')
          ? 'sending'
          : 'coolingDown',
  );
  const secondsLeft = useSelector(sender, (snapshot) => snapshot?.context.secondsLeft ?? 0);
  const failure = useSelector(sender, (snapshot) => snapshot?.context.failure ?? null);
  const [addressError, setAddressError] = useState<ValidationError>();
  const send: CodeSenderView['send'] = (channel, to, areaCode, scene) => {
    const checked = validateCodeRequest(channel, to, areaCode, scene);
    const request = rightOf(checked);
    if (request !== undefined) sender?.send({ type: 'code.send', request });
    setAddressError(leftOf(checked));
  };
  const clearAddressError = () => setAddressError(undefined);
  return { phase, secondsLeft, failure, addressError, send, clearAddressError };
};

/** The button inside the code field: "Send code", "Sending…", then a 60 s countdown. */
export const SendCodeButton = ({
  view,
  onPress,
  testId = 'send-code',
}: {
  view: CodeSenderView;
  onPress: () => void;
  testId?: string;
}) => {
  const { t } = useTranslation();
  const label =
    view.phase === 'sending'
      ? t('auth.sending')
      : view.phase === 'coolingDown'
        ? t('auth.resendIn', { seconds: view.secondsLeft })
        : t('auth.sendCode');
  return (
    <button
      type="button"
      className="field__addon-text"
      onClick={onPress}
      disabled={view.phase !== 'ready'}
      data-testid={testId}
      data-phase={view.phase}
    >
      {label}
    </button>
  );
};
