import { createExchange } from '@tessera/http-adapter';

/** The password of every user `registeredUser` makes. */
export const USER_PASSWORD = 'test-user-password-9';

/**
 * A new user of the server at `baseUrl`, signed up by username with the root invitation code and
 * credited `deposits` (asset → amount) by the operator; not signed in. Its name starts with `prefix`.
 */
export const registeredUser = async (
  baseUrl: string,
  operatorKey: string,
  { prefix = 'u', deposits = {} }: { prefix?: string; deposits?: Readonly<Record<string, string>> } = {},
): Promise<string> => {
  const name = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const operator = createExchange({ baseUrl, operatorKey });
  try {
    await operator.session.register({
      type: 'username',
      user_string: name,
      password: USER_PASSWORD,
      re_password: USER_PASSWORD,
      extension_code: 'TESSERA',
    });
    for (const [currency, amount] of Object.entries(deposits)) {
      await operator.wallet.operatorConfirmDeposit({
        user: name,
        currency,
        amount,
        reference: `deposit-${name}-${currency}`,
      });
    }
    return name;
  } finally {
    operator.close();
  }
};
