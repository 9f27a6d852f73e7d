import { it as msg } from '@lavagna/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allDay, lesson, studentProfile } from '../../../../test/calendarFixtures';
import { json, renderApp } from '../../../../test/renderApp';

// Thursday 26 March 2026 in Rome: the grid shows Friday 27 to Tuesday 31 (jsdom is 1024 px wide: 5 days).
const NOW = new Date('2026-03-26T08:00:00.000Z');
// Monday 30 March 10:00-11:30 in Rome, paid.
const paid = lesson('L', '2026-03-30T08:00:00.000Z', '2026-03-30T09:30:00.000Z', true);

const server = (url: string) => {
  if (url.endsWith('/api/users/validate')) return json(200, studentProfile());
  if (url.includes('/api/users/availabilities')) return json(200, allDay);
  if (url.includes('/api/calendar/events?')) return json(200, [paid]);
  return json(404, { message: 'Risorsa non trovata' });
};

/** The cell with the focus, by its accessible name. */
const focused = () => document.activeElement?.getAttribute('aria-label');
/** What the grid's polite live region says now. */
const said = () => document.querySelector('[role="grid"] + [role="status"]')?.textContent?.trim();
const press = (key: string, init: Record<string, unknown> = {}) => {
  fireEvent.keyDown(document.activeElement!, { key, ...init });
};
const pressAll = (...keys: string[]) => keys.forEach((k) => press(k));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  localStorage.setItem('dontShowInstructions', 'true');
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

async function focusGrid() {
  await renderApp('/calendario', server);
  const first = await screen.findByLabelText('venerdì 27 marzo 08:00, libero');
  expect(document.querySelectorAll('[role="grid"] [tabindex="0"]')).toHaveLength(1);
  expect(first).toHaveAttribute('tabindex', '0');
  expect(document.querySelector('[role="grid"]')).toHaveAccessibleDescription(/^Da tastiera: con le frecce ti sposti tra gli orari/);
  act(() => first.focus());
}

describe('the student calendar by keyboard', () => {
  it('moves between half hours and days with the arrows, one tab stop following the focus', async () => {
    await focusGrid();
    pressAll('ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight');
    expect(focused()).toBe('sabato 28 marzo 10:00, libero');
    expect(document.activeElement).toHaveAttribute('tabindex', '0');
    expect(document.querySelectorAll('[role="grid"] [tabindex="0"]')).toHaveLength(1);
    pressAll('ArrowRight', 'ArrowRight');
    expect(focused()).toBe('lunedì 30 marzo 10:00, Lezione Confermata 10:00 - 11:30');
    press('ArrowDown');
    expect(focused()).toBe('lunedì 30 marzo 10:30, Lezione Confermata');
    press('ArrowUp');
    press('Enter');
    expect(said()).toBe('È una tua lezione: puoi spostarla o cancellarla da Gestisci le Tue Lezioni');
  });

  it('selects 60 minutes with Enter, extends and shortens by 30 with + and - within 60-120, clears with Escape', async () => {
    await focusGrid();
    pressAll('ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight', 'Enter');
    expect(said()).toBe('Selezione: sabato 28 marzo 10:00 - 11:00 (60 minuti)');
    expect(focused()).toBe('sabato 28 marzo 10:00, 10:00 - 11:00, Selezione');
    expect(document.activeElement).toHaveAttribute('aria-selected', 'true');
    press('+');
    expect(said()).toBe('Selezione: sabato 28 marzo 10:00 - 11:30 (90 minuti)');
    expect(screen.getByText('Prenotazione: 1,5 ore')).toBeInTheDocument();
    pressAll('+', '+');
    expect(said()).toBe(msg.calendar.badDuration);
    expect(screen.getByText('Prenotazione: 2 ore')).toBeInTheDocument();
    pressAll('-', '-', '-');
    expect(said()).toBe(msg.calendar.badDuration);
    expect(screen.getByText('Prenotazione: 1 ora')).toBeInTheDocument();
    press('ArrowRight');
    press('+');
    expect(said()).toBe('Nessuna lezione selezionata in questo giorno: premi Invio su una casella libera');
    press('Escape');
    expect(said()).toBe('Nessuna lezione selezionata');
    expect(screen.getByText('Prenotazione: 0 ore')).toBeInTheDocument();
  });

  it('says the domain rule when a second lesson is picked on the same day', async () => {
    await focusGrid();
    pressAll('Enter', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter');
    expect(said()).toBe(msg.calendar.oneLessonPerDay);
  });

  it('goes to the first and last day shown with Home and End, pages with the edges and weeks with PageUp/PageDown', async () => {
    await focusGrid();
    press('End');
    expect(focused()).toBe('martedì 31 marzo 08:00, libero');
    press('ArrowRight');
    expect(focused()).toBe('mercoledì 1 aprile 08:00, libero');
    expect(screen.getByLabelText('domenica 5 aprile 08:00, libero')).toBeInTheDocument();
    press('Home');
    expect(focused()).toBe('mercoledì 1 aprile 08:00, libero');
    press('ArrowLeft');
    expect(focused()).toBe('martedì 31 marzo 08:00, libero');
    press('PageDown');
    expect(focused()).toBe('martedì 7 aprile 08:00, libero');
    expect(screen.getByLabelText('venerdì 3 aprile 08:00, libero')).toBeInTheDocument();
    press('PageUp');
    expect(focused()).toBe('martedì 31 marzo 08:00, libero');
    // nothing before tomorrow: the page stays, so does the focus
    press('PageUp');
    expect(focused()).toBe('martedì 31 marzo 08:00, libero');
    press('End', { ctrlKey: true });
    expect(focused()).toBe('martedì 31 marzo 22:30, libero');
    press('Home', { ctrlKey: true });
    expect(focused()).toBe('venerdì 27 marzo 08:00, libero');
  });
});
