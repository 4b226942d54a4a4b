import type { DataCipher } from './data-cipher.js';

/**
 * What a sealed column value is bound to: its table, its column and the row's owner. A value
 * copied to another column, or to another user's row, does not open.
 */
export const fieldContext = (table: string, column: string, owner: number | string): string =>
  `${table}.${column}:${owner}`;

/** Applies `transform` to every field of a record of text columns, with the field's context. */
const eachField = <T extends Record<string, string>>(
  table: string,
  owner: number | string,
  fields: T,
  transform: (value: string, context: string) => string,
): T =>
  Object.fromEntries(
    Object.entries(fields).map(([column, value]) => [
      column,
      transform(value, fieldContext(table, column, owner)),
    ]),
  ) as T;

/** Seals every field of a record of text columns, each bound to its column and the owner. */
export const sealFields = <T extends Record<string, string>>(
  cipher: DataCipher,
  table: string,
  owner: number | string,
  fields: T,
): T => eachField(table, owner, fields, (value, context) => cipher.sealText(value, context));

/** Opens what `sealFields` sealed (values from before encryption pass through). */
export const openFields = <T extends Record<string, string>>(
  cipher: DataCipher,
  table: string,
  owner: number | string,
  fields: T,
): T => eachField(table, owner, fields, (value, context) => cipher.openText(value, context));

/** The form a document number is compared in: without case, spaces or dashes (as migration 0004 did). */
export const normalizedDocument = (cardId: string): string => cardId.replace(/[\s-]/g, '').toUpperCase();

/** The blind index "one document, one account" is checked on. */
export const documentIndex = (cipher: DataCipher, cardId: string): string =>
  cipher.blindIndex('verification_submissions.document', normalizedDocument(cardId));
