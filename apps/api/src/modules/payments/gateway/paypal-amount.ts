/** PayPal's amount string ("37.50") of integer euro cents; no floating point on the way. */
export const centsToPayPal = (cents: number): string => {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`not an amount in cents: ${cents}`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
};

/** Integer cents of PayPal's amount string ("37.50", "37.5", "37"). */
export const payPalToCents = (value: string): number => {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new Error(`not a PayPal amount: ${value}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
};
