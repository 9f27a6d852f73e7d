import { describe, expect, it as test } from 'vitest';
import { it } from '@lavagna/contracts';
import { toHttpError } from './problem';
import { messageOr } from './messages';

describe('the message of a failed calendar call', () => {
  test("is the API's own Italian text when the request was refused", () => {
    const refused = toHttpError(409, {
      status: 409,
      code: 'CALENDAR.ONE_PER_DAY',
      message: it.calendar.oneLessonPerDay,
    });
    expect(messageOr(refused, it.calendar.saveError)).toBe('Puoi selezionare solo una lezione al giorno');
  });

  test("is the page's own text on a server failure or a network error", () => {
    expect(messageOr(toHttpError(500, { status: 500, message: it.http.serverError }), it.calendar.saveError)).toBe(
      'Errore del Server - Gli eventi non sono stati salvati',
    );
    expect(messageOr(new TypeError('Failed to fetch'), it.calendar.moveError)).toBe(
      'Errore durante lo spostamento della lezione',
    );
    expect(messageOr(toHttpError(422, null), it.calendar.cancelError)).toBe(
      'Non è stato possibile cancellare la lezione',
    );
  });
});
