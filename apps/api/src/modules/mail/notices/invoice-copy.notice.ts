import type { IssuedInvoice } from '@lavagna/domain';
import { formatEuro, longDate } from '@lavagna/format';
import { invoicePdf } from '../../invoices/index.js';
import { compose, greeting, type Addressee, type NoticeOf, type NoticeRenderer } from './notice.js';

/** The courtesy copy of an invoice, with its PDF; `invoice` is the issued invoice as JSON. */
export type InvoiceCopy = NoticeOf<'invoice-copy', Addressee & { invoice: string }>;

export const invoiceCopy: NoticeRenderer<InvoiceCopy['params']> = (p, _mail, ctx) => {
  const invoice = JSON.parse(p.invoice) as IssuedInvoice;
  const { numero, fileName } = invoice.id;
  const day = longDate(invoice.content.date);
  const rendered = compose(
    `La tua fattura n. ${numero} del ${day}`,
    [
      greeting(p),
      `grazie per il pagamento di ${formatEuro(invoice.content.totalCents)}. In allegato trovi la copia di cortesia della fattura n. ${numero} del ${day}.`,
      "La fattura con valore fiscale è quella elettronica, che viene trasmessa all'Agenzia delle Entrate tramite il Sistema di Interscambio: la trovi nel tuo cassetto fiscale, nell'area Fatture e Corrispettivi.",
      'Puoi scaricare di nuovo la copia in PDF quando vuoi, dallo Storico Pagamenti.',
    ],
    [['Storico Pagamenti', `${ctx.publicUrl}/storico-prenotazioni`]],
  );
  const pdf = invoicePdf(invoice);
  return { ...rendered, attachments: [{ filename: fileName.replace(/\.xml$/, '.pdf'), contentType: 'application/pdf', content: pdf.toString('base64'), encoding: 'base64' }] };
};
