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
      sort: { field: SORTABLE[field as keyof typeof SORTABLE] ?? ('surname' as const), order },
    };
  });
export type StudentListParams = z.output<typeof studentListQuerySchema>;
