import { CHAT_TEXT_MAX, type ChatOutgoing, type ValidationError, validateChatMessage } from '@tessera/core';
import { type EitherLike, leftOf, rightOf } from '../../app/either';

/** The counter appears this many characters before the limit: earlier it is only noise. */
const COUNTER_LEAD = 100;

/** A draft's length as core counts it: characters (not UTF-16 units) of the trimmed text. */
export const draftLength = (text: string): number => [...text.trim()].length;

/** Whether the composer shows "used / max": near the limit, and past it. */
export const showsCounter = (length: number): boolean => length >= CHAT_TEXT_MAX - COUNTER_LEAD;

/**
 * What the composer makes of a draft: the message to send, or the reason it cannot go. An empty
 * draft has no reason shown (the send button is simply off); every other refusal of core's rule is
 * worded under the box as the user types.
 */
export const checkDraft = (
  text: string,
  image: string | null,
): { readonly message: ChatOutgoing | undefined; readonly problem: ValidationError | undefined } => {
  const checked: EitherLike<ValidationError, ChatOutgoing> = validateChatMessage({ text, image });
  const problem = leftOf(checked);
  return {
    message: rightOf(checked),
    problem: problem?.code === 'MESSAGES.CHAT_EMPTY' ? undefined : problem,
  };
};

/**
 * Whether a key press in the box sends: Enter alone, on a device with a keyboard. Shift+Enter is
 * a new line; so is Enter on a touch screen (its keyboard has no Shift, the send button is at
 * hand), and Enter that ends an input method's composition (Japanese, Chinese, Korean) only
 * confirms the characters.
 */
export const sendsOnEnter = (
  press: { readonly key: string; readonly shiftKey: boolean; readonly isComposing: boolean },
  touchScreen: boolean,
): boolean => press.key === 'Enter' && !press.shiftKey && !press.isComposing && !touchScreen;
