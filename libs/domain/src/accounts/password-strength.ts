import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** Why a new password is refused; the API and both apps word each code from the contracts' catalogue. */
export const PasswordErrors = {
  tooShort: 'PASSWORD.TOO_SHORT',
  guessable: 'PASSWORD.GUESSABLE',
} as const;
export type PasswordProblem = (typeof PasswordErrors)[keyof typeof PasswordErrors];

export const PASSWORD_MIN_LENGTH = 8;

/**
 * zxcvbn's score 3: about 10^8 guesses or more ("safely unguessable" in its authors' words), what
 * NIST SP 800-63B and ASVS 5.0 (6.2.4, 6.2.11) ask of a blocklist of guessable passwords. Score 4
 * would refuse passphrases of three common words; 2 lets `juventus2024!` through.
 */
export const PASSWORD_MIN_SCORE = 3;

/** Who chooses the password: their own address and names are the first words a guesser tries. */
export interface PasswordOwner {
  email?: string | null;
  name?: string | null;
  surname?: string | null;
}

/**
 * The words of the owner zxcvbn should know: the address, its local part and its pieces, the names
 * and their pairings with the separators people use (`mario.rossi`, `rossimario`). zxcvbn matches
 * each input whole, so `mario.rossi2008` is caught only if `mario.rossi` is one of them.
 */
export const ownerWords = ({ email, name, surname }: PasswordOwner): string[] => {
  const lower = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();
  const address = lower(email);
  const local = address.split('@')[0] ?? '';
  const names = [lower(name), lower(surname)].filter(Boolean);
  const pairs = names.length === 2 ? ['', '.', '_', '-', ' '].flatMap((sep) => [names.join(sep), [...names].reverse().join(sep)]) : [];
  const words = [address, local, ...local.split(/[^\p{L}\p{N}]+/u), ...names, ...names.flatMap((n) => n.split(/\s+/)), ...pairs];
  return [...new Set(words.filter((w) => w.length >= 3))];
};

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn-ts with the common passwords, the keyboard patterns and the Italian words, names and
 * surnames. Loaded once, on first use, with dynamic imports: its dictionaries weigh about a
 * megabyte, so the web apps fetch them in a chunk of their own only when a password is chosen.
 */
const loadEstimator = (): Promise<ZxcvbnFactory> =>
  (estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-it')]).then(
    ([core, common, italian]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...italian.dictionary },
        graphs: common.adjacencyGraphs,
        translations: italian.translations,
      }),
  ));

/**
 * Why this new password may not be used, or null: at least PASSWORD_MIN_LENGTH characters, and
 * not guessable (zxcvbn score below PASSWORD_MIN_SCORE) from common passwords, Italian words,
 * names, dates, keyboard runs or the owner's own address and names. The one rule of every place a
 * password is chosen (sign-up, change, recovery, the teacher's account); the server is the judge,
 * the forms ask first.
 */
export const passwordProblem = async (password: string, owner: PasswordOwner = {}): Promise<PasswordProblem | null> => {
  if ([...password].length < PASSWORD_MIN_LENGTH) return PasswordErrors.tooShort;
  const zxcvbn = await loadEstimator();
  return zxcvbn.check(password, ownerWords(owner)).score < PASSWORD_MIN_SCORE ? PasswordErrors.guessable : null;
};
