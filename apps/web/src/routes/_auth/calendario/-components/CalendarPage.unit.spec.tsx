import { it as msg } from '@lavagna/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allDay, lesson, studentProfile } from '../../../../test/calendarFixtures';
import { json, renderApp } from '../../../../test/renderApp';

// Thursday 26 March 2026, 09:00 in Rome: the grid starts on Friday 27 (jsdom is 1024 px wide: 5 days).
const NOW = new Date('2026-03-26T08:00:00.000Z');
// Monday 30 March 10:00-11:30 in Rome (summer time from Sunday 29).
const paid = lesson('L', '2026-03-30T08:00:00.000Z', '2026-03-30T09:30:00.000Z', true);

/** The lessons of the `from`/`to` range the calendar asked for, as the API answers. */
const inRange = (url: string, events: { start: string; end: string }[]) => {
  const q = new URL(url, 'http://localhost').searchParams;
  return events.filter((e) => e.end > q.get('from')! && e.start < q.get('to')!);
};
const eventReads = (fetch: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }) =>
  fetch.mock.calls
    .filter(([url]) => String(url).includes('/api/calendar/events?'))
    .map(([url, init]) => {
      const q = new URL(String(url), 'http://localhost').searchParams;
      return `${q.get('from')} ${q.get('to')} ${init?.cache}`;
    });

function server(profile = studentProfile()) {
  return (url: string, init?: RequestInit) => {
    if (url.endsWith('/api/users/validate')) return json(200, profile);
    if (url.includes('/api/users/availabilities')) return json(200, allDay);
    if (url.includes('/api/calendar/events?')) return json(200, inRange(url, [paid]));
    if (url.includes('/api/calendar/personalevents')) return json(200, [paid]);
    if (init?.method === 'PUT') return json(200, { success: true, event: paid });
    return json(404, { message: 'Risorsa non trovata' });
  };
}

// Text and label queries: role queries over the 150 grid cells are slow in jsdom.
const cell = (name: string) => screen.getByLabelText(`${name}, libero`);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

const optOut = () => localStorage.setItem('dontShowInstructions', 'true');
const instructions = () => screen.queryByRole('dialog', { name: 'Funzionalità del Sito' });

