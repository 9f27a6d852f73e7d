import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studentProfile } from '../../../../test/calendarFixtures';
import { json, renderApp } from '../../../../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

const TEXT = 'Con queste lezioni ho capito finalmente le derivate e gli integrali, e adesso studio da solo con molta più sicurezza di prima.';

describe('after a review is sent', () => {
  it('the personal page and the menu no longer offer Lascia una Recensione', async () => {
    let sent = false;
    const { router } = await renderApp('/lascia-una-recensione', async (url, init) => {
      if (url.endsWith('/api/users/validate')) return json(200, studentProfile({ classesDone: 3, reviewSent: sent, nameForReview: '' }));
      if (url.endsWith('/api/reviews') && init?.method === 'POST') {
        sent = true;
        return json(200, { _id: 'r1', name: 'Marco R.', description: 'Liceo', text: TEXT, rank: null });
      }
      if (url.includes('/api/calendar/personalevents')) return json(200, []);
      if (url.includes('/api/coupon/get-coupons/')) return json(200, { data: [] });
      return json(404, { message: 'Risorsa non trovata' });
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /Il tuo nome|Nome/ }), { target: { value: 'Marco R.' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Che cosa stai studiando/ }), { target: { value: 'Liceo Scientifico, 5° Anno' } });
    fireEvent.change(screen.getByRole('textbox', { name: /La tua recensione/ }), { target: { value: TEXT } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia la recensione' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Invia la recensione' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Recensione inviata con successo');

    // The student goes to the personal page at once (or the redirect takes them there).
    await router.navigate({ to: '/personalpage' });
    const area = await screen.findByRole('navigation', { name: 'La tua area' });
    await waitFor(() => expect(within(area).getByRole('link', { name: 'Gestisci le Tue Lezioni' })).toBeInTheDocument());
    expect(within(area).queryByRole('link', { name: 'Lascia una Recensione' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Lascia una Recensione' })).toBeNull();
  });
});
