import type { UserView } from '@lavagna/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studentProfile } from '../../../../test/calendarFixtures';
import { json, renderApp } from '../../../../test/renderApp';

const MARCO: UserView = {
  ...studentProfile(),
  nameForReview: 'Marco R.',
  birthYear: 2007,
  modifiedByTeacher: false,
  tutor: null,
  residence: { region: 'Lombardia', province: 'MI' },
  school: null,
  pendingEmail: null,
  personalSettings: { isEmailConfirmed: true, isOneHourEmailActive: true, is48HoursEmailActive: true, reviewSent: false, privacyConsent: true, teacherEmailAlerts: null },
  createdAt: '2026-01-10T10:00:00.000Z',
} as UserView;

const GIVEN = { nome: 'Mario', cognome: 'Rossi', codiceFiscale: 'RSSMRA85T10F205R', indirizzo: 'Via Roma 1', cap: '20121', comune: 'Milano', provincia: 'MI' };

/** The student's API: the billing data as given, and what each PUT sent. */
function server() {
  const state = { billing: GIVEN as Record<string, string>, puts: [] as unknown[] };
  const answer = (url: string, init?: RequestInit) => {
    if (url.endsWith('/api/users/validate')) return json(200, studentProfile());
    if (url.endsWith('/api/users/get-student-info-for-data-modifier/s1')) return json(200, MARCO);
    if (url.endsWith('/api/users/s1/billing')) {
      if (init?.method !== 'PUT') return json(200, state.billing);
      const body = JSON.parse(String(init.body)) as Record<string, string>;
      state.puts.push(body);
      state.billing = body;
      return json(200, body);
    }
    return json(404, { message: 'Risorsa non trovata' });
  };
  return { state, answer };
}

describe('Dati di Fatturazione in Modifica Dati Personali', () => {
  it('shows the billing data, refuses a bad CAP in place without sending it, then saves the correction', async () => {
    const { state, answer } = server();
    await renderApp('/modifica-dati-personali', answer);
    const card = () => within(screen.getByRole('region', { name: 'Dati di Fatturazione' }));
    expect(await screen.findByText('RSSMRA85T10F205R')).toBeInTheDocument();
    expect(card().getByText('Milano (MI)')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Modifica Fatturazione' }));
    const form = await screen.findByRole('form', { name: 'Dati di Fatturazione' });
    expect(within(form).getByLabelText('Codice Fiscale')).toHaveValue('RSSMRA85T10F205R');
    const type = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type('Indirizzo', 'Via Garibaldi 7');
    type('CAP', '2012');
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByText('Il CAP è composto da 5 cifre')).toBeInTheDocument();
    expect(within(form).getByLabelText('Indirizzo')).toHaveValue('Via Garibaldi 7');
    expect(state.puts).toEqual([]);

    type('CAP', '20123');
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Dati di fatturazione salvati')).toBeInTheDocument();
    expect(state.puts).toEqual([{ ...GIVEN, indirizzo: 'Via Garibaldi 7', cap: '20123' }]);
    expect(await card().findByText('Via Garibaldi 7')).toBeInTheDocument();
    expect(card().getByText('20123')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Dati di Fatturazione' })).toBeNull();
  });
});
