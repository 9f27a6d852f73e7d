import { ErrorCodes, it, PASSWORD_MIN } from '@lavagna/contracts';
import { weakPasswordMessage } from '@lavagna/web-kit';

export interface PasswordFormValues {
  currentPw: string;
  newPw: string;
  confirmPw: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordFormValues, string>>;

export interface PasswordApi {
  checkPassword(email: string, pw: string): Promise<unknown>;
  changePassword(id: string, pw: string, currentPw: string): Promise<unknown>;
}

/** The rules checked in the browser, each with the spec's Italian message. */
export const validatePasswordForm = (v: Partial<PasswordFormValues>): PasswordErrors => {
  const currentPw = v.currentPw ?? '';
  const newPw = v.newPw ?? '';
  const errors: PasswordErrors = {};
  if (!currentPw) errors.currentPw = it.account.currentPasswordWrong;
  if (newPw.length < PASSWORD_MIN) errors.newPw = it.signup.passwordShort;
  else if (currentPw && newPw === currentPw) errors.newPw = it.account.passwordSameAsCurrent;
  if ((v.confirmPw ?? '') !== newPw) errors.confirmPw = it.signup.passwordMismatch;
  return errors;
};

const codeOf = (error: unknown): string | undefined =>
  (error as { body?: { code?: string } } | null)?.body?.code;

/**
 * Verifies the current password on the server, then sets the new one.
 * Resolves with field errors to show, or null once the password is changed;
 * rejects on any other failure.
 */
export const submitPasswordChange = async (
  values: PasswordFormValues,
  who: { id: string; email: string },
  api: PasswordApi,
): Promise<PasswordErrors | null> => {
  const errors = validatePasswordForm(values);
  if (Object.keys(errors).length > 0) return errors;
  const weak = await weakPasswordMessage(values.newPw, { email: who.email });
  if (weak) return { newPw: weak };
  try {
    await api.checkPassword(who.email, values.currentPw);
  } catch {
    return { currentPw: it.account.currentPasswordWrong };
  }
  try {
    await api.changePassword(who.id, values.newPw, values.currentPw);
  } catch (error) {
    if (codeOf(error) === ErrorCodes.SAME_PASSWORD) return { newPw: it.account.passwordSameAsCurrent };
    if (codeOf(error) === ErrorCodes.PASSWORD_GUESSABLE) return { newPw: it.signup.passwordGuessable };
    if (codeOf(error) === ErrorCodes.CURRENT_PASSWORD_WRONG) return { currentPw: it.account.currentPasswordWrong };
    throw error;
  }
  return null;
};
