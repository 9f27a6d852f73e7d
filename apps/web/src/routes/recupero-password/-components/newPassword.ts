import { it, PASSWORD_MIN } from '@lavagna/contracts';

export type NewPasswordErrors = { pw?: string; pwConfirm?: string };

/** At least 8 characters, and the confirmation must match. */
export function validateNewPassword(pw: string, pwConfirm: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (pw.length < PASSWORD_MIN) errors.pw = it.signup.passwordShort;
  if (pwConfirm !== pw) errors.pwConfirm = it.signup.passwordMismatch;
  return errors;
}
