/**
 * JSON with keys sorted at every level: the same value gives the same text however its keys were
 * ordered, so a hash of it can be recomputed by anyone from the value alone.
 *
 * @example canonicalJson({ b: 1, a: [true, null] }) // '{"a":[true,null],"b":1}'
 */
export const canonicalJson = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonicalJson).join(',')}]`
    : typeof value === 'object' && value !== null
      ? `{${Object.entries(value)
          .filter(([, item]) => item !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`)
          .join(',')}}`
      : JSON.stringify(value);

/**
 * SHA-256 of a text's UTF-8 bytes, hex. @noble/hashes is loaded on first use, so a first screen
 * does not carry it; the same code runs in the browser and on the server.
 */
export const sha256Hex = async (text: string): Promise<string> => {
  const [{ sha256 }, { bytesToHex, utf8ToBytes }] = await Promise.all([
    import('@noble/hashes/sha2.js'),
    import('@noble/hashes/utils.js'),
  ]);
  return bytesToHex(sha256(utf8ToBytes(text)));
};
