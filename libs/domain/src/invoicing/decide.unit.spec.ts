import { randomUUID } from 'node:crypto';
import { deciderSpec } from '../../test/decider-spec.js';
import { fatturaPaProblems } from '../../test/fattura-pa-check.js';
import { SYSTEM, type Actor } from '../shared/types.js';
import type { IssueInvoice, LeaveUninvoiced } from './commands.js';
import { decideInvoiceSeries, evolveInvoiceSeries, initialInvoiceSeriesState } from './decide.js';
import type { InvoiceIssued } from './events.js';
import { fatturaPaXml } from './fattura-pa.js';
import { invoiceContentOf } from './invoice.js';
import { invoiceNumberOf } from './numbering.js';

const spec = deciderSpec({ decide: decideInvoiceSeries, evolve: evolveInvoiceSeries, initialState: initialInvoiceSeriesState });

const NOW = new Date('2026-11-27T20:00:05.000Z');
const issuer = { regime: 'RF01' as const, partitaIva: '01234567897', codiceFiscale: 'BNCGLI85M41H501U', denominazione: 'Giulia Bianchi', indirizzo: 'Via dei Serpenti 12', cap: '00184', comune: 'Roma', provincia: 'RM', series: '' };
const payer = { nome: 'Marco', cognome: 'Rossi', codiceFiscale: 'RSSMRC08A01H501W', indirizzo: 'Via Appia Nuova 100', cap: '00183', comune: 'Roma', provincia: 'RM' };

const setup = () => {
  const teacherId = randomUUID();
  const studentId = randomUUID();
  const content = invoiceContentOf({
    orderId: 'x',
    paidAt: '2026-11-27T20:00:00.000Z',
    provider: 'demo',
    regime: 'RF01',
    hourlyRateCents: 2500,
    lessons: [{ start: '2026-12-03T09:00:00.000Z', end: '2026-12-03T10:00:00.000Z' }],
    coupons: [],
    paidCents: 2500,
    bolloChargedCents: 0,
  });
  const issue = (orderId: string, by: Actor = SYSTEM): IssueInvoice => ({
    type: 'IssueInvoice',
    data: { teacherId, year: 2026, orderId, studentId, paidAt: '2026-11-27T20:00:00.000Z', invoiceId: `inv-${orderId}`, issuer, payer, content },
    metadata: { now: NOW, by },
  });
  const issued = (orderId: string, number: number): InvoiceIssued => {
    const invoice = { id: invoiceNumberOf(2026, number, '', issuer.partitaIva), issuer, payer, content };
    return {
      type: 'InvoiceIssued',
      data: { invoiceId: `inv-${orderId}`, teacherId, year: 2026, number, orderId, studentId, paidAt: '2026-11-27T20:00:00.000Z', invoice, xml: fatturaPaXml(invoice), issuedAt: NOW.toISOString() },
    };
  };
  const leave = (orderId: string): LeaveUninvoiced => ({
    type: 'LeaveUninvoiced',
    data: { teacherId, year: 2026, orderId, studentId, paidAt: '2026-11-27T20:00:00.000Z', amountCents: 2500, payer: 'Marco Rossi', reason: 'profile-incomplete' },
    metadata: { now: NOW, by: SYSTEM },
  });
  return { teacherId, issue, issued, leave };
};

describe("a year's series of invoices", () => {
  describe('when the first payment of the year is invoiced', () => {
    it('issues number 1, with its file', () => {
      const { issue, issued } = setup();
      spec([]).when(issue('a')).then([issued('a', 1)]);
      expect(fatturaPaProblems(issued('a', 1).data.xml)).toEqual([]);
    });
  });

  describe('when invoices were issued already', () => {
    it('issues the next number, so the series has no gap', () => {
      const { issue, issued } = setup();
      spec([issued('a', 1), issued('b', 2)]).when(issue('c')).then([issued('c', 3)]);
    });

    it('issues nothing for a payment invoiced already: a reaction handed it again after a crash makes no second invoice', () => {
      const { issue, issued } = setup();
      spec([issued('a', 1), issued('b', 2)]).when(issue('a')).then([]);
    });

    it('issues nothing for a payment left without an invoice', () => {
      const { issue, leave } = setup();
      const left = decideInvoiceSeries(leave('a'), initialInvoiceSeriesState());
      spec(left).when(issue('a')).then([]);
    });
  });

  describe('when a payment cannot be invoiced', () => {
    it('notes why, and the next invoice still takes the next number', () => {
      const { issue, issued, leave } = setup();
      const [left] = decideInvoiceSeries(leave('b'), initialInvoiceSeriesState());
      expect(left).toMatchObject({ type: 'PaymentLeftUninvoiced', data: { orderId: 'b', reason: 'profile-incomplete', amountCents: 2500 } });
      spec([issued('a', 1), left!]).when(issue('c')).then([issued('c', 2)]);
    });
  });

  it('is written by the system only', () => {
    const { issue, teacherId } = setup();
    spec([]).when(issue('a', { userId: teacherId, role: 'teacher' })).thenThrows('INVOICE.NOT_THE_SYSTEM');
  });

  it('refuses an invoice dated in another year than its series', () => {
    const { issue } = setup();
    const wrong = issue('a');
    spec([]).when({ ...wrong, data: { ...wrong.data, year: 2027 } }).thenThrows('INVOICE.WRONG_YEAR');
  });
});
