import { jest } from '@jest/globals';
import type { FiscalProfileView, FiscalReportView } from '@lavagna/contracts';
import { atRome, isPartitaIvaValid } from '@lavagna/domain';
import { login, outbox } from '../../../../test/helpers.js';
import { ReactorRunner } from '../../../infrastructure/reactors/index.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { demoFiscalProfile } from '../../../demo-site-profile.js';

jest.setTimeout(60_000);

const slot = (day: string, minute: number, minutes = 60): [string, string] => [atRome(day, minute).toISOString(), atRome(day, minute + minutes).toISOString()];
const URL = '/api/admin/fiscal-profile';
const forfettario: FiscalProfileView = { ...demoFiscalProfile, regime: 'RF19', bolloCharged: true };

describe("the teacher's fiscal profile (GET and PUT /api/admin/fiscal-profile)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('in demo mode the teacher reads a complete ordinario profile whose partita IVA has a correct check digit', async () => {
    const teacher = await login(t, 'docente@lavagna.test');
    const { body } = await teacher.agent.get(URL).expect(200);
    expect(body).toEqual({ profile: demoFiscalProfile });
    expect(body.profile.regime).toBe('RF01');
    expect(isPartitaIvaValid(body.profile.partitaIva)).toBe(true);
    expect((await t.http().get('/api/fiscal-terms').expect(200)).body).toEqual({ regime: 'RF01', bolloCharged: false });
  });

  it('saves a profile (200, as saved) and refuses a wrong field with a 400 naming it in Italian', async () => {
    const teacher = await login(t, 'docente@lavagna.test');
    const saved = await teacher.agent.put(URL).send({ ...demoFiscalProfile, provincia: 'bo', series: 'a' }).expect(200);
    expect(saved.body).toEqual({ profile: { ...demoFiscalProfile, provincia: 'BO', series: 'A' } });

    const refused = await teacher.agent.put(URL).send({ ...demoFiscalProfile, partitaIva: '00000000373' }).expect(400);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(refused.body).toMatchObject({
      status: 400,
      code: 'REQUEST.VALIDATION',
      message: "La partita IVA non è valida: l'ultima cifra di controllo non corrisponde",
      errors: [{ path: 'partitaIva', message: "La partita IVA non è valida: l'ultima cifra di controllo non corrisponde" }],
    });
    const badCap = await teacher.agent.put(URL).send({ ...demoFiscalProfile, cap: '401' }).expect(400);
    expect(badCap.body.errors).toEqual([{ path: 'cap', message: 'Il CAP è composto da 5 cifre' }]);
    // Unknown shape: the contract's 400, nothing saved.
    await teacher.agent.put(URL).send({ ...demoFiscalProfile, regime: 'RF02' }).expect(400);
    expect((await teacher.agent.get(URL).expect(200)).body.profile.series).toBe('A');
    await teacher.agent.put(URL).send(demoFiscalProfile).expect(200);
  });

  it('is for the teacher only: 403 for a student, 401 for nobody', async () => {
    const student = await login(t, 'studente1@lavagna.test');
    await student.agent.get(URL).expect(403);
    await student.agent.put(URL).send(forfettario).expect(403);
    await t.http().get(URL).expect(401);
  });

  describe('when the teacher is forfettario with the bollo charged', () => {
    it('prices the next order without VAT and with the bollo over 77,47 EUR; the captured totals and the fiscal report say so', async () => {
      const teacher = await login(t, 'docente@lavagna.test');
      const student = await login(t, 'studente2@lavagna.test');
      // An order placed under ordinario, paid after the change, stays ordinario: the terms are the placing's.
      const before = (await student.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-20', 600, 90)] }).expect(201)).body.events.map((e: { _id: string }) => e._id);
      const ordinario = await student.agent.post('/api/payments/create-order').send({ eventIds: before }).expect(200);
      expect(ordinario.body.cart).toMatchObject({ total: 37.5, totalVat: 6.76, regime: 'RF01', bollo: 0 });

      await teacher.agent.put(`/api/admin/students/${student.user.userId}`).send({ hourlyRate: 60 }).expect(200);
      await teacher.agent.put(URL).send(forfettario).expect(200);
      expect((await t.http().get('/api/fiscal-terms').expect(200)).body).toEqual({ regime: 'RF19', bolloCharged: true });
      // The public pages (home price, conditions of use) are drawn from the same terms.
      expect((await t.http().get('/api/site/public').expect(200)).body.terms).toEqual({ regime: 'RF19', bolloCharged: true });

      await student.agent.post(`/api/dev/paypal/orders/${ordinario.body.id}/approve`).expect(200);
      const paidBefore = await student.agent.post('/api/payments/complete-order').send({ orderID: ordinario.body.id }).expect(200);
      expect(paidBefore.body.amount).toBe(37.5);

      const ids = (await student.agent.post('/api/calendar/events').send({ startEnd: [slot('2026-03-23', 600, 90)] }).expect(201)).body.events.map((e: { _id: string }) => e._id);
      const order = await student.agent.post('/api/payments/create-order').send({ eventIds: ids }).expect(200);
      expect(order.body.cart).toMatchObject({ gross: 90, vat: 0, net: 90, total: 92, totalVat: 0, totalNet: 90, regime: 'RF19', bollo: 2 });
      const provider = await t.pool.query('SELECT amount_cents FROM demo_gateway_orders WHERE id = $1', [order.body.id]);
      expect(provider.rows[0].amount_cents).toBe(9200);
      await student.agent.post(`/api/dev/paypal/orders/${order.body.id}/approve`).expect(200);
      const done = await student.agent.post('/api/payments/complete-order').send({ orderID: order.body.id }).expect(200);
      expect(done.body.amount).toBe(92);

      // Each confirmation states the amount as its order was priced.
      await t.app.get(ReactorRunner).drain();
      const confirmations = (await outbox(t)).filter((m) => m.to === 'studente2@lavagna.test' && m.subject.startsWith('Le tue lezioni sono confermate'));
      expect(confirmations.map((m) => m.text.match(/Importo: .*/)?.[0]).sort()).toEqual([
        'Importo: 37,50 € (IVA inclusa)',
        'Importo: 92,00 € (senza IVA, incluso il bollo di 2,00 €)',
      ]);

      const captured = await t.pool.query(
        "SELECT message_data->'totals' AS totals FROM emt_messages WHERE message_type = 'OrderCaptured' AND message_data->>'orderId' = $1",
        [order.body.orderId],
      );
      expect(captured.rows[0].totals).toMatchObject({ regime: 'RF19', gross: 9000, vat: 0, net: 9000, discountedGross: 9000, discountedVat: 0, bollo: 200 });

      const history = (await student.agent.get('/api/personalbookings').expect(200)).body as { _id: string; payment: Record<string, unknown> }[];
      expect(history.find((h) => h._id === order.body.orderId)!.payment).toMatchObject({ gross: 90, VAT: 0, net: 90, regime: 'RF19', bollo: 2 });
      expect(history.find((h) => h._id === ordinario.body.orderId)!.payment).toMatchObject({ gross: 37.5, VAT: 6.76, net: 30.74 });
      expect(history.find((h) => h._id === ordinario.body.orderId)!.payment.regime).toBeUndefined();

      const report = (await teacher.agent.get('/api/admin/fiscal?year=2026').expect(200)).body as FiscalReportView;
      expect(report.rows.find((r) => r.id === order.body.orderId)).toMatchObject({ gross: 92, vat: 0, net: 90, bollo: 2, regime: 'RF19' });
      // An ordinario row reads as it always did.
      expect(report.rows.find((r) => r.id === ordinario.body.orderId)).toEqual(expect.objectContaining({ gross: 37.5, vat: 6.76, net: 30.74 }));
      expect(report.rows.find((r) => r.id === ordinario.body.orderId)).not.toHaveProperty('regime');
      const payments = (await teacher.agent.get('/api/admin/payments').expect(200)).body as { id: string; paid: number; vat: number; regime?: string; bollo?: number }[];
      expect(payments.find((p) => p.id === order.body.orderId)).toMatchObject({ paid: 92, vat: 0, regime: 'RF19', bollo: 2 });
      expect(payments.find((p) => p.id === ordinario.body.orderId)).not.toHaveProperty('regime');
      expect(report.totals.bollo).toBe(2);
      const csv = (await teacher.agent.get('/api/admin/fiscal.csv?year=2026').expect(200)).text;
      expect(csv.split('\r\n')[0]).toContain('Imposta di bollo');
      expect(csv).toContain('92,00;0,00;90,00;2,00');

      // Back to ordinario: the next order has VAT again; nothing recorded changes.
      await teacher.agent.put(URL).send(demoFiscalProfile).expect(200);
      const after = (await teacher.agent.get('/api/admin/fiscal?year=2026').expect(200)).body as FiscalReportView;
      expect(after.rows.find((r) => r.id === order.body.orderId)).toMatchObject({ gross: 92, vat: 0, bollo: 2 });
    });
  });
});
