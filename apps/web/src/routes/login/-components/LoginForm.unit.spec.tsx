import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp } from '../../../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

const visitor = (check: () => Response) => (url: string) => {
  if (url.endsWith('/api/users/check')) return check();
  return json(401, { message: 'Sessione scaduta, accedi di nuovo' });
};

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));

describe('login page', () => {
  it('says what is missing or malformed before calling the server', async () => {
    const { fetch } = await renderApp('/login', visitor(() => json(500, {})));
    submit();
    expect(await screen.findByText('Email non inserita')).toBeInTheDocument();
    expect(screen.getByText('Password non inserita')).toBeInTheDocument();

    fill(/^Email/, 'giulia@');
    submit();
    expect(await screen.findByText('Inserisci una email valida')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/check'))).toBe(false);
  });

  it('marks both fields with the one message when the server refuses the e-mail and password together', async () => {
    await renderApp('/login', visitor(() => json(400, { status: 400, code: 'AUTH.BAD_CREDENTIALS', message: 'Email o password non corretti' })));
    fill(/^Email/, 'giulia@example.it');
    fill(/^Password/, 'qualcosa1');
    submit();
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Email o password non corretti')).toHaveLength(1);
  });

  it("warns 'Autenticazione Necessaria' when coming from the calendar", async () => {
    await renderApp('/login?redirect=%2Fcalendario', visitor(() => json(500, {})));
    expect(await screen.findByText('Autenticazione Necessaria')).toBeInTheDocument();
  });

  it('goes to the redirect after a successful login', async () => {
    const profile = { isAuthenticated: true, userId: 'u1', identity: 'student', name: 'Giulia', surname: 'Bianchi', fullName: 'Giulia Bianchi', linkMeet: '', classesDone: 0, reviewSent: false };
    const { router } = await renderApp('/login?redirect=%2Flista-coupon', visitor(() => json(200, { success: true, user: profile })));
    fill(/^Email/, 'giulia@example.it');
    fill(/^Password/, 'qualcosa1');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/lista-coupon'));
    expect(await screen.findByText('Login effettuato con successo')).toBeInTheDocument();
  });
});
