import { formatInTimeZone } from 'date-fns-tz';
import { romeDay, romeMinutes, romeWeekday, ZONE } from './rome.js';

/** The zone database's answer for one instant, through date-fns-tz as the functions answered before. */
const expected = (instant: Date) => {
  const [day, hh, mm, iso] = formatInTimeZone(instant, ZONE, 'yyyy-MM-dd HH mm i').split(' ') as [string, string, string, string];
  return { day, minutes: Number(hh) * 60 + Number(mm), weekday: Number(iso) - 1 };
};
const actual = (instant: Date) => ({ day: romeDay(instant), minutes: romeMinutes(instant), weekday: romeWeekday(instant) });

/** The instants where the functions and the zone database disagree (none expected). */
const disagreements = (instants: Date[]) =>
  instants.flatMap((instant) => {
    const [a, e] = [actual(instant), expected(instant)];
    return a.day === e.day && a.minutes === e.minutes && a.weekday === e.weekday ? [] : [{ at: instant.toISOString(), actual: a, expected: e }];
  });

/** Every `stepMinutes` from `from` for `hours` hours, with a few seconds either side of each step. */
const sweep = (from: string, hours: number, stepMinutes: number): Date[] => {
  const start = Date.parse(from);
  const instants: Date[] = [];
  for (let t = start; t <= start + hours * 3_600_000; t += stepMinutes * 60_000) instants.push(new Date(t - 1), new Date(t), new Date(t + 59_999));
  return instants;
};

describe('Rome days, minutes and weekdays', () => {
  it('are the zone database`s around both clock changes of 2026, minute by minute', () => {
    expect(disagreements([...sweep('2026-03-28T20:00:00Z', 10, 1), ...sweep('2026-10-24T20:00:00Z', 10, 1)])).toEqual([]);
  });

  it('name the night the clocks go back once per wall-clock minute, and both of its 02:30', () => {
    // 25 October 2026: 03:00 CEST becomes 02:00 CET at 01:00 UTC.
    expect(romeMinutes(new Date('2026-10-25T00:30:00Z'))).toBe(150);
    expect(romeMinutes(new Date('2026-10-25T01:30:00Z'))).toBe(150);
    expect(romeDay(new Date('2026-10-24T21:59:59.999Z'))).toBe('2026-10-24');
    expect(romeDay(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(romeDay(new Date('2026-10-25T22:59:59.999Z'))).toBe('2026-10-25');
    expect(romeDay(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
    expect(romeWeekday(new Date('2026-10-25T23:00:00Z'))).toBe(0);
  });

  it('are the zone database`s every 97 minutes over two years, and across Italy`s older rules', () => {
    const instants = [
      ...sweep('2026-01-01T00:00:00Z', 2 * 366 * 24, 97),
      // Italy's summer times of the 1940s and 1970s changed at other hours than today's.
      ...sweep('1944-03-01T00:00:00Z', 24 * 300, 113),
      ...sweep('1970-05-01T00:00:00Z', 24 * 400, 113),
      // Rome's mean time (+00:49:56, a wall clock off the whole minute) ended in 1893.
      ...sweep('1893-10-31T20:00:00Z', 8, 1),
      ...sweep('2099-03-28T00:00:00Z', 24 * 220, 131),
    ];
    expect(disagreements(instants)).toEqual([]);
  });

  it('refuse an invalid instant as before', () => {
    expect(() => romeDay(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => romeMinutes(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => romeWeekday(new Date(Number.NaN))).toThrow(RangeError);
  });
});
