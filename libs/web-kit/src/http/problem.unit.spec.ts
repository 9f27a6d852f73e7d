import { it as msg } from '@lavagna/contracts';
import { ApiError, ruleOr, toApiError } from './problem.js';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/problem+json' } });

describe('the message of a failed request', () => {
  it("is the server's own words when it refused the request", async () => {
    const refused = await toApiError(answer(409, { status: 409, code: 'CALENDAR.ONE_PER_DAY', message: msg.calendar.oneLessonPerDay }));
    expect(ruleOr(refused, msg.calendar.saveError)).toBe('Puoi selezionare solo una lezione al giorno');
  });

  it("is the page's own words on a server failure, a lost connection or a refusal with no words", async () => {
    const failed = await toApiError(answer(500, { status: 500, message: msg.http.serverError }));
    expect(ruleOr(failed, msg.calendar.saveError)).toBe('Errore del Server - Gli eventi non sono stati salvati');
    expect(ruleOr(new ApiError(0, msg.http.serverError), msg.calendar.moveError)).toBe('Errore durante lo spostamento della lezione');
    expect(ruleOr(await toApiError(new Response('', { status: 422 })), msg.calendar.cancelError)).toBe('Non è stato possibile cancellare la lezione');
    expect(ruleOr(new TypeError('Failed to fetch'), msg.calendar.cancelError)).toBe('Non è stato possibile cancellare la lezione');
  });

  it("reads react-admin's HttpError the same way (status and body)", () => {
    const httpError = Object.assign(new Error('x'), { status: 400, body: { message: msg.auth.wrongPassword } });
    expect(ruleOr(httpError, msg.http.serverError)).toBe(msg.auth.wrongPassword);
  });
});
