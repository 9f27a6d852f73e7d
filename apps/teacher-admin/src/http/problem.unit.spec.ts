import { describe, expect, it as test } from 'vitest';
import { it } from '@lavagna/contracts';
import { ruleOr } from '@lavagna/web-kit';
import { toHttpError } from './problem';

describe('the message of a failed calendar call', () => {
  test("is the API's own Italian text when the request was refused", () => {
    const refused = toHttpError(409, {
      status: 409,
      code: 'CALENDAR.ONE_PER_DAY',
      message: it.calendar.oneLessonPerDay,
    });
    expect(ruleOr(refused, it.calendar.saveError)).toBe('Puoi selezionare solo una lezione al giorno');
  });

  test("is the page's own text on a server failure or a network error", () => {
    expect(ruleOr(toHttpError(500, { status: 500, message: it.http.serverError }), it.calendar.saveError)).toBe(
      'Errore del Server - Gli eventi non sono stati salvati',
    );
    expect(ruleOr(new TypeError('Failed to fetch'), it.calendar.moveError)).toBe(
      'Errore durante lo spostamento della lezione',
    );
    expect(ruleOr(toHttpError(422, null), it.calendar.cancelError)).toBe(
      'Non è stato possibile cancellare la lezione',
    );
  });
});
