import { z } from 'zod';
import { it } from './messages.js';

const json = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .max(500)
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: it.account.formatErrors });
        return z.NEVER;
      }
    })
    .pipe(schema);

const SORTABLE = { name: 'name', surname: 'surname', email: 'email', createdAt: 'created_at', id: 'created_at' } as const;

/** GET /api/admin/students: simple-rest's `filter`, `range` and `sort` query parameters. */
export const studentListQuerySchema = z
  .object({
    filter: json(z.object({ q: z.string().max(100).optional() }).loose()).optional(),
    range: json(z.tuple([z.number().int().min(0), z.number().int().min(0)])).optional(),
    sort: json(z.tuple([z.string(), z.enum(['ASC', 'DESC'])])).optional(),
  })
  .transform(({ filter, range, sort }) => {
    const [from, to] = range ?? [0, 24];
    const [field, order] = sort ?? ['surname', 'ASC'];
    return {
      q: filter?.q?.trim() || undefined,
      range: { from, to: Math.max(from, Math.min(to, from + 499)) },
      sort: { field: Object.hasOwn(SORTABLE, field) ? SORTABLE[field as keyof typeof SORTABLE] : ('surname' as const), order },
    };
  });
export type StudentListParams = z.output<typeof studentListQuerySchema>;

const bad = it.account.formatErrors;
const text = (max: number) => z.string({ error: bad }).max(max, bad);
const romeDay = text(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, bad)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T12:00:00Z`)) && new Date(`${day}T12:00:00Z`).toISOString().startsWith(day), bad);
const offset = z.number({ error: bad }).int(bad).min(0, bad);

const PAYMENT_SORTABLE = { paidAt: 'paidAt', paid: 'paid', gross: 'gross', studentName: 'studentName', id: 'paidAt' } as const;

/**
 * GET /api/admin/payments: simple-rest's `filter` (studentId, from and to as Rome days
 * yyyy-MM-dd, both inclusive, q in the student's name or the transaction id; `id` for getMany),
 * `range` and `sort` (paidAt, paid, gross, studentName; newest first by default).
 */
export const paymentListQuerySchema = z
  .object({
    filter: json(
      z
        .object(
          {
            studentId: text(100).optional(),
            from: romeDay.optional(),
            to: romeDay.optional(),
            q: text(100).optional(),
            id: z.union([text(100), z.array(text(100), { error: bad }).max(100, bad)], { error: bad }).optional(),
          },
          { error: bad },
        )
        .loose(),
    ).optional(),
    range: json(z.tuple([offset, offset], { error: bad })).optional(),
    sort: json(z.tuple([text(50), z.enum(['ASC', 'DESC'], { error: bad })], { error: bad })).optional(),
  })
  .transform(({ filter, range, sort }) => {
    const [from, to] = range ?? [0, 24];
    const [field, order] = sort ?? ['paidAt', 'DESC'];
    const ids = filter?.id === undefined ? undefined : ([] as string[]).concat(filter.id);
    return {
      studentId: filter?.studentId || undefined,
      fromDay: filter?.from,
      toDay: filter?.to,
      q: filter?.q?.trim() || undefined,
      ids,
      // Up to 1000 rows a page: react-admin's export asks for that many at once.
      range: { from, to: Math.max(from, Math.min(to, from + 999)) },
      sort: { field: Object.hasOwn(PAYMENT_SORTABLE, field) ? PAYMENT_SORTABLE[field as keyof typeof PAYMENT_SORTABLE] : ('paidAt' as const), order },
    };
  });
export type PaymentListParams = z.output<typeof paymentListQuerySchema>;

const REVIEW_SORTABLE = { submittedAt: 'submittedAt', rank: 'rank', name: 'name', id: 'submittedAt' } as const;
const flag = z.boolean({ error: bad });

/**
 * GET /api/admin/reviews: simple-rest's `filter` (q in the name, description and text; hidden;
 * ranked; `id` for getMany), `range` and `sort` (submittedAt, rank, name; newest first by default).
 */
export const reviewListQuerySchema = z
  .object({
    filter: json(
      z
        .object(
          {
            q: text(100).optional(),
            hidden: flag.optional(),
            ranked: flag.optional(),
            id: z.union([text(100), z.array(text(100), { error: bad }).max(100, bad)], { error: bad }).optional(),
          },
          { error: bad },
        )
        .loose(),
    ).optional(),
    range: json(z.tuple([offset, offset], { error: bad })).optional(),
    sort: json(z.tuple([text(50), z.enum(['ASC', 'DESC'], { error: bad })], { error: bad })).optional(),
  })
  .transform(({ filter, range, sort }) => {
    const [from, to] = range ?? [0, 24];
    const [field, order] = sort ?? ['submittedAt', 'DESC'];
    return {
      q: filter?.q?.trim() || undefined,
      hidden: filter?.hidden,
      ranked: filter?.ranked,
      ids: filter?.id === undefined ? undefined : ([] as string[]).concat(filter.id),
      range: { from, to: Math.max(from, Math.min(to, from + 999)) },
      sort: { field: Object.hasOwn(REVIEW_SORTABLE, field) ? REVIEW_SORTABLE[field as keyof typeof REVIEW_SORTABLE] : ('submittedAt' as const), order },
    };
  });
export type ReviewListParams = z.output<typeof reviewListQuerySchema>;

/** A lesson in the teacher's student page. External-calendar events never appear here. */
export interface StudentLessonView {
  id: string;
  start: string;
  end: string;
  minutes: number;
  bookedAt: string;
  /** 'Confermata' (paid), 'Da Pagare' (unpaid or held), 'Terminata' (started in the past). */
  status: 'Confermata' | 'Da Pagare' | 'Terminata';
  isPaid: boolean;
  paidAt: string | null;
  transactionId: string | null;
}

/** GET /api/admin/students/{id}/overview: the figures and lessons of the student page. */
export interface StudentOverview {
  studentId: string;
  lessonsCompleted: number;
  /** Hours of the lessons completed. */
  totalHours: number;
  reviewSent: boolean;
  /** Euro. */
  hourlyRate: number;
  /** Euro actually received from the student (after coupons). */
  totalPaid: number;
  /** Soonest first. */
  future: StudentLessonView[];
  /** Latest first. */
  past: StudentLessonView[];
}

/** Who caused an event, as the audit trail shows it. */
export interface AuditActor {
  role: 'teacher' | 'student' | 'accountant' | 'system';
  userId: string | null;
  name: string | null;
}

/** One event in an audit timeline. */
export interface AuditEntry {
  /** Global position in the event log. */
  position: number;
  streamId: string;
  type: string;
  /** UTC ISO instant of the event (its own `...At`, else when it was recorded). */
  at: string;
  /** The same instant, dd/MM/yyyy HH:mm:ss in Europe/Rome. */
  atRome: string;
  actor: AuditActor;
  /** Italian one-line description of what happened. */
  summary: string;
  /** What changed: field, value before (when known) and after. */
  changes: { field: string; before?: string; after: string }[];
}

export const AUDIT_SUBJECTS = ['student', 'lesson', 'order', 'coupon'] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

/** GET /api/admin/payments: one payment record as a react-admin row; euro amounts. */
export interface PaymentRow {
  id: string;
  paidAt: string;
  studentId: string;
  studentName: string;
  lessons: number;
  hours: number;
  gross: number;
  vat: number;
  net: number;
  discount: number;
  /** What was received after coupons (the bollo charged included). */
  paid: number;
  /** Forfettario only (absent: RF01): the regime, and the imposta di bollo charged to the student (0 when none). */
  regime?: 'RF19';
  bollo?: number;
  coupons: string[];
  transactionId: string;
}
