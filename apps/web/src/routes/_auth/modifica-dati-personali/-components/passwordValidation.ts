import { it, PASSWORD_MIN } from '@lavagna/contracts';

export interface PasswordValues {
  currentPw: string;
  pw: string;
  pwConfirm: string;
}
export type PasswordErrors = Partial<Record<keyof PasswordValues, string>>;

/** New password: 8+ characters, confirmed, different from the current one. */
export function validatePasswordChange({ currentPw, pw, pwConfirm }: PasswordValues): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!currentPw) errors.currentPw = it.account.currentPasswordWrong;
  if (pw.length < PASSWORD_MIN) errors.pw = it.signup.passwordShort;
  else if (pw === currentPw) errors.pw = it.account.passwordSameAsCurrent;
  if (pwConfirm !== pw) errors.pwConfirm = it.signup.passwordMismatch;
  return errors;
}
