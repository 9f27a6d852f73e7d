import { problemMessages } from '@lavagna/contracts';
import { passwordProblem, type PasswordOwner } from '@lavagna/domain';

/**
 * The domain's password rule, worded for a form: the Italian reason, or null. The estimator's
 * dictionaries arrive in a chunk of their own the first time a form asks; the server decides anyway.
 */
export const weakPasswordMessage = async (password: string, owner: PasswordOwner = {}): Promise<string | null> => {
  const code = await passwordProblem(password, owner);
  return code ? problemMessages[code] : null;
};
