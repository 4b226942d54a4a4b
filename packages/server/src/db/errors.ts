/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or undefined for any other error.
 * pg and PGlite both report `code` and `constraint` the way PostgreSQL sends them.
 */
export const violatedUniqueConstraint = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code !== '23505') return undefined;
  return typeof constraint === 'string' ? constraint : '';
};

/** Whether an error is a foreign key violation (SQLSTATE 23503): a row named by another went, or never was. */
export const isForeignKeyViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';
