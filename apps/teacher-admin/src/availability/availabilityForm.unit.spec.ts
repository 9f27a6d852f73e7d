import { describe, expect, it as test } from 'vitest';
import type { Availability } from '@lavagna/contracts';
import { availabilityErrors, dayText, normalise, optionLabel, TIME_OPTIONS } from './availabilityForm';

const seeded: Availability = [
  [540, 1260],
  [540, 1260],
  [540, 1260],
  [540, 1260],
  [540, 1260],
  [540, 780],
  [0, 0],
];
const withDay = (weekday: number, pair: [number, number]): Availability =>
  seeded.map((p, i) => (i === weekday ? pair : p));

describe('the availability selects', () => {
  test('offer Riposo and 31 times from 08:00 to 23:00', () => {
    expect(TIME_OPTIONS).toHaveLength(31);
    expect(optionLabel(TIME_OPTIONS[0]!)).toBe('08:00');
    expect(optionLabel(TIME_OPTIONS[30]!)).toBe('23:00');
    expect(optionLabel(0)).toBe('Riposo');
  });

  test('show a day off as Giorno Libero', () => {
    expect(dayText([0, 0])).toBe('Giorno Libero');
    expect(dayText([540, 1260])).toBe('09:00 - 21:00');
  });

  test('treat a teacher who never set them as always off', () => {
    expect(normalise(undefined)).toEqual(Array.from({ length: 7 }, () => [0, 0]));
  });
});

describe('when the teacher saves the availability', () => {
  test('accepts working days and days off', () => {
    expect(availabilityErrors(seeded).every((e) => e === null)).toBe(true);
  });

  test('wants Riposo in both fields of a day', () => {
    expect(availabilityErrors(withDay(0, [0, 600]))[0]).toBe('Seleziona "Riposo" per entrambi i campi di Lunedì');
    expect(availabilityErrors(withDay(6, [600, 0]))[6]).toBe('Seleziona "Riposo" per entrambi i campi di Domenica');
  });

  test('wants the start before the end', () => {
    expect(availabilityErrors(withDay(1, [720, 600]))[1]).toBe(
      "L'orario di inizio deve essere prima di quello di fine per Martedì",
    );
    expect(availabilityErrors(withDay(5, [600, 600]))[5]).toBe(
      "L'orario di inizio deve essere prima di quello di fine per Sabato",
    );
  });

  test('wants at least one hour', () => {
    expect(availabilityErrors(withDay(2, [600, 630]))[2]).toBe('Fornisci almeno 1 ora di disponibilità per Mercoledì');
    expect(availabilityErrors(withDay(2, [600, 660]))[2]).toBeNull();
  });
});
