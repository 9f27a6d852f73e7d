import { isEmail, it } from '@lavagna/contracts';

export type LoginErrors = { email?: string; pw?: string };

/** 'Email non inserita', 'Inserisci una email valida', 'Password non inserita'. */
export function validateLogin(email: string, pw: string, withPassword = true): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = it.auth.emailMissing;
  else if (!isEmail(email)) errors.email = it.auth.emailInvalidLogin;
  if (withPassword && !pw) errors.pw = it.auth.passwordMissing;
  return errors;
}
