import { afterEach, describe, expect, it as test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { it } from '@lavagna/contracts';
import { authProvider } from './authProvider';
import { LoginPage } from './LoginPage';
import { i18nProvider } from '../i18n/i18nProvider';
import { callsTo, json, mockFetch } from '../test/fetchMock';

const student = { _id: 's2', identity: 'student', name: 'Giulia', surname: 'Bianchi' };

const renderLogin = () =>
  render(
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
      <LoginPage />
    </AdminContext>,
  );

const submit = (email: string, password: string) => {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the console login page', () => {
  test('offers email, password and Ricordami', () => {
    renderLogin();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByLabelText('Ricordami')).toBeTruthy();
  });

  test('checks the fields before calling the server', async () => {
    const fetch = mockFetch(() => json(401, { status: 401 }));
    renderLogin();
    submit('non-una-email', '');
    expect(await screen.findByText(it.auth.emailInvalidLogin)).toBeTruthy();
    expect(await screen.findByText(it.auth.passwordMissing)).toBeTruthy();
    expect(callsTo(fetch, '/api/users/check')).toHaveLength(0);
  });

  test('keeps a student out with the teacher-only message', async () => {
    mockFetch((url) => (url === '/api/users/check' ? json(200, { success: true, user: student }) : json(200, {})));
    renderLogin();
    submit('studente2@lavagna.test', 'Lavagna2026!');
    expect((await screen.findByRole('alert')).textContent).toContain(it.auth.teacherOnly);
  });

  test('marks the password when the server says it is wrong', async () => {
    mockFetch(() => json(400, { status: 400, code: 'AUTH.WRONG_PASSWORD', message: it.auth.wrongPassword }));
    renderLogin();
    submit('docente@lavagna.test', 'sbagliata');
    expect(await screen.findByText(it.auth.wrongPassword)).toBeTruthy();
  });

  test('marks both the email and the password when the server refuses them together', async () => {
    mockFetch(() => json(400, { status: 400, code: 'AUTH.BAD_CREDENTIALS', message: it.auth.badCredentials }));
    renderLogin();
    submit('docente@lavagna.test', 'sbagliata');
    expect(await screen.findByText(it.auth.badCredentials)).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });
});
