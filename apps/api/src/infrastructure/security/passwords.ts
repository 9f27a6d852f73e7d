import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

// argon2id (the library's default algorithm) with OWASP's second recommended setting.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

let stranger: Promise<string> | undefined;

/**
 * Verifies against the account's hash, or, when there is none (an unknown e-mail), against a
 * hash of a random password made once with the same algorithm and cost: the refusal then takes
 * as long as a wrong password's, so its time does not tell which addresses have an account.
 */
export const verifyPasswordOrNothing = async (passwordHash: string | null, password: string): Promise<boolean> => {
  if (passwordHash) return verifyPassword(passwordHash, password);
  stranger ??= hashPassword(randomBytes(32).toString('base64url'));
  await verifyPassword(await stranger, password);
  return false;
};
