import type { CalendarEvent } from '@lavagna/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spokenWarning } from '../components/payment/HoldCountdown';
import { LapsedHoldsNotice } from '../components/lessons/LapsedHoldsNotice';
import { lesson } from '../test/calendarFixtures';
import { followHolds, holdsStore, toPayLabel } from './holds';

// Held at 15:27 in Rome on Thursday 3 December 2026, until 15:42 (14:42 UTC).
const held = (id: string): CalendarEvent => ({
  ...lesson(id, '2026-12-04T09:00:00.000Z', '2026-12-04T10:00:00.000Z', false),
  status: 'held',
  holdExpiresAt: '2026-12-03T14:42:00.000Z',
});
const before = new Date('2026-12-03T14:41:00.000Z');
const after = new Date('2026-12-03T14:42:30.000Z');

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('a lesson held for payment', () => {
  it('reads Da Pagare until the hold ends, on the Rome clock', () => {
    expect(toPayLabel(held('a'))).toBe('Da Pagare fino alle 15:42');
    expect(toPayLabel(lesson('b', '2026-12-04T09:00:00.000Z', '2026-12-04T10:00:00.000Z', false))).toBe('Da Pagare');
  });

  it('is told as lapsed when it is gone after its hold ended, not when paid or given back before', () => {
    const seen = followHolds([], [held('a'), held('b'), held('c')], before).seen;
    expect(seen.map((h) => h.id)).toEqual(['a', 'b', 'c']);
    const paid = { ...held('b'), status: 'booked' as const, payment: { isPaid: true, date: null, userId: 's1', paymentId: 'P-1' } };
    expect(followHolds(seen, [paid], after).lapsed.map((h) => h.id)).toEqual(['a', 'c']);
    expect(followHolds(seen, [paid], before).lapsed).toEqual([]);
  });

  it('says the minutes left at 5 and 1 only, the seconds in between in silence', () => {
    expect(spokenWarning(10 * 60_000)).toBeNull();
    expect(spokenWarning(5 * 60_000)).toBe('Restano 5 minuti per completare il pagamento');
    expect(spokenWarning(4 * 60_000 + 1_000)).toBe('Restano 5 minuti per completare il pagamento');
    expect(spokenWarning(59_000)).toBe('Resta 1 minuto per completare il pagamento');
  });
});

describe('LapsedHoldsNotice', () => {
  it('says why a held lesson is gone once its hold ran out, until closed', () => {
    const view = render(<LapsedHoldsNotice lessons={[held('a')]} />);
    expect(screen.queryByText('Tempo per il pagamento scaduto')).toBeNull();
    // The server released it: the next read has no such lesson, after 15:42.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(after);
    act(() => view.rerender(<LapsedHoldsNotice lessons={[]} />));
    expect(screen.getByText('Tempo per il pagamento scaduto')).toBeInTheDocument();
    expect(
      screen.getByText(
        'La lezione di venerdì 4 dicembre, 10:00 - 11:00 non è stata pagata entro le 15:42: l’orario è stato liberato e la lezione non è più prenotata. Se è ancora libero, puoi prenotarlo di nuovo dal calendario.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByText('Tempo per il pagamento scaduto')).toBeNull();
    expect(holdsStore.follow([], after)).toEqual([]);
  });

  it('stays silent for a hold the student gave back', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(before);
    const view = render(<LapsedHoldsNotice lessons={[held('a')]} />);
    holdsStore.forget(['a']);
    vi.setSystemTime(after);
    act(() => view.rerender(<LapsedHoldsNotice lessons={[]} />));
    expect(screen.queryByText('Tempo per il pagamento scaduto')).toBeNull();
  });
});
