/**
 * Exact decimal arithmetic for invoice files: amounts are integer cents, unit prices and
 * quantities integer hundred-millionths (FatturaPA allows up to 8 decimals), so nothing is ever
 * a binary fraction.
 */
export const SCALE_8 = 100_000_000n;

/** `n / d` rounded half away from zero, for bigints. */
export const divRound = (n: bigint, d: bigint): bigint => {
  const negative = n < 0n !== d < 0n;
  const [a, b] = [n < 0n ? -n : n, d < 0n ? -d : d];
  const q = (2n * a + b) / (2n * b);
  return negative ? -q : q;
};

/** Cents as the file writes an amount: 3075 -> '30.75', -2049 -> '-20.49'. */
export const amountText = (cents: number): string => fixed(BigInt(cents), 2);

/** Hundred-millionths as a number of 2 to 8 decimals, trailing zeros beyond the second dropped: 150000000n -> '1.50'. */
export const decimalText = (e8: bigint): string => {
  const text = fixed(e8, 8);
  return text.replace(/(\.\d\d\d*?)0+$/, '$1');
};

const fixed = (value: bigint, decimals: number): string => {
  const sign = value < 0n ? '-' : '';
  const digits = (value < 0n ? -value : value).toString().padStart(decimals + 1, '0');
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
};

/** Parses a decimal of the file back to hundred-millionths (for the checks). */
export const parseDecimal = (text: string): bigint => {
  const match = /^(-?)(\d+)(?:\.(\d{1,8}))?$/.exec(text);
  if (!match) throw new RangeError(`Not a decimal: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const value = BigInt(whole!) * SCALE_8 + BigInt(fraction.padEnd(8, '0'));
  return sign ? -value : value;
};

/** Hundred-millionths to cents, half away from zero. */
export const e8ToCents = (e8: bigint): number => Number(divRound(e8, 1_000_000n));
