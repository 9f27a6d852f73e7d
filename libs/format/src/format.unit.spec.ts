import { formatEuro, formatGroupedEuro, formatHours, formatWholeEuro, italianNumber } from './euro.js';
import { hhmm, italianMonth, lessonDayAndHours, longDate, weekdayLongDate, romeDate, romeDateTime, romeLongDate, romeLongDateAndTime, romeLongDateTime, timeRange } from './time.js';

describe('amounts, as both apps write them', () => {
  it('writes cents as Italian euro with two decimals', () => {
    expect(formatEuro(3750)).toBe('37,50 €');
    expect(formatEuro(676)).toBe('6,76 €');
    expect(formatEuro(0)).toBe('0,00 €');
    expect(formatEuro(106250)).toBe('1062,50 €');
  });

  it('drops the decimals of whole euro where asked (the coupon presets)', () => {
    expect([2500, 3750, 5000].map(formatWholeEuro)).toEqual(['25 €', '37,50 €', '50 €']);
  });

  it('groups thousands as the fiscal CSV does', () => {
    expect(formatGroupedEuro(123450)).toBe('1.234,50 €');
    expect(italianNumber(1234567.891)).toBe('1.234.567,89');
    expect(italianNumber(-0.001)).toBe('0,00');
    expect(italianNumber(-12.5, 0)).toBe('-13');
  });

  it('writes hours with their unit', () => {
    expect([1, 1.5, 2, 0].map(formatHours)).toEqual(['1 ora', '1,5 ore', '2 ore', '0 ore']);
  });
});

describe('times and dates, on the Rome clock whatever the machine zone', () => {
  it('writes minutes from midnight as hh:mm', () => {
    expect([0, 480, 1350].map(hhmm)).toEqual(['00:00', '08:00', '22:30']);
  });

  it('reads instants in Rome across the DST change', () => {
    expect(timeRange('2026-03-29T06:00:00.000Z', '2026-03-29T07:30:00.000Z')).toBe('08:00 - 09:30');
    expect(timeRange('2026-03-28T07:00:00.000Z', '2026-03-28T08:00:00.000Z')).toBe('08:00 - 09:00');
    expect(romeDate('2026-05-31T22:30:00.000Z')).toBe('01/06/2026');
    expect(romeDateTime('2026-03-26T14:04:00.000Z')).toBe('26/03/2026 15:04');
    expect(romeLongDateTime('2025-11-21T21:44:24.000Z')).toBe('ven 21 novembre 2025 alle ore 22:44:24');
  });

  it('writes a calendar day in full, the same day in any machine zone', () => {
    expect(longDate('2025-04-25')).toBe('25 aprile 2025');
    expect(longDate('2025-05-01')).toBe('1 maggio 2025');
    expect(longDate('2025-12-31')).toBe('31 dicembre 2025');
  });

  it('opens a label with the weekday, the month in lower case as Italian writes it', () => {
    expect(weekdayLongDate('2026-03-03')).toBe('Martedì 3 marzo 2026');
    expect(weekdayLongDate('2026-12-04')).toBe('Venerdì 4 dicembre 2026');
    expect(Array.from({ length: 12 }, (_, i) => italianMonth(i + 1))).toEqual([
      'gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre',
    ]);
  });
});

describe('the e-mails\' days and times, on the Rome clock', () => {
  it('names a lesson by its day in full and its hours, across the DST changes', () => {
    expect(lessonDayAndHours('2026-03-26T15:00:00.000Z', '2026-03-26T16:00:00.000Z')).toBe('giovedì 26 marzo 2026, 16:00-17:00');
    // Sunday 29 March 2026: the clocks go forward at 02:00; 10:00 in Rome is 08:00 UTC.
    expect(lessonDayAndHours('2026-03-29T08:00:00.000Z', '2026-03-29T09:30:00.000Z')).toBe('domenica 29 marzo 2026, 10:00-11:30');
    // Sunday 25 October 2026: back at 03:00; 10:00 in Rome is 09:00 UTC.
    expect(lessonDayAndHours('2026-10-25T09:00:00.000Z', '2026-10-25T10:00:00.000Z')).toBe('domenica 25 ottobre 2026, 10:00-11:00');
  });

  it('writes an instant\'s Rome day, also when it is another day in UTC', () => {
    expect(romeLongDate('2026-05-10T09:00:00.000Z')).toBe('10 maggio 2026');
    expect(romeLongDate('2026-05-31T22:30:00.000Z')).toBe('1 giugno 2026');
    expect(romeLongDateAndTime('2026-03-10T09:00:00.000Z')).toBe('10 marzo 2026 alle ore 10:00');
  });
});
