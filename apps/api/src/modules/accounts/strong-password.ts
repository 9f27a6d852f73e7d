import { problemMessages } from '@lavagna/contracts';
import { passwordProblem, type PasswordOwner } from '@lavagna/domain';
import { problem } from '../../infrastructure/http/problem.js';

/**
 * The domain's password rule as the API's refusal: 400 with the Italian reason on the field that
 * holds the new password (`pw` unless said), before anything is hashed or recorded.
 */
export const assertStrongPassword = async (password: string, owner: PasswordOwner, path = 'pw'): Promise<void> => {
  const code = await passwordProblem(password, owner);
  if (code) throw problem(400, code, undefined, [{ path, message: problemMessages[code] }]);
};
