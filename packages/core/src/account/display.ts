/** How many of an account number's last characters stay readable once masked. */
const SHOWN_CHARACTERS = 4;

/**
 * A saved bank account as the app shows it: only its last four significant characters. Spaces and
 * dashes are how banks group digits for reading, not part of the number, so they are skipped.
 *
 * @example maskBankAccount('DE89 3704 0044 0532 0130 00') // '•••• 3000'
 * @example maskBankAccount('6222-0200-1234-5678')         // '•••• 5678'
 */
export const maskBankAccount = (account: string): string =>
  `•••• ${account.replace(/[\s-]/g, '').slice(-SHOWN_CHARACTERS)}`;
