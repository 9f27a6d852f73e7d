import { describe, expect, it as test, vi } from 'vitest';
import { it } from '@lavagna/contracts';
import { HttpError } from 'react-admin';
import { submitPasswordChange, validatePasswordForm } from './passwordChange';

const who = { id: 't1', email: 'docente@lavagna.test' };
const ok = { currentPw: 'Lavagna2026!', newPw: 'NuovaPassword-1', confirmPw: 'NuovaPassword-1' };
const api = (overrides: Partial<{ checkPassword: () => Promise<unknown>; changePassword: () => Promise<unknown> }> = {}) => ({
  checkPassword: vi.fn(overrides.checkPassword ?? (() => Promise.resolve({ success: true }))),
  changePassword: vi.fn(overrides.changePassword ?? (() => Promise.resolve({ success: true }))),
});

describe('the password change form', () => {
  test('asks for the current password', () => {
    expect(validatePasswordForm({ ...ok, currentPw: '' }).currentPw).toBe('Inserisci correttamente la tua password');
  });

  test('wants a new password of at least 8 characters', () => {
    expect(validatePasswordForm({ ...ok, newPw: 'corta', confirmPw: 'corta' }).newPw).toBe(
      'La password deve essere lunga almeno 8 caratteri',
    );
  });

  test('wants the confirmation to match', () => {
    expect(validatePasswordForm({ ...ok, confirmPw: 'Diversa123' }).confirmPw).toBe('Le password non coincidono');
  });

  test('wants the new password to differ from the current one', () => {
    expect(validatePasswordForm({ currentPw: 'Lavagna2026!', newPw: 'Lavagna2026!', confirmPw: 'Lavagna2026!' }).newPw).toBe(
      "La nuova password deve essere diversa dall'attuale",
    );
  });

  test('accepts a valid change', () => {
    expect(validatePasswordForm(ok)).toEqual({});
  });
});

describe('when the teacher submits a password change', () => {
  test('verifies the current password first and stops when it is wrong', async () => {
    const fake = api({ checkPassword: () => Promise.reject(new HttpError(it.account.currentPasswordWrong, 400, {})) });
    await expect(submitPasswordChange(ok, who, fake)).resolves.toEqual({ currentPw: 'Inserisci correttamente la tua password' });
    expect(fake.checkPassword).toHaveBeenCalledWith('docente@lavagna.test', 'Lavagna2026!');
    expect(fake.changePassword).not.toHaveBeenCalled();
  });

  test('does not call the server while the form is invalid', async () => {
    const fake = api();
    await expect(submitPasswordChange({ ...ok, confirmPw: 'x' }, who, fake)).resolves.toEqual({
      confirmPw: 'Le password non coincidono',
    });
    expect(fake.checkPassword).not.toHaveBeenCalled();
  });

  test('refuses a guessable new password with the reason, before calling the server', async () => {
    const fake = api();
    await expect(submitPasswordChange({ ...ok, newPw: 'juventus2024', confirmPw: 'juventus2024' }, who, fake)).resolves.toEqual({
      newPw: 'La password è troppo facile da indovinare: evita parole comuni, nomi, date e sequenze come 1234, oppure usa una frase di più parole',
    });
    expect(fake.checkPassword).not.toHaveBeenCalled();
  });

  test('sets the new password with the current one', async () => {
    const fake = api();
    await expect(submitPasswordChange(ok, who, fake)).resolves.toBeNull();
    expect(fake.changePassword).toHaveBeenCalledWith('t1', 'NuovaPassword-1', 'Lavagna2026!');
  });

  test('shows the server refusal of a password equal to the current one', async () => {
    const refusal = new HttpError(it.account.passwordSameAsCurrent, 400, { code: 'ACCOUNT.SAME_PASSWORD' });
    const fake = api({ changePassword: () => Promise.reject(refusal) });
    await expect(submitPasswordChange(ok, who, fake)).resolves.toEqual({
      newPw: "La nuova password deve essere diversa dall'attuale",
    });
  });
});
