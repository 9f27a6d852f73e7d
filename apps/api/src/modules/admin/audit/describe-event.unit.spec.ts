import { atRome } from '@lavagna/domain';
import { describeTimeline, romeStamp, type LoggedEvent } from './describe-event.js';
import { concerningCoupon, concerningLesson } from './relevance.js';

const teacher = { userId: 't-1', role: 'teacher' as const };
const student = { userId: 's-1', role: 'student' as const };
const iso = (day: string, minute: number) => atRome(day, minute).toISOString();
let position = 0;
const logged = (streamId: string, type: string, data: Record<string, unknown>): LoggedEvent => ({
  position: ++position,
  streamId,
  type,
  data,
  created: new Date('2030-01-01T00:00:00.000Z'),
});

const lesson = { lessonId: 'l-1', start: iso('2026-06-12', 15 * 60), end: iso('2026-06-12', 16 * 60 + 30) };
const other = { lessonId: 'l-2', start: iso('2026-06-13', 10 * 60), end: iso('2026-06-13', 11 * 60) };
const booked = logged('booking-b-1', 'LessonsBooked', {
  bookingId: 'b-1', teacherId: 't-1', studentId: 's-1', studentName: 'Marco Rossi', lessons: [lesson, other],
  holdExpiresAt: null, bookedAt: iso('2026-06-01', 600), by: teacher,
});
const moved = logged('booking-b-1', 'LessonMoved', {
  bookingId: 'b-1', lessonId: 'l-1', teacherId: 't-1', studentId: 's-1', from: lesson,
  to: { start: iso('2026-06-15', 17 * 60), end: iso('2026-06-15', 18 * 60 + 30) }, movedAt: iso('2026-06-02', 601), by: teacher,
});
const cancelled = logged('booking-b-1', 'LessonCancelledWithCoupon', {
  bookingId: 'b-1', lessonId: 'l-1', teacherId: 't-1', studentId: 's-1', slot: lesson, orderId: 'o-1',
  coupon: { code: 'LV-AAAA-BBBB', valueCents: 3750, expiresAt: '2026-08-03T08:00:00.000Z' }, cancelledAt: iso('2026-06-03', 600), by: student,
});
const mail = logged('booking-b-1', 'EmailQueued', {
  emailId: 'm-1', userId: 's-1', to: 'marco@esempio.it', template: 'coupon-issued',
  params: { name: 'Marco', code: 'LV-AAAA-BBBB', value: '3750', expireDate: '2026-08-03T08:00:00.000Z' }, queuedAt: iso('2026-06-03', 600),
});

