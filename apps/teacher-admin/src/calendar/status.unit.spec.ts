import { describe, expect, it as test } from 'vitest';
import type { CalendarEvent } from '@lavagna/contracts';
import { canMarkPaid, lessonTitle, offersChange, statusLabel, toneOf } from './status';
import { lessonEvent } from '../test/lessons';

const now = new Date('2026-03-02T12:00:00.000Z');
const base = lessonEvent();
const paid = { ...base, payment: { isPaid: true, date: '2026-03-01T10:00:00.000Z', userId: 's1', paymentId: 'p1' } };
const google: CalendarEvent = {
  ...base,
  _id: 'g1',
  kind: 'google',
  isGoogleEvent: true,
  title: 'Dentista',
  studentId: null,
  studentName: null,
  payment: null,
};

describe('a lesson on the teacher calendar', () => {
  test('is titled with the student name, an external event with its own title', () => {
    expect(lessonTitle(base)).toBe('Lezione di Marco Rossi');
    expect(lessonTitle(google)).toBe('Dentista');
  });

  test('is Da Pagare, Confermata, Terminata, In attesa di pagamento or Evento Google', () => {
    expect(statusLabel(base, now)).toBe('Da Pagare');
    expect(statusLabel(paid, now)).toBe('Confermata');
    expect(statusLabel(paid, new Date('2026-03-03T09:30:00.000Z'))).toBe('Terminata');
    expect(statusLabel({ ...base, status: 'held' }, now)).toBe('In attesa di pagamento');
    expect(statusLabel(google, now)).toBe('Evento Google');
  });

  test('is green when paid, orange when not, grey when external', () => {
    expect([toneOf(paid), toneOf(base), toneOf(google)]).toEqual(['paid', 'unpaid', 'google']);
  });

  test('can be moved or cancelled only while in the future and not external', () => {
    expect(offersChange(base, now)).toBe(true);
    expect(offersChange(base, new Date('2026-03-03T09:00:00.000Z'))).toBe(false);
    expect(offersChange(google, now)).toBe(false);
  });

  test('can be marked paid only while future, unpaid and not in a student checkout', () => {
    expect(canMarkPaid(base, now)).toBe(true);
    expect(canMarkPaid(paid, now)).toBe(false);
    expect(canMarkPaid({ ...base, status: 'held' }, now)).toBe(false);
    expect(canMarkPaid(base, new Date('2026-03-03T09:00:00.000Z'))).toBe(false);
    expect(canMarkPaid(google, now)).toBe(false);
  });
});
