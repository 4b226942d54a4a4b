import { createHttpClient, memoryStorage } from '@tessera/http-adapter';
import * as E from 'fp-ts/lib/Either.js';

const PASSWORD = 'bench-password-7';

/**
 * Signs a new user up on `serverUrl` through the app's client; `login` signs them in once and
 * throws on any failure, so a bench times only successful round trips.
 */
export const benchUser = async (serverUrl: string) => {
  const client = createHttpClient({ baseUrl: serverUrl, storage: memoryStorage() });
  const user = `bench_${Date.now().toString(36)}`;
  const registered = await client.register({
    user_string: user,
    password: PASSWORD,
    re_password: PASSWORD,
    extension_code: 'TESSERA',
    type: 'username',
  })();
  if (E.isLeft(registered)) throw new Error(`register failed: ${JSON.stringify(registered.left)}`);
  const login = async () => {
    const result = await client.login({ user_string: user, password: PASSWORD })();
    if (E.isLeft(result)) throw new Error(`login failed: ${JSON.stringify(result.left)}`);
  };
  return { user, password: PASSWORD, login };
};