describe('the audit description of events', () => {
  it('says in Italian when and for how long a lesson was booked, in Rome time', () => {
    const [entry] = describeTimeline([{ ...booked, data: { ...booked.data, lessons: [lesson] } }]);
    expect(entry).toMatchObject({
      summary: 'Lezione prenotata per il 12/06/2026 alle 15:00 (90 min)',
      at: iso('2026-06-01', 600),
      atRome: '01/06/2026 10:00:00',
      by: teacher,
      changes: [{ field: 'start', after: '12/06/2026 15:00' }, { field: 'minutes', after: '90' }, { field: 'status', after: 'Da Pagare' }],
    });
  });

  it('lists several lessons booked together and says when a hold runs out', () => {
    const [entry] = describeTimeline([{ ...booked, data: { ...booked.data, holdExpiresAt: iso('2026-06-01', 615), by: student } }]);
    expect(entry!.summary).toBe('2 lezioni prenotate: 12/06/2026 alle 15:00 (90 min), 13/06/2026 alle 10:00 (60 min), in attesa di pagamento fino alle 10:15');
  });

  it('shows a move as the start before and after', () => {
    const [entry] = describeTimeline([moved]);
    expect(entry!.summary).toBe('Lezione spostata dal 12/06/2026 alle 15:00 al 15/06/2026 alle 17:00');
    expect(entry!.changes[0]).toEqual({ field: 'start', before: '12/06/2026 15:00', after: '15/06/2026 17:00' });
  });

  it('says that a payment arriving after the order expired became a coupon', () => {
    const credited = logged('order-o-2', 'LateCaptureCredited', {
      orderId: 'o-2', studentId: 's-1', teacherId: 't-1', reason: 'abandoned', transactionId: 'CAPTURE-9', amountCents: 3750,
      coupon: { code: 'LV-LATE-0001', valueCents: 3750, expiresAt: '2026-08-01T08:00:00.000Z' }, creditedAt: iso('2026-06-01', 620), by: student,
    });
    const [entry] = describeTimeline([credited]);
    expect(entry!.summary).toBe('Pagamento di 37,50 € arrivato dopo la scadenza: accreditato come coupon LV-LATE-0001');
    expect(entry!.changes).toContainEqual({ field: 'coupon', after: 'LV-LATE-0001' });
  });

  it('names the coupon of a cancellation, the amount and code of a payment, the value and expiry of a coupon', () => {
    const captured = logged('order-o-1', 'OrderCaptured', {
      orderId: 'o-1', studentId: 's-1', teacherId: 't-1', lessons: [], couponCodes: [], totals: {}, transactionId: 'CAPTURE-123',
      amountCents: 123456, paidAt: iso('2026-06-01', 610), by: student,
    });
    const issued = logged('coupon-LV-CCCC-DDDD', 'CouponIssued', {
      code: 'LV-CCCC-DDDD', studentId: 's-1', teacherId: 't-1', valueCents: 2500, expiresAt: '2026-08-01T08:00:00.000Z',
      origin: { kind: 'teacher' }, issuedAt: iso('2026-06-01', 600), by: teacher,
    });
    const [c, p, i] = describeTimeline([cancelled, captured, issued]);
    expect(c!.summary).toBe('Lezione del 12/06/2026 alle 15:00 cancellata: emesso il coupon LV-AAAA-BBBB da 37,50 €');
    expect(p!.summary).toBe('Pagamento ricevuto: 1.234,56 €, codice transazione CAPTURE-123');
    expect(p!.changes).toContainEqual({ field: 'transactionId', after: 'CAPTURE-123' });
    expect(i!.summary).toBe('Coupon LV-CCCC-DDDD da 25,00 € emesso, valido fino al 01/08/2026');
  });

  it('shows the hourly rate before and after a profile update, and never a password hash or a link', () => {
    const events = [
      logged('user-s-1', 'UserRegistered', {
        userId: 's-1', teacherId: 't-1', identity: 'student', email: 'marco@esempio.it', passwordHash: '$argon2id$secret', name: 'Marco',
        surname: 'Rossi', hourlyRateCents: 2500, emailConfirmed: false, confirmation: { nonce: 'NONCE-1', expiresAt: '2026-06-02T00:00:00Z' },
        registeredAt: iso('2026-05-01', 600), by: { userId: 'system', role: 'system' },
      }),
      logged('user-s-1', 'ProfileUpdated', { userId: 's-1', changes: { hourlyRateCents: 3000, name: 'Marco Antonio' }, modifiedByTeacher: true, updatedAt: iso('2026-05-02', 600), by: teacher }),
      logged('user-s-1', 'PasswordChanged', { userId: 's-1', passwordHash: '$argon2id$other', recoveryNonce: 'NONCE-2', changedAt: iso('2026-05-03', 600), by: student }),
      logged('user-s-1', 'EmailQueued', { emailId: 'm', userId: 's-1', to: 'marco@esempio.it', template: 'password-recovery', params: { link: 'https://x/NONCE-3' }, queuedAt: iso('2026-05-03', 600) }),
    ];
    const entries = describeTimeline(events);
    expect(entries[1]).toMatchObject({
      summary: 'Dati personali aggiornati dal docente',
      changes: [{ field: 'hourlyRate', before: '25,00 €', after: '30,00 €' }, { field: 'name', before: 'Marco', after: 'Marco Antonio' }],
    });
    expect(entries[2]!.summary).toBe('Password cambiata');
    expect(entries[3]!.summary).toBe('Email "Recupero password" in invio a marco@esempio.it');
    expect(JSON.stringify(entries)).not.toMatch(/argon2|NONCE/);
  });

  it('takes the event instant from its own field, else from when it was recorded, and no actor means none', () => {
    const [released, unknown] = describeTimeline([
      logged('booking-b-1', 'LessonsReleased', { bookingId: 'b-1', lessonIds: ['l-2'], teacherId: 't-1', studentId: 's-1', releasedAt: '2026-12-31T23:30:00.000Z' }),
      logged('x-1', 'SomethingElse', {}),
    ]);
    expect(released).toMatchObject({ atRome: '01/01/2027 00:30:00', by: null, summary: 'Tempo per il pagamento scaduto: lezione liberata' });
    expect(unknown).toMatchObject({ at: '2030-01-01T00:00:00.000Z', summary: 'Evento SomethingElse', changes: [] });
  });

  it("tells a review's story: sent, ranked, moved, unranked, hidden, shown; an erased author reads as such", () => {
    const base = { studentId: 's-1', teacherId: 't-1' };
    const sent = logged('review-s-1', 'ReviewSubmitted', { ...base, name: 'Marco R.', description: 'Liceo, 4° anno', text: 'x'.repeat(100), submittedAt: iso('2026-06-04', 600), by: student });
    const entries = describeTimeline([
      sent,
      logged('review-s-1', 'ReviewRanked', { ...base, rank: 2, rankedAt: iso('2026-06-05', 600), by: teacher }),
      logged('review-s-1', 'ReviewRanked', { ...base, rank: 1, rankedAt: iso('2026-06-05', 601), by: teacher }),
      logged('review-s-1', 'ReviewUnranked', { ...base, unrankedAt: iso('2026-06-05', 602), by: teacher }),
      logged('review-s-1', 'ReviewHidden', { ...base, hiddenAt: iso('2026-06-05', 603), by: teacher }),
      logged('review-s-1', 'ReviewShown', { ...base, shownAt: iso('2026-06-05', 604), by: teacher }),
    ]);
    expect(entries.map((e) => e.summary)).toEqual([
      'Recensione inviata da Marco R. (Liceo, 4° anno)',
      'Recensione messa in posizione 2 nella pagina principale',
      'Recensione messa in posizione 1 nella pagina principale',
      'Recensione tolta dalla pagina principale',
      'Recensione nascosta',
      'Recensione di nuovo visibile',
    ]);
    expect(entries[0]).toMatchObject({ at: iso('2026-06-04', 600), by: student });
    expect(entries[2]!.changes).toEqual([{ field: 'rank', before: '2', after: '1' }]);
    expect(entries[3]!.changes).toEqual([{ field: 'rank', before: '1', after: '—' }]);
    expect(entries[5]!.changes).toEqual([{ field: 'visibility', before: 'Nascosta', after: 'Visibile' }]);
    const erased = describeTimeline([{ ...sent, data: { ...sent.data, name: '', description: '', text: '' } }]);
    expect(erased[0]!.summary).toBe('Recensione inviata da dato cancellato (dato cancellato)');
  });

  it('formats Rome time across DST', () => {
    expect(romeStamp('2026-03-29T00:59:59.000Z')).toBe('29/03/2026 01:59:59');
    expect(romeStamp('2026-03-29T01:00:00.000Z')).toBe('29/03/2026 03:00:00');
  });
});

