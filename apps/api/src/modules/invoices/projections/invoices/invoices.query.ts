import { Inject, Injectable } from '@nestjs/common';
import type { IssuedInvoice, UninvoicedReason } from '@lavagna/domain';
import type pg from 'pg';
import { PG_POOL } from '../../../../infrastructure/tokens.js';

interface InvoiceRow {
  id: string;
  teacher_id: string;
  year: number;
  month: number;
  number: number | null;
  numero: string | null;
  file_name: string | null;
  day: string;
  order_id: string;
  student_id: string;
  payer: string;
  total_cents: number;
  regime: 'RF01' | 'RF19' | null;
  reason: UninvoicedReason | null;
}

/** A payment of the invoice list: its invoice, or the reason it has none. */
export interface InvoiceEntry {
  id: string;
  teacherId: string;
  studentId: string;
  year: number;
  month: number;
  number: number | null;
  numero: string | null;
  fileName: string | null;
  day: string;
  orderId: string;
  payer: string;
  totalCents: number;
  regime: 'RF01' | 'RF19' | null;
  reason: UninvoicedReason | null;
}

const COLUMNS = "id, teacher_id, year, month, number, numero, file_name, to_char(day, 'YYYY-MM-DD') AS day, order_id, student_id, payer, total_cents, regime, reason";

const entry = (r: InvoiceRow): InvoiceEntry => ({
  id: r.id,
  teacherId: r.teacher_id,
  studentId: r.student_id,
  year: r.year,
  month: r.month,
  number: r.number,
  numero: r.numero,
  fileName: r.file_name,
  day: r.day,
  orderId: r.order_id,
  payer: r.payer,
  totalCents: r.total_cents,
  regime: r.regime,
  reason: r.reason,
});

/** The invoices issued and the payments left without one. */
@Injectable()
export class InvoicesQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** A teacher's year (or month), invoices in number order, then the payments without one by day. */
  async ofPeriod(teacherId: string, year: number, month?: number): Promise<InvoiceEntry[]> {
    const { rows } = await this.pool.query<InvoiceRow>(
      `SELECT ${COLUMNS} FROM invoices WHERE teacher_id = $1 AND year = $2 AND ($3::int IS NULL OR month = $3)
        ORDER BY number NULLS LAST, day, order_id`,
      [teacherId, year, month ?? null],
    );
    return rows.map(entry);
  }

  /** A payer's invoices, newest first (the payments without one are the teacher's business). */
  async ofStudent(studentId: string): Promise<InvoiceEntry[]> {
    const { rows } = await this.pool.query<InvoiceRow>(
      `SELECT ${COLUMNS} FROM invoices WHERE student_id = $1 AND number IS NOT NULL ORDER BY year DESC, number DESC`,
      [studentId],
    );
    return rows.map(entry);
  }

  async byId(id: string): Promise<(InvoiceEntry & { invoice: IssuedInvoice; xml: string }) | null> {
    const { rows } = await this.pool.query<InvoiceRow & { invoice: IssuedInvoice; xml: string }>(
      `SELECT ${COLUMNS}, invoice, xml FROM invoices WHERE id = $1 AND number IS NOT NULL`,
      [id],
    );
    const row = rows[0];
    return row ? { ...entry(row), invoice: row.invoice, xml: row.xml } : null;
  }

  /** The files of a teacher's year (or month), in number order, for the ZIP. */
  async files(teacherId: string, year: number, month?: number): Promise<{ fileName: string; xml: string }[]> {
    const { rows } = await this.pool.query<{ file_name: string; xml: string }>(
      `SELECT file_name, xml FROM invoices WHERE teacher_id = $1 AND year = $2 AND ($3::int IS NULL OR month = $3) AND number IS NOT NULL ORDER BY number`,
      [teacherId, year, month ?? null],
    );
    return rows.map((r) => ({ fileName: r.file_name, xml: r.xml }));
  }
}
