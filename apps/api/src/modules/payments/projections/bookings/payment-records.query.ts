import { Inject, Injectable } from '@nestjs/common';
import type { BookingRecord, PaymentListParams, PaymentRow } from '@lavagna/contracts';
import { addDays, atRome, centsToEuro, euroToCents, splitByRegime, type FiscalPayment } from '@lavagna/domain';
import type pg from 'pg';
import { PG_POOL } from '../../../../infrastructure/tokens.js';

interface Row {
  id: string;
  paid_at: Date;
  student_id: string;
  student_name: string;
  data: BookingRecord;
}

/** The name the student had when paying (kept in `fiscal`), else the current one. */
const NAME = `coalesce(nullif(b.fiscal->>'studentName', ''), u.name || ' ' || u.surname, '')`;
const PAID = `(coalesce((b.data->'payment'->>'discountedGross')::numeric, (b.data->'payment'->>'gross')::numeric) + coalesce((b.data->'payment'->>'bollo')::numeric, 0))`;
const ORDER_BY = {
  paidAt: 'b.paid_at',
  paid: PAID,
  gross: `(b.data->'payment'->>'gross')::numeric`,
  studentName: `lower(${NAME})`,
} as const;
const FROM = `FROM bookings b LEFT JOIN users u ON u.id = b.student_id`;

/**
 * A payment's VAT and net as the console lists them: the domain's split of what was actually paid
 * for the lessons (after coupons, before the bollo), so a payment covered by coupons reads IVA 0,00.
 */
export const paidFigures = (p: BookingRecord['payment']): { vat: number; net: number; paid: number } => {
  const lessonsPaid = euroToCents(p.discountedGross ?? p.gross);
  const { vat, net } = splitByRegime(lessonsPaid, p.regime ?? 'RF01');
  return { vat: centsToEuro(vat), net: centsToEuro(net), paid: centsToEuro(lessonsPaid + euroToCents(p.bollo ?? 0)) };
};

const toRow = (r: Row): PaymentRow => {
  const p = r.data.payment;
  const { vat, net, paid } = paidFigures(p);
  const lessons = Object.values(r.data.eventsPaid ?? {});
  return {
    id: r.id,
    paidAt: r.paid_at.toISOString(),
    studentId: r.student_id,
    studentName: r.student_name,
    lessons: lessons.length,
    hours: lessons.reduce((sum, l) => sum + l.hours, 0),
    gross: p.gross,
    vat,
    net,
    discount: p.discount ?? 0,
    paid,
    ...(p.regime === 'RF19' ? { regime: p.regime, bollo: p.bollo ?? 0 } : {}),
    coupons: p.coupons ?? [],
    transactionId: p.paymentId,
  };
};

/** The teacher's payment records (bookings read model): fiscal figures and console rows. */
@Injectable()
export class PaymentRecordsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** Fiscal figures (cents, payer's name then) of the payments of a Rome calendar year. */
  async fiscalOfYear(teacherId: string, year: number): Promise<FiscalPayment[]> {
    const { rows } = await this.pool.query<{ fiscal: FiscalPayment }>(
      `SELECT fiscal FROM bookings WHERE teacher_id = $1 AND fiscal IS NOT NULL AND paid_at >= $2 AND paid_at < $3 ORDER BY paid_at, id`,
      [teacherId, atRome(`${year}-01-01`), atRome(`${year + 1}-01-01`)],
    );
    return rows.map((r) => r.fiscal);
  }

  /** Cents actually received from a student (after coupons). */
  async receivedFrom(teacherId: string, studentId: string): Promise<number> {
    const { rows } = await this.pool.query<{ cents: string | null }>(
      `SELECT sum((fiscal->>'gross')::bigint) AS cents FROM bookings WHERE teacher_id = $1 AND student_id = $2`,
      [teacherId, studentId],
    );
    return Number(rows[0]?.cents ?? 0);
  }

  async page(teacherId: string, params: PaymentListParams): Promise<{ rows: PaymentRow[]; total: number }> {
    const pattern = params.q ? `%${params.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = `b.teacher_id = $1
      AND ($2::text IS NULL OR b.student_id = $2)
      AND ($3::timestamptz IS NULL OR b.paid_at >= $3)
      AND ($4::timestamptz IS NULL OR b.paid_at < $4)
      AND ($5::text IS NULL OR ${NAME} ILIKE $5 OR (u.name || ' ' || u.surname) ILIKE $5 OR b.data->'payment'->>'paymentId' ILIKE $5)
      AND ($6::text[] IS NULL OR b.id = ANY($6))`;
    const values = [
      teacherId,
      params.studentId ?? null,
      params.fromDay ? atRome(params.fromDay) : null,
      // `to` is inclusive: up to the next Rome midnight.
      params.toDay ? atRome(addDays(params.toDay, 1)) : null,
      pattern,
      params.ids ?? null,
    ];
    const limit = params.range.to - params.range.from + 1;
    const order = `${ORDER_BY[params.sort.field]} ${params.sort.order === 'ASC' ? 'ASC' : 'DESC'}, b.paid_at DESC, b.id`;
    const [page, count] = await Promise.all([
      this.pool.query<Row>(
        `SELECT b.id, b.paid_at, b.student_id, b.data, ${NAME} AS student_name ${FROM} WHERE ${where} ORDER BY ${order} LIMIT $7 OFFSET $8`,
        [...values, limit, params.range.from],
      ),
      this.pool.query<{ total: string }>(`SELECT count(*) AS total ${FROM} WHERE ${where}`, values),
    ]);
    return { rows: page.rows.map(toRow), total: Number(count.rows[0]!.total) };
  }

  async byId(teacherId: string, id: string): Promise<PaymentRow | null> {
    const { rows } = await this.pool.query<Row>(
      `SELECT b.id, b.paid_at, b.student_id, b.data, ${NAME} AS student_name ${FROM} WHERE b.teacher_id = $1 AND b.id = $2`,
      [teacherId, id],
    );
    return rows[0] ? toRow(rows[0]) : null;
  }
}