describe('the student calendar', () => {
  beforeEach(optOut);

  it('starts tomorrow and shows own lessons by payment status', async () => {
    await renderApp('/calendario', server());
    expect(await screen.findByText('Venerdì')).toBeInTheDocument();
    expect(screen.getByText('marzo 2026')).toBeInTheDocument();
    expect(screen.getByLabelText('lunedì 30 marzo 10:00, Lezione Confermata 10:00 - 11:30')).toBeInTheDocument();
    expect(screen.getByText('Oggi')).toBeDisabled();
  });

  it('reads the shown week and prefetches the next, revalidating with the ETag; the arrows reuse them', async () => {
    const { fetch } = await renderApp('/calendario', server());
    expect(await screen.findByText('Venerdì')).toBeInTheDocument();
    // Rome midnights: 27 March (winter time) to 3 April, then to 10 April (summer time).
    const week1 = '2026-03-26T23:00:00.000Z 2026-04-02T22:00:00.000Z no-cache';
    const week2 = '2026-04-02T22:00:00.000Z 2026-04-09T22:00:00.000Z no-cache';
    await waitFor(() => expect(eventReads(fetch)).toEqual([week1, week2]));
    // Five columns: 1-5 April straddle both weeks, already read; the week after is prefetched.
    fireEvent.click(screen.getByLabelText('Giorni successivi', { selector: 'button' }));
    expect(await screen.findByLabelText('mercoledì 1 aprile 10:00, libero')).toBeInTheDocument();
    await waitFor(() => expect(eventReads(fetch)).toEqual([week1, week2, '2026-04-09T22:00:00.000Z 2026-04-16T22:00:00.000Z no-cache']));
    fireEvent.click(screen.getByLabelText('Giorni precedenti', { selector: 'button' }));
    expect(await screen.findByLabelText('lunedì 30 marzo 10:00, Lezione Confermata 10:00 - 11:30')).toBeInTheDocument();
    expect(eventReads(fetch)).toHaveLength(3);
  });

  it('sums the picks and asks for a confirmed email before the payment', async () => {
    await renderApp('/calendario', server(studentProfile({ personalSettings: { isEmailConfirmed: false } })));
    fireEvent.click(await screen.findByLabelText('venerdì 27 marzo 15:00, libero'));
    fireEvent.click(cell('sabato 28 marzo 09:00'));
    fireEvent.click(cell('sabato 28 marzo 10:00'));
    expect(screen.getByText('Prenotazione: 2,5 ore')).toBeInTheDocument();
    expect(screen.getByText('Totale: 62,50 € (IVA inclusa)')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Vai al pagamento'));
    expect(await screen.findByText('Devi confermare la tua email prima di procedere')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Cancella tutte le selezioni'));
    expect(screen.getByText('Prenotazione: 0 ore')).toBeInTheDocument();
  });

  it('where an unconfirmed address is refused, sends the confirmation e-mail again and says so in Italian', async () => {
    const base = server(studentProfile({ personalSettings: { isEmailConfirmed: false } }));
    const asked: unknown[] = [];
    await renderApp('/calendario', (url: string, init?: RequestInit) => {
      if (url.endsWith('/api/users/confirmation-email') && init?.method === 'POST') {
        asked.push(JSON.parse(String(init.body)));
        return json(200, { success: true });
      }
      return base(url, init);
    });
    fireEvent.click(await screen.findByLabelText('venerdì 27 marzo 15:00, libero'));
    fireEvent.click(screen.getByText('Vai al pagamento'));
    const dialog = await screen.findByRole('dialog', { name: 'Devi confermare la tua email prima di procedere' });
    fireEvent.click(within(dialog).getByRole('button', { name: "Invia di nuovo l'email di conferma" }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      "Ti abbiamo inviato una nuova email di conferma a marco@example.it: apri il link che contiene, poi torna qui. Il link ricevuto prima non vale più.",
    );
    expect(asked).toEqual([{ email: 'marco@example.it' }]);
    expect(within(dialog).queryByRole('button', { name: "Invia di nuovo l'email di conferma" })).toBeNull();
  });

  it('says when the confirmation e-mail cannot be sent: the server\'s word, else the catalogue\'s', async () => {
    const base = server(studentProfile({ personalSettings: { isEmailConfirmed: false } }));
    await renderApp('/calendario', (url: string, init?: RequestInit) =>
      url.endsWith('/api/users/confirmation-email') ? json(500, { message: 'errore interno' }) : base(url, init),
    );
    fireEvent.click(await screen.findByLabelText('venerdì 27 marzo 15:00, libero'));
    fireEvent.click(screen.getByText('Vai al pagamento'));
    const dialog = await screen.findByRole('dialog', { name: 'Devi confermare la tua email prima di procedere' });
    fireEvent.click(within(dialog).getByRole('button', { name: "Invia di nuovo l'email di conferma" }));
    expect(await within(dialog).findByText('La mail di conferma non è stata inviata correttamente')).toBeInTheDocument();
  });

  it('shows the server\'s refusal as is: too many lessons already awaiting payment', async () => {
    const refuse = server();
    await renderApp('/calendario', (url: string, init?: RequestInit) =>
      init?.method === 'POST' && url.endsWith('/api/calendar/events')
        ? json(409, { status: 409, code: 'CALENDAR.TOO_MANY_HELD', message: msg.calendar.tooManyHeld })
        : refuse(url, init),
    );
    fireEvent.click(await screen.findByLabelText('venerdì 27 marzo 15:00, libero'));
    fireEvent.click(screen.getByText('Vai al pagamento'));
    expect(await screen.findByText(msg.calendar.tooManyHeld)).toBeInTheDocument();
  });

  it('moves a paid lesson: same length, Conferma, then the success modal with old and new time', async () => {
    sessionStorage.setItem('lavagna.reschedule', JSON.stringify(paid));
    const { fetch, router } = await renderApp('/calendario?modifica=L', server());
    expect(await screen.findByLabelText('lunedì 30 marzo 10:00, In modifica 10:00 - 11:30')).toBeInTheDocument();
    expect(screen.getByText('Scegli un orario')).toBeInTheDocument();

    fireEvent.click(cell('venerdì 27 marzo 09:00'));
    fireEvent.click(cell('martedì 31 marzo 15:00'));
    expect(screen.getByText('Martedì 31 marzo 2026, 15:00 - 16:30')).toBeInTheDocument();
    // one pick: a block, its three half hours selected and named by it
    expect(document.querySelectorAll('[data-block][data-kind="pick"]')).toHaveLength(1);
    expect(screen.getAllByLabelText(/, 15:00 - 16:30, Selezione$/).map((c) => c.getAttribute('aria-selected'))).toEqual(['true', 'true', 'true']);

    fireEvent.click(screen.getByText('Conferma'));
    const dialog = screen.getByLabelText('Confermi il cambio di data e/o ora della lezione?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/gestisci-le-tue-lezioni'));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toMatch(/\/api\/calendar\/events\/L$/);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ start: '2026-03-31T13:00:00.000Z', end: '2026-03-31T14:30:00.000Z' });
    const modal = await screen.findByLabelText('Lezione spostata');
    expect(within(modal).getByText('La lezione è stata spostata con successo. Ricarica la pagina per visualizzare le modifiche')).toBeInTheDocument();
    expect(within(modal).getByText('Lunedì 30 marzo 2026, 10:00 - 11:30')).toBeInTheDocument();
    expect(within(modal).getByText('Martedì 31 marzo 2026, 15:00 - 16:30')).toBeInTheDocument();
    expect(sessionStorage.getItem('lavagna.reschedule')).toBeNull();
  });
});

