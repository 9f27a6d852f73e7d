import { downloadCSV, type Exporter } from 'react-admin';
import { csvText, type PaymentRow } from '@lavagna/contracts';
import { italianNumber, romeDateTime } from '@lavagna/format';
import { adminIt, resourcesIt } from '../i18n/it';

const f = resourcesIt.payments.fields;

/** Hours without trailing zeros: 1 -> '1', 1.5 -> '1,5'. */
const hours = (value: number): string => italianNumber(value, 2).replace(/,?0+$/, '');

/** The payments as the same kind of CSV as the fiscal report's (csvText: BOM, ';', no formulas), Italian headers and numbers. */
export const paymentsCsv = (rows: PaymentRow[]): string => {
  const header = [f.paidAt, f.studentName, f.lessons, f.hours, f.gross, f.vat, f.net, f.discount, f.paid, f.coupons, f.transactionId];
  const lines = rows.map((r) => [
    romeDateTime(r.paidAt),
    r.studentName,
    String(r.lessons),
    hours(r.hours),
    italianNumber(r.gross),
    italianNumber(r.vat),
    italianNumber(r.net),
    italianNumber(r.discount),
    italianNumber(r.paid),
    r.coupons.join(', '),
    r.transactionId,
  ]);
  return csvText([header, ...lines]);
};

/** react-admin's ExportButton hands the filtered, sorted rows here. */
export const paymentsExporter: Exporter<PaymentRow> = (rows) => downloadCSV(paymentsCsv(rows), adminIt.payments.exportFile);
