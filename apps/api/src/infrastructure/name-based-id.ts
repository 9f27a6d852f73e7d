import { createHash } from 'node:crypto';

/** A name-based UUID (version 5 layout, SHA-256): the same name always gives the same id. */
export const nameBasedId = (name: string): string => {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
