import { randomBytes } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** 'LV-7KQ2-M9XD': 40 random bits in an alphabet without look-alikes, unguessable. */
export const newCouponCode = (): string => {
  const chars = [...randomBytes(8)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `LV-${chars.slice(0, 4)}-${chars.slice(4, 8)}`;
};
