import { it as messages } from '@lavagna/contracts';
import { atRome } from '@lavagna/domain';
import { login } from '../../../../test/helpers.js';
import { registerStudents, TEST_BILLING } from '../../../../test/students.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

const slot = (day: string, minute: number): [string, string] => [atRome(day, minute).toISOString(), atRome(day, minute + 60).toISOString()];

// Chiara Conti, born in Turin on 21 September 2007: computed with codice-fiscale-js.
const chiara = { nome: 'Chiara', cognome: 'Conti', codiceFiscale: 'CNTCHR07P61L219T', indirizzo: 'Via Po 3', cap: '10123', comune: 'Torino', provincia: 'TO' };

describe('the payer billing data: GET and PUT /api/users/{userId}/billing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set('2026-03-10T09:00:00.000Z');
  });
  afterAll(() => t.close());

  /** A signed-in student who has not given billing data yet. */
  const newcomer = async (prefix: string) => login(t, (await registerStudents(t, 1, prefix, { billing: false }))[0]!, 'Quaderno-a-righe-7');

  it('answers 404 until given, then stores it normalised and returns it', async () => {
    const { agent, user } = await newcomer('nuova');
    const missing = await agent.get(`/api/users/${user.userId}/billing`).expect(404);
    expect(missing.body).toMatchObject({ code: 'BILLING.MISSING', message: messages.billing.missing });
    const saved = await agent.put(`/api/users/${user.userId}/billing`).send({ ...chiara, codiceFiscale: ' cntchr07p61l219t', provincia: 'to', comune: ' Torino ' }).expect(200);
    expect(saved.body).toEqual(chiara);
    expect((await agent.get(`/api/users/${user.userId}/billing`).expect(200)).body).toEqual(chiara);
    const moved = { ...chiara, indirizzo: 'Corso Francia 200', cap: '10145' };
    expect((await agent.put(`/api/users/${user.userId}/billing`).send(moved).expect(200)).body).toEqual(moved);
  });

  it('refuses bad data with a 400 in Italian naming the field, and keeps what was there', async () => {
    const { agent, user } = await newcomer('sbagli');
    const url = `/api/users/${user.userId}/billing`;
    const check = await agent.put(url).send({ ...chiara, codiceFiscale: 'CNTCHR07P61L219X' }).expect(400);
    expect(check.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(check.body).toMatchObject({
      code: 'BILLING.CODICE_FISCALE_CHECK',
      message: messages.billing.codiceFiscaleCheck,
      errors: [{ path: 'codiceFiscale', message: messages.billing.codiceFiscaleCheck }],
    });
    const someoneElse = await agent.put(url).send({ ...chiara, nome: 'Chiaro', cognome: 'Bruni' }).expect(400);
    expect(someoneElse.body.errors).toEqual([{ path: 'codiceFiscale', message: 'Il codice fiscale non corrisponde al cognome indicato' }]);
    expect((await agent.put(url).send({ ...chiara, cap: '1012' }).expect(400)).body.errors).toEqual([{ path: 'cap', message: 'Il CAP è composto da 5 cifre' }]);
    expect((await agent.put(url).send({ ...chiara, provincia: 'Torino' }).expect(400)).body.errors).toEqual([{ path: 'provincia', message: 'Seleziona una provincia' }]);
    const { provincia: _p, ...withoutProvincia } = chiara;
    expect((await agent.put(url).send(withoutProvincia).expect(400)).body.errors[0].path).toBe('provincia');
    await agent.put(url).send({ ...chiara, iban: 'IT00' }).expect(400);
    await agent.get(url).expect(404);
  });

  it('is the student own and their teacher: another student gets 404, like every user route', async () => {
    const owner = await newcomer('propria');
    await owner.agent.put(`/api/users/${owner.user.userId}/billing`).send(chiara).expect(200);
    const other = await newcomer('altrui');
    await other.agent.get(`/api/users/${owner.user.userId}/billing`).expect(404);
    await other.agent.put(`/api/users/${owner.user.userId}/billing`).send(TEST_BILLING).expect(404);
    await t.http().get(`/api/users/${owner.user.userId}/billing`).expect(401);
    const teacher = await login(t, 'docente@lavagna.test');
    expect((await teacher.agent.get(`/api/users/${owner.user.userId}/billing`).expect(200)).body).toEqual(chiara);
    await teacher.agent.put(`/api/users/${owner.user.userId}/billing`).send(TEST_BILLING).expect(200);
    expect((await owner.agent.get(`/api/users/${owner.user.userId}/billing`).expect(200)).body).toEqual(TEST_BILLING);
    await teacher.agent.put(`/api/users/${teacher.user.userId}/billing`).send(TEST_BILLING).expect(404);
  });

  it('refuses to open a payment before the billing data, not an order the coupons cover whole', async () => {
    const { agent, user } = await newcomer('pagante');
    const [lesson] = (await agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-12', 900)] }).expect(201)).body.events;
    const refused = await agent.post('/api/payments/create-order').send({ eventIds: [lesson._id], couponCodes: [] }).expect(409);
    expect(refused.body).toMatchObject({ code: 'BILLING.MISSING', message: 'Prima di pagare inserisci i dati di fatturazione' });

    const teacher = await login(t, 'docente@lavagna.test');
    const coupon = (await teacher.agent.post('/api/coupon/create-coupon').send({ userId: user.userId, amount: 25 }).expect(200)).body.data as { code: string };
    const free = await agent.post('/api/payments/create-order').send({ eventIds: [lesson._id], couponCodes: [coupon.code] }).expect(200);
    expect(free.body).toMatchObject({ requiresPayment: false, provider: 'coupons' });

    await agent.put(`/api/users/${user.userId}/billing`).send(chiara).expect(200);
    const paid = await agent.post('/api/payments/create-order').send({ eventIds: [lesson._id], couponCodes: [] }).expect(200);
    expect(paid.body).toMatchObject({ requiresPayment: true, provider: 'demo' });
  });
});
