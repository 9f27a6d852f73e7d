/**
 * Search-parameter checks for route configs. Plain functions rather than zod: every route config
 * loads with every page (the public site included), and zod would add about 50 KB to that first load.
 */

/** A text value, else absent. */
export const optionalText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** One of `values`, else absent. */
export const optionalOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): T | undefined =>
    values.find((v) => v === value);
