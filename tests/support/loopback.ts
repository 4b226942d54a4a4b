/**
 * The `n`th loopback address (127.a.b.1): the source address of one simulated person (undici's
 * `Agent({ localAddress })`), so the server's per-address budgets see many people, not one.
 */
export const loopbackAddress = (n: number): string => `127.${Math.floor(n / 250) + 1}.${(n % 250) + 1}.1`;