describe('the instructions overlay on the calendar', () => {
  it('opens by itself on a first visit, with the warning to read it to the end', async () => {
    await renderApp('/calendario', server());
    const dialog = await screen.findByRole('dialog', { name: 'Funzionalità del Sito' });
    expect(within(dialog).getByText(/^È la tua prima visita: leggi le istruzioni fino all’ultimo passo/)).toBeInTheDocument();
    expect(within(dialog).getByText('Passo 1 di 7')).toBeInTheDocument();
  });

  it("stays closed once the student chose 'Non mostrare più'", async () => {
    optOut();
    await renderApp('/calendario', server());
    expect(await screen.findByText('Venerdì')).toBeInTheDocument();
    expect(instructions()).toBeNull();
  });

  it('stays closed while a lesson is being moved, even on a first visit', async () => {
    sessionStorage.setItem('lavagna.reschedule', JSON.stringify(paid));
    await renderApp('/calendario?modifica=L', server());
    expect(await screen.findByText('Scegli un orario')).toBeInTheDocument();
    expect(instructions()).toBeNull();
  });

  it("opens from 'Come funziona' and from the menu item 'Funzionalità del Sito'", async () => {
    optOut();
    await renderApp('/calendario', server());
    fireEvent.click(await screen.findByText('Come funziona'));
    const dialog = await screen.findByRole('dialog', { name: 'Funzionalità del Sito' });
    expect(within(dialog).getByRole('checkbox', { name: 'Non mostrare più' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Chiudi le istruzioni' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ho capito' }));
    await waitFor(() => expect(instructions()).toBeNull());

    fireEvent.click(screen.getByLabelText(/^Menu utente/));
    fireEvent.click(await screen.findByText('Funzionalità del Sito'));
    expect(await screen.findByRole('dialog', { name: 'Funzionalità del Sito' })).toBeInTheDocument();
  });
});