describe('which events concern a lesson or a coupon', () => {
  it('keeps the booking narrowed to the lesson, its own changes and its coupon e-mail, not another lesson of the booking', () => {
    const otherCancelled = logged('booking-b-1', 'LessonCancelled', { bookingId: 'b-1', lessonId: 'l-2', teacherId: 't-1', studentId: 's-1', slot: other, cancelledAt: iso('2026-06-03', 500), by: teacher });
    const keep = concerningLesson('l-1');
    const kept = [booked, moved, otherCancelled, cancelled, mail].map(keep).filter((e) => e !== null);
    expect(kept.map((e) => e.type)).toEqual(['LessonsBooked', 'LessonMoved', 'LessonCancelledWithCoupon', 'EmailQueued']);
    expect((kept[0]!.data.lessons as unknown[]).length).toBe(1);
    expect(concerningLesson('l-2')(mail)).toBeNull();
  });

  it('finds the cancellation that issued a coupon and its e-mail', () => {
    const keep = concerningCoupon('LV-AAAA-BBBB');
    expect([booked, moved, cancelled, mail].map(keep).filter((e) => e !== null).map((e) => e.type)).toEqual(['LessonCancelledWithCoupon', 'EmailQueued']);
    expect(concerningCoupon('LV-OTHER')(cancelled)).toBeNull();
  });

  it("passes over the coupon e-mail of an erased student, whose parameters can no longer be read", () => {
    const erasedMail = { ...mail, data: { ...mail.data, to: '', params: null } };
    expect(concerningLesson('l-1')(erasedMail)).toBeNull();
    expect(concerningCoupon('LV-AAAA-BBBB')(erasedMail)).toBeNull();
    expect(describeTimeline([erasedMail])[0]!.summary).toBe('Email "Coupon sconto" in invio a dato cancellato');
  });
});
